// The article's headline. Article pages put their headline above the article's container (Readability.js
// reads it apart, from the page title); the headline is usually a heading whose words are those of the
// page's <title>, which adds the site's name to it.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../../html/node.js';

const HEADINGS = new Set(['h1', 'h2', 'h3']);
const HEADLINE_CLASS = /headline|title/i;
const WORD = /[\p{L}\p{N}]+/gu;
/** How far before the article's first block a headline is looked for. */
const LOOK_BACK = 60;
/**
 * Least match between a candidate's words and the title's (Dice: twice the shared words over both counts):
 * the headline is most of the title, the site's name (often an h1 too) a small part of it.
 */
const MIN_TITLE_MATCH = 0.5;

const wordsOf = (s: string): string[] => s.toLowerCase().match(WORD) ?? [];

function looksLikeHeadline(b: Block): boolean {
  if (HEADINGS.has(b.tag)) return true;
  let e: ParentNode | null = b.node;
  for (let up = 0; up < 3 && e && e.kind === 'element'; up++, e = e.parent) {
    const cls = getAttr(e as ElementNode, 'class') ?? '';
    const id = getAttr(e as ElementNode, 'id') ?? '';
    if (HEADLINE_CLASS.test(cls.slice(0, 100)) || HEADLINE_CLASS.test(id.slice(0, 100))) return true;
  }
  return false;
}

/**
 * The index of the headline block of an article starting at block `first`, or −1: among headings (and
 * elements classed headline/title) shortly before the article or among its first blocks, the one whose
 * words best match the page title.
 */
export function findHeadline(blocks: readonly Block[], first: number): number {
  const title = new Set<string>();
  for (const b of blocks) if (b.tag === 'title') for (const w of wordsOf(b.text)) title.add(w);
  let best = -1;
  let bestMatch = MIN_TITLE_MATCH;
  if (title.size === 0) return best;
  const end = Math.min(blocks.length, first + 5);
  for (let i = Math.max(0, first - LOOK_BACK); i < end; i++) {
    const b = blocks[i];
    if (b.tag === 'title' || !looksLikeHeadline(b)) continue;
    const words = new Set(wordsOf(b.text));
    if (words.size < 2) continue;
    let shared = 0;
    for (const w of words) if (title.has(w)) shared++;
    const match = (2 * shared) / (words.size + title.size);
    if (match >= bestMatch) {
      best = i;
      bestMatch = match;
    }
  }
  return best;
}
