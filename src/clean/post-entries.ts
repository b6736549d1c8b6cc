// An undeclared thread whose opening post article mode took as the article region: the region lies inside one
// entry of the page's run, and the run's entries are named as posts by the forum software (permies' JForum
// `div.postItem`, a board's `div.post`, `li.message`, `div.reply`). The replies the CRF keeps then sit between
// each post's furniture (member name and stats, date, a tip or quote form), which `landing-gaps.ts` must not
// take for a landing page's text between kept sections. Markup only, language-neutral.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import type { ArticleRegion } from './article/region.js';
import { type EntriesRun, entryOf } from './entries.js';
import { nameWords } from './named-containers.js';

/** A class or id word naming a forum post's element (split from camel case: `postItem` reads "post item"). */
const POST_WORDS = /(?:^| )(?:post|postbit|message|reply|forumpost)(?: |$)/;

/** Whether the article region is one post of a run of at least `least` entries, most of them named as posts. */
export function regionIsFirstPost(
  region: ArticleRegion | null,
  run: EntriesRun | null,
  least: number,
): boolean {
  if (region === null || run === null || least <= 0 || run.roots.length < least) return false;
  const roots = new Set<ElementNode>(run.roots);
  if (entryOf(region.top, roots) === null) return false;
  let named = 0;
  for (const r of run.roots) if (POST_WORDS.test(nameWords(r))) named++;
  return named * 2 > run.roots.length;
}

/**
 * 1 for each block under an element built as the region's top (same tag and class): the other posts' bodies,
 * where a reply's quote header ("NAME wrote:") sits, apart from each post's furniture around its body.
 */
export function postBodyBlocks(blocks: readonly Block[], region: ArticleRegion): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const tag = region.top.name;
  const cls = getAttr(region.top, 'class') ?? '';
  for (let i = 0; i < blocks.length; i++)
    for (let e: ElementNode | null = blocks[i].node; e; e = e.parent?.kind === 'element' ? e.parent : null)
      if (e.name === tag && (getAttr(e, 'class') ?? '') === cls) {
        out[i] = 1;
        break;
      }
  return out;
}
