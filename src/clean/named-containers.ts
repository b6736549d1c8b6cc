// Blocks under containers that the markup names as something other than the page's content (a product
// page's reviews and related products): one test per element above the blocks (`blocksUnder`). A matching
// container that holds more than a share of the words the cleaner kept is taken for a page-wide wrapper whose
// class happens to use the word (`has-reviews`), and is left alone.
import type { Block } from '../blocks/block.js';
import {
  type BlockAncestry,
  blockAncestry,
  blocksUnderIndex,
  sumUnderElements,
} from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr } from '../html/node.js';

/**
 * 1 for each block under an element passing `test` that holds at most `maxShare` of the kept words (`kept`
 * null: of all the page's words). `shared`: `test` is a module's function that several steps pass on the same
 * page (`isCommentNamed` three times a page, `isAuthorBox` twice), whose verdicts are kept per page and test.
 */
export function underNamedContainers(
  blocks: readonly Block[],
  kept: readonly boolean[] | null,
  test: (e: ElementNode) => boolean,
  maxShare: number,
  shared = false,
): Uint8Array {
  if (blocks.length === 0) return new Uint8Array(0);
  const ancestry = blockAncestry(blocks);
  // The words under every element are summed only once a container matches by name: most pages have none.
  // Summed on the ancestry's arrays (sixteen calls a page), not in Maps keyed by element: those Maps were
  // a twentieth of the allocations of the whole run. Word counts are whole numbers, so the sums are exact.
  // The kept words per block are read on every call, though, not in the rare branch: `kept` arrives in several
  // hidden classes (made by `map`, `fill`, loops), and read only in that branch, inlined into `blocksUnderIndex`,
  // it met a new one late and deoptimized `blocksUnderIndex` twice per process ("wrong map").
  const weight = new Float64Array(blocks.length);
  let total = 0;
  for (let i = 0; i < blocks.length; i++) {
    if (kept && !kept[i]) continue;
    weight[i] = blocks[i].words;
    total += blocks[i].words;
  }
  let under: Float64Array | null = null;
  const limit = maxShare * total;
  const wordsUnder = (k: number) => {
    under ??= sumUnderElements(ancestry, weight);
    return under[k];
  };
  const { elements } = ancestry;
  if (!shared) return blocksUnderIndex(blocks, (k) => test(elements[k]) && wordsUnder(k) <= limit);
  // 0 not asked yet, 1 passes, 2 fails: each element is tested at most once a page whatever asks.
  const verdicts = verdictsOf(ancestry, test);
  return blocksUnderIndex(blocks, (k) => {
    let v = verdicts[k];
    if (v === 0) {
      v = test(elements[k]) ? 1 : 2;
      verdicts[k] = v;
    }
    return v === 1 && wordsUnder(k) <= limit;
  });
}

type ElementTest = (e: ElementNode) => boolean;

/** Per page (its blocks' ancestry, weakly) and shared test, the test's verdict on each element of the ancestry. */
const sharedVerdicts = new WeakMap<BlockAncestry, Map<ElementTest, Uint8Array>>();

function verdictsOf(ancestry: BlockAncestry, test: ElementTest): Uint8Array {
  let byTest = sharedVerdicts.get(ancestry);
  if (byTest === undefined) {
    byTest = new Map();
    sharedVerdicts.set(ancestry, byTest);
  }
  let verdicts = byTest.get(test);
  if (verdicts === undefined) {
    verdicts = new Uint8Array(ancestry.elements.length);
    byTest.set(test, verdicts);
  }
  return verdicts;
}

/**
 * Whether the element's class or id holds a match of `pattern`, read raw: the cheap test before `nameWords`
 * that the steps testing every element above the blocks make. `pattern` matches no space and has no `^`/`$`,
 * as on the two values joined by a space, and is not global. A word of `nameWords` is a run of the value's
 * ASCII letters lower-cased, so a value without the letters of a word (in any case) cannot give that word.
 */
export function classOrIdHas(e: ElementNode, pattern: RegExp): boolean {
  // Both values in one walk over the attributes (the first of each name, as `getAttr`): some thirty steps
  // ask this of every element above the blocks.
  let cls: string | undefined;
  let id: string | undefined;
  for (const a of e.attrs) {
    if (a.name === 'class') cls ??= a.value;
    else if (a.name === 'id') id ??= a.value;
  }
  if (cls && pattern.test(cls)) return true;
  return id !== undefined && id !== '' && pattern.test(id);
}

/** Class and id of an element as lower-case words, split at `-`, `_`, spaces and camelCase humps (bounded length, so matching stays linear). */
export function nameWords(e: ElementNode): string {
  const classWords = valueWords(getAttr(e, 'class'));
  const idWords = valueWords(getAttr(e, 'id'));
  return classWords === '' ? idWords : idWords === '' ? classWords : `${classWords} ${idWords}`;
}

const NON_ASCII = /[^\0-\x7f]/;

/**
 * One attribute value as lower-case words (see `nameWords`): its first 200 characters, a space before each
 * capital that follows a small letter, lower-cased, every run of other characters than a–z one space, trimmed.
 * The second pass's steps test the names of every block's ancestors, so ASCII values (nearly all) take one
 * char-code loop; others the regexps, as lower-casing a non-ASCII letter can give an ASCII one (K, İ).
 */
export function valueWords(value: string | null | undefined): string {
  if (!value) return '';
  let words = wordsOfValue.get(value);
  if (words === undefined) {
    if (wordsOfValue.size >= MAX_MEMO) wordsOfValue.clear();
    words = splitValue(value);
    wordsOfValue.set(value, words);
  }
  return words;
}

/**
 * `valueWords` of the values seen lately: the steps of the second pass ask for the names of the same elements
 * again and again, and a page repeats its class values over many elements.
 */
const wordsOfValue = new Map<string, string>();
const MAX_MEMO = 4096;

function splitValue(value: string): string {
  const v = value.length > 200 ? value.slice(0, 200) : value;
  if (NON_ASCII.test(v))
    return v
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .replace(/[^a-z]+/g, ' ')
      .trim();
  // Word by word (a run of letters, cut before a capital that follows a small letter), each a slice of the
  // value (lower-cased when it holds a capital): built a character at a time, the string was 2 % of a run's
  // allocations.
  let out = '';
  let start = -1;
  let capitals = false;
  let prevSmall = false;
  for (let i = 0; i <= v.length; i++) {
    const c = i < v.length ? v.charCodeAt(i) : 0;
    const small = c >= 97 && c <= 122;
    const capital = c >= 65 && c <= 90;
    if (start >= 0 && ((!small && !capital) || (capital && prevSmall))) {
      const word = capitals ? v.slice(start, i).toLowerCase() : v.slice(start, i);
      out = out === '' ? word : `${out} ${word}`;
      start = -1;
    }
    if (start < 0 && (small || capital)) {
      start = i;
      capitals = false;
    }
    if (capital) capitals = true;
    prevSmall = small;
  }
  return out;
}
