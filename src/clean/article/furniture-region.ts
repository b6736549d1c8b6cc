// An article region inside page furniture: when a page has no article (a shop's category grid, a listing of
// short teasers), the region search still returns the container of the page's longest paragraphs, and that is
// often the site's footer blurb, a header's promo bar, a newsletter form or a modal's privacy notice. The
// markup names those: a `footer`, `header`, `nav` or `aside` element, their ARIA roles, a class or id word
// `footer`, or an on-demand dialog (`dialogs.ts`). Such a region is no article, so article mode stands aside
// and the page's other steps (its run of entries) decide. A container that holds much of the page is a
// wrapper (`flex-wrap-footer` around everything), not furniture; nor is anything above a `<main>` or
// `<article>`, which the page itself marks as its content. (Readability.js's whole unlikely list is too broad
// here: `related`, `comment`, `-ad-` name blocks of real article bodies.)
import type { Block } from '../../blocks/block.js';
import type { ElementNode } from '../../html/node.js';
import { getAttr } from '../../html/node.js';
import { isCarousel } from '../carousels.js';
import { isDialogContainer } from '../dialogs.js';
import { nameWords } from '../named-containers.js';
import type { ArticleRegion } from './region.js';

const FURNITURE = new Set(['footer', 'header', 'nav', 'aside']);
const FURNITURE_ROLES = new Set(['contentinfo', 'banner', 'navigation', 'complementary', 'dialog']);
/** Elements that mark the page's own content: the chain stops there. */
const CONTENT = new Set(['main', 'article']);

const RAW_SLIDESHOW = /slideshow/i;
const SLIDESHOW_WORD = /(?:^| )slideshow(?: |$)/;
const RAW_FOOTER = /footer/i;
const FOOTER_WORD = /(?:^| )footer(?: |$)/;

function isFurniture(e: ElementNode, sliders: boolean, slideshows: boolean): boolean {
  if (FURNITURE.has(e.name) || isDialogContainer(e) || (sliders && isCarousel(e))) return true;
  const named = `${getAttr(e, 'class') ?? ''} ${getAttr(e, 'id') ?? ''}`;
  if (slideshows && RAW_SLIDESHOW.test(named) && SLIDESHOW_WORD.test(nameWords(e))) return true;
  const role = getAttr(e, 'role')?.trim().toLowerCase();
  if (role && FURNITURE_ROLES.has(role)) return true;
  return RAW_FOOTER.test(getAttr(e, 'class') ?? '') || RAW_FOOTER.test(getAttr(e, 'id') ?? '')
    ? FOOTER_WORD.test(nameWords(e))
    : false;
}

/**
 * Whether the region's top container, or an ancestor of it below any `<main>` or `<article>` holding less than
 * `wrapperShare` of the page's words, is page furniture by its tag, role, class or id word, or dialog markup
 * (with `sliders`, a carousel's too: `carousels.ts`; with `slideshows`, a box named `slideshow`).
 */
export function regionInFurniture(
  blocks: readonly Block[],
  region: ArticleRegion,
  wrapperShare: number,
  sliders = false,
  slideshows = false,
): boolean {
  // The region's top and its ancestors up to the page's own `<main>` or `<article>`.
  const chain: ElementNode[] = [];
  for (let e: ElementNode | null = region.top; e; e = e.parent?.kind === 'element' ? e.parent : null) {
    if (CONTENT.has(e.name)) break;
    chain.push(e);
  }
  const furniture = chain.map((e) => isFurniture(e, sliders, slideshows));
  if (!furniture.some(Boolean)) return false;
  // Words under each container of the chain (a block counts for every container above it).
  const index = new Map(chain.map((e, k) => [e, k] as const));
  const words = new Array<number>(chain.length).fill(0);
  let total = 0;
  for (const b of blocks) {
    total += b.words;
    for (let e: ElementNode | null = b.node; e; ) {
      const k = index.get(e);
      if (k !== undefined) {
        // Every container above this one in the chain holds the block too.
        for (let j = k; j < chain.length; j++) words[j] += b.words;
        break;
      }
      e = e.parent?.kind === 'element' ? e.parent : null;
    }
  }
  return furniture.some((f, k) => f && words[k] < wrapperShare * total);
}
