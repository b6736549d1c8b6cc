// Repeated blocks among the kept ones. A repeat of a kept block of a few words is a copy (a sticky header's
// title, a tab's hidden twin); a short text kept many times over is a marquee, a logo strip or a row of
// buttons ("Book Now", "Trusted by"), duplicated by the page so that it loops, not a sentence of the content.
import type { Block, Label } from '../blocks/block.js';
import { outermostPassing } from '../blocks/block-ancestry.js';
import { paragraphLines } from './article/paragraph-of.js';

export interface RepeatParams {
  /** A kept block of at least this many words whose text an earlier kept block already has goes (0 = off). */
  dropDuplicates?: number;
  /**
   * Marquees (0 = off; else the longest period looked for): kept blocks shorter than `dropDuplicates` words
   * that repeat, in order, the kept blocks a period before them, for two whole periods at least, go. Table cells
   * (a comparison table's "Yes" cells) and code are left alone.
   */
  dropShortRepeats?: number;
  /**
   * A repeat that is only part of its line, beside at least this many kept words of the line seen nowhere
   * before (a bold label opening a sentence: "<strong>Timeline:</strong> two to three weeks"), is the body's
   * wording, not a copy (0 = off: it goes too). A post header's "2 years ago" beside a user name stays a repeat.
   */
  duplicatesInline?: number;
  /**
   * A repeat inside a code listing (`<pre>`) that also holds kept text seen nowhere before stays while its text
   * has been kept fewer than this many times: a program's lines recur ("total = 0", "end = time.time()", a run's
   * "Task A: Computing 0+1") and the listing is printed whole, while a log's traceback looping a dozen times is
   * kept only so often; a listing all of whose lines came before (a second rendering of it) still goes (0 = off).
   */
  duplicatesInCode?: number;
  /**
   * A kept block shorter than `dropDuplicates` words whose text is the kept block's right before it goes (0 =
   * off): a card's price or name rendered twice in a row (a shop theme's regular-price and sale-price boxes, one
   * of which its style sheet hides; a swatch's label and the selected-value line beside it), which shows once.
   * Headings beside non-headings, links, table cells and code are left alone (`dropTwins`).
   */
  dropShortTwins?: number;
}

/** Cells of a table, where the same short value in many rows is data. */
const CELLS = new Set(['td', 'th']);
/** Code listings, where each token can be a block of its own and names recur. */
const inCode = (b: Block) => b.containers.includes('pre') || b.containers.includes('code');

/**
 * Applies `dropDuplicates` and `dropShortRepeats` to `out` in place; `isData(i, first)`, when given, keeps a
 * duplicate block `i` of the kept block `first` (a listing's entries sharing a value: `entry-fields.ts`).
 */
export function dropRepeats(
  blocks: readonly Block[],
  out: Label[],
  params: RepeatParams,
  isData?: (i: number, first: number) => boolean,
): void {
  const minWords = params.dropDuplicates ?? 0;
  const seen = new Map<string, number>();
  const copies = new Map<string, number>();
  const inline = params.duplicatesInline ? inlineBlocks(blocks, out, params.duplicatesInline) : null;
  const code = params.duplicatesInCode ? freshListingBlocks(blocks, out) : null;
  if (minWords > 0)
    for (let i = 0; i < blocks.length; i++) {
      if (out[i] === 'o' || blocks[i].words < minWords) continue;
      const first = seen.get(blocks[i].text);
      const n = copies.get(blocks[i].text) ?? 0;
      const program = code?.[i] && n < params.duplicatesInCode!;
      if (first === undefined) seen.set(blocks[i].text, i);
      else if (!isData?.(i, first) && !inline?.[i] && !program) out[i] = 'o';
      if (code && out[i] !== 'o') copies.set(blocks[i].text, n + 1);
    }
  if (params.dropShortTwins) dropTwins(blocks, out, minWords);
  const period = params.dropShortRepeats ?? 0;
  if (period > 0) dropLoops(blocks, out, minWords, period);
}

/** Heading tags: a heading over an item of its own name (a letter index's "B" over the language "B") is no copy. */
const HEADINGS = /^h[1-6]$/;

/**
 * `dropShortTwins`: a short kept block repeating, word for word, the kept block right before it goes, when the
 * two are both headings or neither and the twin's line (`paragraphLines`) holds no other kept text: a link
 * opening a sentence ("C" in "C – ISO/IEC 9899" after a "C" heading) is no copy. Links stay: a list of like
 * links ("link" after "link") is a list.
 */
