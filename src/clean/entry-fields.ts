// The fields of a listing's entries: entries built alike have the same parts (a title, a teaser, a date, a
// price, a "Share" button, a vote count), and a part is content or furniture in every entry alike. A block's
// field is its element path inside its entry (tag and first class of each element below the entry's root).
// A field whose text is the same in most entries ("Share", "Reply", "Add to cart") is furniture, unless its other
// entries show many other texts: then it holds values many entries happen to share (a source domain, a price, an
// award), not a constant (`entriesConstantValues`). (A vote, each
// field taking the CRF's mean verdict over its entries, was tried and lowered listings and collections.)
// A text two entries share in one field (two products' spec line, two coupons' fine print) is each entry's
// value, where the page-wide duplicate step (`repeats.ts`) would keep only the first.
import type { Block } from '../blocks/block.js';
import { type ElementNode, tagAndFirstClass } from '../html/node.js';
import { buttonOf, isButtonStyled } from './buttons.js';
import { type EntriesRun, entryOf } from './entries.js';

export interface EntryFieldParams {
  /**
   * A field of at most this many words an entry whose text is the same in at least half of the entries it
   * appears in (and in 3 or more) is furniture (0 = off).
   */
  entriesConstant?: number;
  /**
   * Such a field whose blocks hold at least this many other texts besides its most frequent one is a field of
   * values many entries happen to share (a news aggregator's source domain, a job board's "Remote"), not a
   * constant (0 = off: the most frequent text alone decides).
   */
  entriesConstantValues?: number;
  /**
   * A kept block repeating an earlier one word for word stays when both are the same field of two different
   * entries (two products' "For monitors: 5-22 lbs"), where a copy inside one entry (an image's alt text
   * repeating the title), in another field (a quoted post), in half of the field's blocks (a constant such as
   * "Free shipping") or in a link (a rating widget's "1 of 5 stars", a tag) still goes (0 = off, 1 = on).
   */
  entriesSharedValues?: number;
  /**
   * A link's text two entries share is such a value too when its field's blocks hold at least this many different
   * texts (0 = off): a field of links showing many values (a job board's locations, a news aggregator's relative
   * times linking each item's page) is data, where a tag, a rating widget's "1 of 5 stars" or a "Read more" shows
   * few.
   */
  entriesSharedLinks?: number;
  /**
   * 1: a link's text styled as a button (the block's element or one of the few above it is a <button>, has role
   * `button` or a class token `btn`/`button`/`cta`) is never such a value, whatever its field shows: a review's
   * "Check price at …" under every product is a call to action, not a value (0 = off).
   */
  entriesSharedLinkButtons?: number;
}

/** Verdicts per block: 0 no opinion (not in an entry, or no rule applies), 2 furniture. */
export const NO_VERDICT = 0;
export const FURNITURE = 2;

/** The field of each block of the run (its path below its entry's root), '' outside the run. */
export function fieldsOf(blocks: readonly Block[], run: EntriesRun): string[] {
  const roots = new Set<ElementNode>(run.roots);
  const memo = new Map<ElementNode, string | null>();
  // The path of an element below its entry root, or null when no entry holds it (memoized per element).
  const pathOf = (e: ElementNode): string | null => {
    const chain: ElementNode[] = [];
    let found: string | null = null;
    let n: ElementNode | null = e;
    for (; n; n = n.parent?.kind === 'element' ? n.parent : null) {
      const known = memo.get(n);
      if (known !== undefined) {
        found = known;
        break;
      }
      if (roots.has(n)) {
        found = tagAndFirstClass(n);
        memo.set(n, found);
        break;
      }
      chain.push(n);
    }
    for (let k = chain.length - 1; k >= 0; k--) {
      found = found === null ? null : `${found}>${tagAndFirstClass(chain[k])}`;
      memo.set(chain[k], found);
    }
    return found;
  };
  return blocks.map((b, i) => (run.inside[i] ? (pathOf(b.node) ?? '') : ''));
}

