// Kimatu's constants. The paper gives the thresholds of the steps (0.32, 0.1, 0.5) and the relevance
// formula; the "constants previously determined manually" are not published, so ours were set by a small
// grid on the CleanEval development pages and 60 evenly spaced pages each of Dragnet and L3S-GN1 (see
// bench/quality.ts; the values sit on a plateau: ±50% on any one moves CleanEval word F by < 1 point, except
// PUNCT_PER_WORD, which costs 4 points at 0.12).

/** Two elements of the same aspect belong to one style block when at most this many elements lie between. */
export const MAX_STYLE_GAP = 6;
/** Fixed possible maximum of the highest average element length (characters). */
export const AVG_LENGTH_CAP = 300;
/** Phrase-boundary punctuation marks per word that count as fully punctuated prose. */
export const PUNCT_PER_WORD = 0.08;
/**
 * Link density that counts as a full link penalty. The paper counts link tags per element; that punishes a
 * long paragraph with five links as much as a menu (CleanEval dev: −1.4 word F, Dragnet −5 F1), and so does
 * the mean of the elements' link shares (short linked lines dominate it). So the density is the share of
 * the style block's words inside links. Link tags stay available as `StyleBlock.links`.
 */
export const LINK_DENSITY = 0.7;

/** Step 2: sure candidates (the paper's threshold). */
export const SURE_RATIO = 0.32;
/** Step 3: function blocks: elements at most this many words on average … */
export const FUNCTION_MAX_AVG_WORDS = 8;
/** … sharing more than this share of their words with other elements of the block. */
export const FUNCTION_SHARED_WORDS = 0.5;
/** Step 4: quotes: minimum words of an element to be compared, LCS ratio to count as quoted. */
export const QUOTE_MIN_WORDS = 8;
export const QUOTE_LCS_RATIO = 0.7;
/** LCS input bound (words) on each side and total DP cells per page: keeps the step bounded. */
export const LCS_MAX_WORDS = 300;
export const LCS_BUDGET = 4_000_000;
/** Step 5: rescue blocks of a reference's aspect with relevance above this (the paper's 0.1) … */
export const RESCUE_RATIO = 0.1;
/** … within this many elements of a reference block of that aspect. */
export const RESCUE_DISTANCE = 40;
/** Step 6: a candidate is dispersed when its distance is above this multiple of the geometric mean … */
export const DISPERSED_FACTOR = 4;
/** … and above this many elements; it survives anyway with relevance above the paper's 0.5. */
export const DISPERSED_MIN_DISTANCE = 8;
export const DISPERSED_KEEP_RATIO = 0.5;
/** Step 7: blocks within this many elements of a reference, with relevance above the minimum, are added. */
export const NEAR_DISTANCE = 2;
export const NEAR_MIN_RATIO = -1.0;
