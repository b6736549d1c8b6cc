// The measures `kitten eval` knows, apart from the scorers: the CLI lists them at start-up without loading
// the scoring modules.
export const MEASURES = ['cleaneval', 'shingles', 'wcxb'] as const;
export type Measure = (typeof MEASURES)[number];
