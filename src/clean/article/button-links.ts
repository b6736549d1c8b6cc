// A call to action set in an article's body as a link styled like a button, alone on its line ("Learn about the
// Mediterranean diet", "Get started today"): the body's own links run inside its sentences, a button stands
// apart and points elsewhere. Longer than the short buttons `dropButtons` takes on every page, so only in an
// article, and never a `<button>` element: an accordion's question is one, and is the article's text. Markup
// only (class tokens, role), never the words.
import type { Block } from '../../blocks/block.js';
import { type ChildNode, type ElementNode, textContent } from '../../html/node.js';
import { TEXT_INLINE } from '../../html/vocabulary.js';
import { countWords as words } from '../../words.js';
import { buttonOf, isButtonLink } from '../buttons.js';

export interface ButtonLinkParams {
  /** On a page taken as an article, kept button-styled links of at most this many words, alone in their parent, go (0 = off). */
  articleButtonLinks?: number;
}

/** Whether a sibling of the link carries running text (a text node, an inline element that is no button link). */
function runningText(n: ChildNode | undefined): boolean {
  if (!n || n.kind === 'comment') return false;
  if (n.kind === 'text') return n.value.trim() !== '';
  return TEXT_INLINE.has(n.name) && !isButtonLink(n) && textContent(n).trim() !== '';
}

/** A text node of white space only: the layout between two elements. */
const blank = (n: ChildNode): boolean => n.kind === 'text' && n.value.trim() === '';

/** Whether no running text stands beside the link in its parent: the link is not part of a sentence. */
function standsAlone(link: ElementNode): boolean {
  const siblings = link.parent?.children;
  if (!siblings) return false;
  const at = siblings.indexOf(link);
  let before = at - 1;
  while (before >= 0 && blank(siblings[before])) before--;
  let after = at + 1;
  while (after < siblings.length && blank(siblings[after])) after++;
  return !runningText(siblings[before]) && !runningText(siblings[after]);
}

/** 1 for each kept block inside a button-styled link of at most `maxWords` words that stands apart from running text. */
export function buttonLinkBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const alone = new Map<ElementNode, boolean>();
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    const link = buttonOf(blocks[i], isButtonLink);
    if (!link) continue;
    let ok = alone.get(link);
    if (ok === undefined) {
      const n = words(textContent(link));
      ok = n > 0 && n <= maxWords && standsAlone(link);
      alone.set(link, ok);
    }
    if (ok) out[i] = 1;
  }
  return out;
}
