// A post's metadata lines closing its kept text: "This entry was posted on … and is filed under …", "Posted in:
// Fantasy | comments", "Tags: Election 2012", "A version of this article appeared in print on …", a blog
// theme's `p.postmetadata`, `div.entry-utility`, `p.entry-footer`, `h6.metaFootnote`. The CRF keeps them as
// short lines inside the post's container. The article golds (Dragnet, L3S-GN1, WCXB) leave them out below the
// body, while they keep a post's date line or byline above it about as often as they drop it (session 12's
// `articleEntryMeta`, which dropped such containers anywhere, lost on L3S-GN1): so only the closing run goes.
// Working up from the end of the kept text, a kept block goes while it lies under a small element (at most
// `maxWords` kept words) whose class or id words name post metadata; the first kept block that does not stops
// the walk. Markup only: nothing reads the page's language.
import type { Block } from '../../blocks/block.js';
import { blockAncestry, sumUnderElements } from '../../blocks/block-ancestry.js';
import type { ElementNode } from '../../html/node.js';
import { classOrIdHas, nameWords } from '../named-containers.js';

export interface ClosingMetaParams {
  /**
   * On a page taken as an article, the kept blocks closing its kept text under an element named for post
   * metadata (meta, postmetadata, tags, categories, entry utility, footer) that holds at most this many kept
   * words go (0 = off).
   */
  articleClosingMeta?: number;
}

/** Class or id words naming a post's metadata, tags or footer line (whole words of `nameWords`). */
const META =
  /(?:^| )(?:meta|metadata|postmeta|postmetadata|entrymeta|postinfo|tags|tagged|categories|cat links|utility|footer|postfooter)(?: |$)/;
/** The cheap raw test before `nameWords`. */
const RAW = /meta|tag|categor|cat-links|cat_links|utility|footer/i;
/** Never a metadata line: the page itself and its main landmarks. */
const NEVER = new Set(['html', 'body', 'main', 'article']);
/** Kept words that must stay before the closing run: a page of a few lines keeps them. */
const BODY_WORDS = 50;

/**
 * Words naming the headline's or the author's line, which the golds keep as often as not even below the body
 * (a Thesis theme's `p.headline_meta` "by Heidi Volpe on November 12, 2012 · 1 comment").
 */
const BYLINE = /(?:^| )(?:headline|byline|author)(?: |$)/;

function isMeta(e: ElementNode): boolean {
  if (NEVER.has(e.name) || !classOrIdHas(e, RAW)) return false;
  const words = nameWords(e);
  return META.test(words) && !BYLINE.test(words);
}

/** 1 for each kept block of the closing run of post-metadata lines (see the file's comment). */
export function closingMetaBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (blocks.length === 0) return out;
  const ancestry = blockAncestry(blocks);
  const { elements, parent, blockElement } = ancestry;
  // Kept words under each element.
  const keptOwn = Float64Array.from(blocks, (b, i) => (kept[i] ? b.words : 0));
  const under = sumUnderElements(ancestry, keptOwn);
  let keptWords = 0;
  for (const w of keptOwn) keptWords += w;
  // Whether each element is, or lies under, a small metadata element (parents come before children).
  const small = new Uint8Array(elements.length);
  for (let k = 0; k < elements.length; k++)
    small[k] =
      (parent[k] >= 0 && small[parent[k]]) || (under[k] > 0 && under[k] <= maxWords && isMeta(elements[k]))
        ? 1
        : 0;
  const run: number[] = [];
  let runWords = 0;
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (!kept[i]) continue;
    if (!small[blockElement[i]]) break;
    run.push(i);
    runWords += blocks[i].words;
  }
  if (run.length === 0 || keptWords - runWords < BODY_WORDS) return out;
  for (const i of run) out[i] = 1;
  return out;
}
