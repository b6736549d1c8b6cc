// A feature set (what Victor calls a config file): what the block features look at and how their numbers
// become the finite value sets a CRF needs.

export interface FeatureSet {
  /** Name of the feature set (`cleaneval`), or the file it was read from. */
  name: string;
  /** Columns written to the feature table, in order (Victor's `crf-features`); `family.*` expands. */
  crfFeatures: string[];
  /** `container.NAME` → element names that set it (a single tag, or a class such as `class-header`). */
  containers: Record<string, string[]>;
  /** `split.NAME` → tag names counted when crossed since the previous block. */
  splits: Record<string, string[]>;
  /** `feature-X-values`: ascending bounds; a number maps to the largest bound ≤ it. */
  values: Record<string, number[]>;
  /** `feature-Y-scale`: number of buckets a ratio in [0, 1] is cut into. */
  scales: Record<string, number>;
  /** `regexp.NAME` → expressions; the feature is the 1-based number of the first that matches, 0 for none. */
  regexps: Record<string, string[]>;
  /** Patterns suggesting a list item; the `bullet` feature is the combination of those that match. */
  bullets: string[];
  /** Elements deleted before blocks are built (Victor's `tag-delete`; informative, preclean owns it). */
  tagDelete: string[];
}