function dropTwins(blocks: readonly Block[], out: Label[], minWords: number): void {
  const line = paragraphLines(blocks);
  // The one kept text of each line, or null once a line holds two texts.
  const lineText = new Map<number, string | null>();
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || blocks[i].words === 0 || line[i] < 0) continue;
    const t = lineText.get(line[i]);
    lineText.set(line[i], t === undefined || t === blocks[i].text ? blocks[i].text : null);
  }
  const alone = (i: number) => line[i] < 0 || lineText.get(line[i]) !== null;
  let prev = -1;
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || blocks[i].words === 0) continue;
    const b = blocks[i];
    if (
      prev >= 0 &&
      (minWords <= 0 || b.words < minWords) &&
      b.text === blocks[prev].text &&
      HEADINGS.test(b.tag) === HEADINGS.test(blocks[prev].tag) &&
      alone(i) &&
      !b.inLink &&
      !CELLS.has(b.tag) &&
      !inCode(b)
    )
      out[i] = 'o';
    else prev = i;
  }
}

/**
 * 1 for each kept block whose line (`paragraphLines`) also holds kept text seen nowhere before: a phrase of a sentence. A second copy of the body repeats all of
 * its lines' text, and its blocks stay copies.
 */
function inlineBlocks(blocks: readonly Block[], out: readonly Label[], minWords: number): Uint8Array {
  const line = paragraphLines(blocks);
  const seen = new Set<string>();
  // Fresh kept words per line (line ids are below blocks.length + 1).
  const fresh = new Float64Array(blocks.length + 1);
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || blocks[i].words === 0) continue;
    if (!seen.has(blocks[i].text) && line[i] >= 0) fresh[line[i]] += blocks[i].words;
    seen.add(blocks[i].text);
  }
  const marks = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++)
    if (out[i] !== 'o' && line[i] >= 0 && fresh[line[i]] >= minWords) marks[i] = 1;
  return marks;
}

/**
 * 1 for each kept block of a `<pre>` listing that holds a kept block whose text no kept block before it has: a
 * listing of its own, whose recurring lines are the program's. A listing repeating earlier text line for line is
 * a copy and gets no marks.
 */
function freshListingBlocks(blocks: readonly Block[], out: readonly Label[]): Uint8Array {
  const top = outermostPassing(blocks, (e) => e.name === 'pre');
  const seen = new Set<string>();
  const fresh = new Set<number>();
  for (let i = 0; i < blocks.length; i++) {
    if (out[i] === 'o' || blocks[i].words === 0) continue;
    if (top[i] >= 0 && !seen.has(blocks[i].text)) fresh.add(top[i]);
    seen.add(blocks[i].text);
  }
  const marks = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (out[i] !== 'o' && fresh.has(top[i])) marks[i] = 1;
  return marks;
}

/**
 * A marquee's blocks: in the sequence of kept blocks, a stretch repeating the one `p` blocks before it (for some
 * period p ≤ `maxPeriod`) for at least two whole periods. The short blocks of each repetition go, those of the
 * period it repeats stay (the marquee's items, once); longer blocks are `dropDuplicates`' business.
 */
function dropLoops(blocks: readonly Block[], out: Label[], minWords: number, maxPeriod: number): void {
  const kept: number[] = [];
  for (let i = 0; i < blocks.length; i++) if (out[i] !== 'o') kept.push(i);
  // Texts compared lower-cased, by a hash first: keeping a lower-cased copy of every kept block's text cost
  // a 100 MB page of paragraphs 100 MB of its memory.
  const lower = (k: number) => blocks[kept[k]].text.toLowerCase();
  const hash = new Int32Array(kept.length);
  for (let k = 0; k < kept.length; k++) hash[k] = stringHash(lower(k));
  const same = (a: number, b: number) => hash[a] === hash[b] && lower(a) === lower(b);
  const drop = new Uint8Array(kept.length);
  for (let p = 1; p <= maxPeriod; p++) {
    let run = 0;
    for (let j = p; j < kept.length; j++) {
      run = same(j, j - p) ? run + 1 : 0;
      // Two whole repetitions (three copies): a pair of like captions or links in an article is not a loop.
      if (run < 2 * p) continue;
      const from = run === 2 * p ? j - 2 * p + 1 : j;
      for (let k = from; k <= j; k++) drop[k] = 1;
    }
  }
  for (let k = 0; k < kept.length; k++) {
    const b = blocks[kept[k]];
    // Links stay: a list of like links ("link", "PDF") is a list; a marquee's items are not links.
    if (drop[k] && (minWords <= 0 || b.words < minWords) && !CELLS.has(b.tag) && !inCode(b) && !b.inLink)
      out[kept[k]] = 'o';
  }
}

/** FNV-1a over the UTF-16 units of `s`. */
function stringHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}
