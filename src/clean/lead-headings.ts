// Headings that lead kept text: a service page's or a documentation page's section heading ("Data types",
// "How it works") is a short line the CRF often drops while it keeps the paragraph right under it, and the
// section then reads without its title. A heading (`h2`–`h6`) comes back when the block that follows it is kept
// and is not itself a heading. Not a heading that is a link (a teaser card's title, a menu's entry), nor one
// in the page's navigation, header, footer or sidebar landmarks, nor a long one. On a page taken as an article
// only a heading the page makes a link target (an `id` on it or on its section, or a permalink `#…` inside):
// documentation generators anchor every section so, while a news article's short subheads are not.
// With `leadHeadingsQuestions`, a question heading (ending in "?", 4+ words, no link, not in a form, over an
// answer of 4+ words) comes back on any page, also when it is an accordion's `<button>` inside the heading.

import type { Block } from '../blocks/block.js';
import { elementRuns } from '../blocks/element-runs.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { FURNITURE_LANDMARKS } from '../html/vocabulary.js';

export interface LeadHeadingParams {
  /** A dropped heading of at most this many words whose next block is kept, not a heading, comes back (0 = off). */
  leadHeadings?: number;
  /**
   * A question heading ("How much do camp stoves cost?") of at most this many words comes back the same way on
   * every page, anchored or not and past `leadHeadings`' length (0 = off): an FAQ's question over its kept answer
   * (a shop's accordion below its grid, whose questions the CRF drops as buttons while it keeps the answers).
   */
  leadHeadingsQuestions?: number;
}

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
/** A question's closing mark: ASCII, fullwidth (CJK) or Arabic. */
const QUESTION_END = /[?？؟]\s*$/u;
/** An answer's line: four words of two letters or more; in Chinese or Japanese, four words by `countWords`. */
const ANSWER = /\p{L}{2,}(?:\P{L}+\p{L}{2,}){3}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The heading element holding the block, or null; `buttons`: also a block of a button inside a heading. */
function headingOf(b: Block, buttons = false): ElementNode | null {
  if (!HEADINGS.has(b.tag) && !(buttons && b.tag === 'button')) return null;
  for (let e: ElementNode['parent'] = b.node; e !== null && e.kind === 'element'; e = e.parent)
    if (HEADINGS.has(e.name)) return e;
  return null;
}

/** Whether the heading is a link target: an id on it or its parent, or a `#…` permalink inside it. */
function isAnchored(h: ElementNode): boolean {
  if (getAttr(h, 'id')) return true;
  if (h.parent?.kind === 'element' && getAttr(h.parent, 'id')) return true;
  const walk = (e: ElementNode): boolean =>
    e.children.some(
      (c) =>
        c.kind === 'element' && ((c.name === 'a' && (getAttr(c, 'href') ?? '').startsWith('#')) || walk(c)),
    );
  return walk(h);
}

/**
 * 1 for each dropped block of a heading that leads a kept block (see the file's comment); `anchoredOnly`: only
 * headings that are link targets.
 */
export function leadHeadingBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
  anchoredOnly: boolean,
  questionWords = 0,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (maxWords <= 0) return out;
  const buttons = questionWords > 0;
  for (const { element, from, to, words, linkWords } of elementRuns(blocks, (b) => headingOf(b, buttons))) {
    let any = false;
    for (let k = from; k <= to; k++) any ||= !kept[k];
    const next = to + 1 < blocks.length ? to + 1 : -1;
    const leads = next >= 0 && kept[next] && headingOf(blocks[next]) === null;
    // An accordion's question is a `<button>` inside the heading: only a question comes back so.
    // Not a poll's question in its form, a "Did you know?" box's title, nor a linked teaser ("Read more: Will…?"),
    // and only over an answer's words, not a form field's line.
    const question =
      questionWords > 0 &&
      words >= 4 &&
      words <= questionWords &&
      linkWords === 0 &&
      QUESTION_END.test(blocks[to].text) &&
      !blocks[from].containers.includes('form') &&
      next >= 0 &&
      (ANSWER.test(blocks[next].text) || (CJK.test(blocks[next].text) && blocks[next].words >= 4));
    if (!question && !HEADINGS.has(blocks[from].tag)) continue;
    if (
      any &&
      leads &&
      (question || words <= maxWords) &&
      linkWords < words &&
      !blocks[from].containers.some((c) => FURNITURE_LANDMARKS.has(c)) &&
      (question || !anchoredOnly || isAnchored(element))
    )
      for (let k = from; k <= to; k++) if (!kept[k]) out[k] = 1;
  }
  return out;
}
