// An image's caption ("Photo: Jane Doe / Agency", the figure's legend) is not the article's running text.
// WCXB's gold leaves it out (781 caption words kept against 11,471 dropped on its 793 article pages), as do
// Dragnet's and the Scrapinghub article benchmark's; the CRF, which sees a short line of prose inside the
// article's container, keeps it. HTML names it: `figcaption`. (Class words such as `caption` or `credit` were
// tried too: they also name L3S-GN1's kept supplemental text and wrappers, and lowered L3S-GN1 and Dragnet.)
// Readability.js keeps figures with their captions, so its test pages' expected output has them.
// Markup only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { underNamedContainers } from '../named-containers.js';

export interface CaptionParams {
  /** Blocks under `figcaption` go: 0 = off, 1 = on every page. */
  articleCaptions?: number;
}

/** 1 for each block under a `figcaption` holding at most a fifth of the kept words (not a misused wrapper). */
export function captionBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  return underNamedContainers(blocks, kept, (e) => e.name === 'figcaption', 0.2);
}
