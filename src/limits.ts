// The resource limits, in one place: what keeps every stage bounded in time and memory on hostile input
// (SPEC: a 100 MB page, nesting 100,000 deep, any byte string). Tuned parameters of the methods (Kimatu's
// ratios, the article region's thresholds, the list rules) live with their method, not here.

/** Largest input accepted, in bytes: by a batch (`BatchSettings.maxBytes` overrides it) and by `loadPage`. */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

/**
 * Most elements one page may have. A 100 MB page of paragraphs has 200,000; each element costs ~150 bytes
 * with its children array, so this bounds the tree near 1 GB whatever the markup (`<b>` × 30 million).
 */
export const MAX_PAGE_ELEMENTS = 5_000_000;
/** Deepest nesting of open elements (every walk is iterative: this bounds their stacks, not the call stack). */
export const MAX_DEPTH = 1_000_000;

/** A page over one of the limits above: `loadPage` turns it into a failed page with this reason. */
export class LimitExceeded extends Error {
  constructor(
    readonly reason: 'too-large' | 'too-many-elements' | 'too-deep',
    message: string,
  ) {
    super(message);
  }
}

/** Throws `LimitExceeded` once a parser has created more elements than allowed or nested them too deep. */
export function checkTreeLimits(elements: number, depth: number): void {
  if (elements > MAX_PAGE_ELEMENTS)
    throw new LimitExceeded('too-many-elements', `more than ${MAX_PAGE_ELEMENTS} elements`);
  if (depth > MAX_DEPTH) throw new LimitExceeded('too-deep', `elements nested more than ${MAX_DEPTH} deep`);
}

/** A CleanEval wrapper line longer than this is not a wrapper (keeps the search bounded). */
export const MAX_WRAPPER_LINE = 16384;

/** How far an XML prolog may run before we give up and call the document HTML. */
export const MAX_PROLOG = 1 << 20;
/** Total characters all DTD entity expansions may produce in one document. */
export const ENTITY_BUDGET = 1 << 20;
/** Entities referring to entities referring to…: deeper than this is refused. */
export const MAX_ENTITY_DEPTH = 16;
/** A pre-converted document's header text longer than this is not a title. */
export const MAX_XML_TITLE = 300;

/** Innermost containers a block remembers (its features read the nearest ones). */
export const MAX_BLOCK_CONTAINERS = 64;
/** Characters of a block that feature-set regexps see (with star height ≤ 1, matching stays linear). */
export const REGEXP_INPUT_LIMIT = 512;

/** Largest rowspan/colspan honoured (HTML caps colspan at 1000; we cap both). */
export const MAX_SPAN = 1000;
/** Largest grid (rows × cols) built for one table; rows beyond it are dropped. */
export const MAX_TABLE_SLOTS = 250_000;
/** Grid slots for the whole page; once spent, each table gets only as many slots as it has cell elements. */
export const MAX_PAGE_SLOTS = 1_000_000;

/** Steps of an element's XPath (json format); deeper paths start with `//` (relative, truncated). */
export const MAX_XPATH_STEPS = 256;