/** The verdict of each block's field (see `EntryFieldParams`). */
export function fieldVerdicts(
  blocks: readonly Block[],
  run: EntriesRun,
  params: EntryFieldParams,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const constantWords = params.entriesConstant ?? 0;
  if (constantWords <= 0) return out;
  const values = params.entriesConstantValues ?? 0;
  const fields = fieldsOf(blocks, run);
  const byField = new Map<string, number[]>();
  for (let i = 0; i < blocks.length; i++) {
    if (!fields[i]) continue;
    const list = byField.get(fields[i]);
    if (list) list.push(i);
    else byField.set(fields[i], [i]);
  }
  for (const members of byField.values()) {
    if (members.length < 3) continue;
    const counts = new Map<string, number>();
    let top = 0;
    for (const i of members) {
      if (blocks[i].words > constantWords) continue;
      const c = (counts.get(blocks[i].text) ?? 0) + 1;
      counts.set(blocks[i].text, c);
      top = Math.max(top, c);
    }
    if (top < 3 || top < 0.5 * members.length) continue;
    if (values > 0 && distinctTexts(blocks, members) - 1 >= values) continue;
    for (const i of members) out[i] = FURNITURE;
  }
  return out;
}

/** How many different texts the blocks `members` hold (of any length). */
function distinctTexts(blocks: readonly Block[], members: readonly number[]): number {
  return new Set(members.map((i) => blocks[i].text)).size;
}

/**
 * Whether block `i` and the earlier block `first` are the same field of two different entries of the run
 * (`entriesSharedValues`): a value two entries share, not a copy; links by `entriesSharedLinks` and
 * `entriesSharedLinkButtons`.
 */
export function sharedValue(
  blocks: readonly Block[],
  run: EntriesRun,
  params: EntryFieldParams = {},
): (i: number, first: number) => boolean {
  const linkValues = params.entriesSharedLinks ?? 0;
  const noButtons = (params.entriesSharedLinkButtons ?? 0) > 0;
  const roots = new Set<ElementNode>(run.roots);
  let fields: string[] | null = null;
  // How many blocks each field has, and how many of them hold each text: a text half of a field's blocks hold
  // ("Free shipping", "Add to list") is the field's constant, not a value entries happen to share.
  const perField = new Map<string, number>();
  const perText = new Map<string, number>();
  // How many different texts each field's blocks hold (`entriesSharedLinks`).
  const distinct = new Map<string, number>();
  return (i, first) => {
    // A link's text shared by entries is a widget's or a tag's (a rating's "1 of 5 stars"), not a value, unless
    // its field shows many texts (`entriesSharedLinks`: linked locations, relative times).
    if (!run.inside[i] || !run.inside[first]) return false;
    if (blocks[i].inLink && !linkValues) return false;
    if (fields === null) {
      fields = fieldsOf(blocks, run);
      for (let k = 0; k < blocks.length; k++) {
        if (!fields[k]) continue;
        perField.set(fields[k], (perField.get(fields[k]) ?? 0) + 1);
        const key = `${fields[k]}\n${blocks[k].text}`;
        if (!perText.has(key)) distinct.set(fields[k], (distinct.get(fields[k]) ?? 0) + 1);
        perText.set(key, (perText.get(key) ?? 0) + 1);
      }
    }
    if (!fields[i] || fields[i] !== fields[first]) return false;
    if (blocks[i].inLink && (distinct.get(fields[i]) ?? 0) < linkValues) return false;
    // A call to action styled as a button ("Check price at …") is no value (`entriesSharedLinkButtons`).
    if (blocks[i].inLink && noButtons && buttonOf(blocks[i], isButtonStyled)) return false;
    if (2 * (perText.get(`${fields[i]}\n${blocks[i].text}`) ?? 0) >= (perField.get(fields[i]) ?? 0))
      return false;
    return entryOf(blocks[i].node, roots) !== entryOf(blocks[first].node, roots);
  };
}
