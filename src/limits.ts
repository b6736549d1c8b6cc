// The resource limits, in one place: what keeps every stage bounded in time and memory on hostile input
// (SPEC: a 100 MB page, nesting 100,000 deep, any byte string). Tuned parameters of the methods (Kimatu's
// ratios, the article region's thresholds, the list rules) live with their method, not here.

/** Largest input accepted by a batch, in bytes (`BatchSettings.maxBytes` overrides it). */
export const MAX_INPUT_BYTES = 256 * 1024 * 1024;

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
