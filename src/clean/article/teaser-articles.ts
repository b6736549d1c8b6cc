// Teaser cards of other stories set as `<article>` elements next to, or inside, the article's own one ("more
// news": a picture, a linked title, an excerpt), which the article benchmarks' golds leave out. The article
// region holds them when a theme puts the list of other stories in the same column. Known by structure alone:
// of the `<article>` elements holding kept text, the one with the most kept words is the story (it must hold a
// quarter of the kept words: a listicle's cards are its body); another one, not its ancestor, holding at most a
// share of its words and opening with a linked title (before any sentence-long text: a forum's posts open with
// their text) is a teaser, and its blocks go. Nothing here reads words, so it holds in any language.
import type { Block, Label } from '../../blocks/block.js';
import type { ElementNode } from '../../html/node.js';
import { isLinkedTitle, opensText } from './linked-titles.js';

export interface TeaserArticleParams {
  /**
   * On a page taken as an article, kept text inside another `<article>` holding at most this share of the main
   * one's kept words, with a linked title, goes: 0 = off.
   */
  articleTeasers?: number;
}

/** Share of the kept words the story's own `<article>` holds at least. */
const MAIN_SHARE = 0.25;

/** The innermost `<article>` element above a block, or null. */
function articleOf(b: Block): ElementNode | null {
  for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
    if (e.name === 'article') return e;
  return null;
}

function isAncestor(a: ElementNode, d: ElementNode): boolean {
  for (let e: ElementNode | null = d; e; e = e.parent?.kind === 'element' ? e.parent : null)
    if (e === a) return true;
  return false;
}

/** 1 for each kept block inside a teaser `<article>` (see the file's comment). */
export function teaserArticleBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  maxShare: number,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const words = new Map<ElementNode, number>();
  const titled = new Set<ElementNode>();
  const opened = new Set<ElementNode>();
  let total = 0;
  const of: (ElementNode | null)[] = blocks.map((b, i) => {
    const a = articleOf(b);
    if (out[i] !== 'o') total += b.words;
    if (a && out[i] !== 'o') words.set(a, (words.get(a) ?? 0) + b.words);
    // A linked title: a block of 3+ words wholly a link to another page (not an anchor in this one) before the
    // article's first sentence-long plain block (an image's alt text, often the title again, is not one). A forum's posts, also `<article>` elements, open with their text.
    if (a && !opened.has(a)) {
      if (isLinkedTitle(b)) titled.add(a);
      else if (opensText(b)) opened.add(a);
    }
    return a;
  });
  if (words.size < 2) return marks;
  let main: ElementNode | null = null;
  let most = 0;
  for (const [a, w] of words) if (w > most) [main, most] = [a, w];
  // The story's own `<article>` holds a good share of what was kept: a listicle's cards outside one are its entries.
  if (!main || most < MAIN_SHARE * total) return marks;
  const teaser = new Map<ElementNode, boolean>();
  for (const [a, w] of words) {
    const ok = a !== main && titled.has(a) && w <= maxShare * most && !isAncestor(a, main);
    teaser.set(a, ok);
  }
  for (let i = 0; i < blocks.length; i++) {
    const a = of[i];
    if (a && out[i] !== 'o' && teaser.get(a)) marks[i] = 1;
  }
  return marks;
}
