// The article region moved to the page's declared body. Readability.js's scoring picks the container with
// the most paragraph text, and on a magazine page a promo panel of one 75-word paragraph outscores a short
// story split into a few lines inside the page's only `<article>`. When the page marks one element as its
// body (one `itemprop="articleBody"`, else one `<article>` element) and the region found lies apart from it
// (neither inside nor around it), that element becomes the region if it holds at least `ratio` times the
// region's words: the page's own markup says where its story is. Not when the page's run of entries
// (`findEntries`) of containers, not bare paragraphs (a story's own `<p>`s can make a run), lies in that body:
// there the body is a page of repeated modules (a service page's sections, a list), whose kept entries the
// listing steps decide, not a story that article mode would trim.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr, isInside, type ParentNode } from '../../html/node.js';
import { type EntriesParams, findEntries } from '../entries.js';
import type { ArticleRegion } from './region.js';

/** schema.org's `articleBody` among an element's `itemprop` tokens. */
const ARTICLE_BODY = /(?:^|\s)articleBody(?:\s|$)/;

/** The page's one declared body element among the blocks' ancestors (articleBody first), or null. */
export function declaredBody(blocks: readonly Block[], skip: Uint8Array | null): ElementNode | null {
  const articles = new Set<ElementNode>();
  const bodies = new Set<ElementNode>();
  const seen = new Set<ParentNode>();
  for (let i = 0; i < blocks.length; i++) {
    if (skip?.[i]) continue;
    for (let e: ParentNode | null = blocks[i].node; e && e.kind === 'element'; e = e.parent) {
      if (seen.has(e)) break;
      seen.add(e);
      if (ARTICLE_BODY.test(getAttr(e, 'itemprop') ?? '')) bodies.add(e);
      else if (e.name === 'article') articles.add(e);
    }
  }
  if (bodies.size > 0) return bodies.size === 1 ? [...bodies][0] : null;
  return articles.size === 1 ? [...articles][0] : null;
}

/**
 * `region`, or the page's declared body as the region when the region lies apart from it and the body holds
 * at least `ratio` times the region's words (0 = off). Blocks in `skip` neither count nor join.
 */
export function toDeclaredBody(
  blocks: readonly Block[],
  region: ArticleRegion,
  ratio: number,
  skip: Uint8Array | null,
  params: EntriesParams,
): ArticleRegion {
  if (ratio <= 0) return region;
  const body = declaredBody(blocks, skip);
  if (!body || isInside(region.top, body) || isInside(body, region.top)) return region;
  let regionWords = 0;
  let bodyWords = 0;
  const inside = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (skip?.[i]) continue;
    if (region.inside[i]) regionWords += blocks[i].words;
    if (isInside(blocks[i].node, body)) {
      inside[i] = 1;
      bodyWords += blocks[i].words;
    }
  }
  if (bodyWords < ratio * regionWords) return region;
  const run = findEntries(blocks, params);
  if (run?.roots.some((e) => e.name !== 'p' && isInside(e, body))) return region;
  return { inside, top: body };
}
