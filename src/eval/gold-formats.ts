// The gold formats `kitten eval --gold-format` accepts, apart from the readers (text-formats.ts): the CLI lists
// them as the option's choices, and importing the readers there would load the HTML parser into every command.
export const GOLD_FORMATS = ['cleaneval', 'text', 'l3s', 'dragnet', 'html'] as const;
export type GoldFormat = (typeof GOLD_FORMATS)[number];
