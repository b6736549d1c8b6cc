// An image's caption ("Photo: Jane Doe / Agency", the figure's legend) is not the article's running text.
// WCXB's gold leaves it out (781 caption words kept against 11,471 dropped on its 793 article pages), as do
// Dragnet's and the Scrapinghub article benchmark's; the CRF, which sees a short line of prose inside the
// article's container, keeps it. HTML names it: `figcaption`. (Class words such as `caption` or `credit` were
// tried too: they also name L3S-GN1's kept supplemental text and wrappers, and lowered L3S-GN1 and Dragnet.)
// Readability.js keeps figures with their captions, so its test pages' expected output has them.
// Markup only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { classOrIdHas, nameWords, underNamedContainers } from '../named-containers.js';

export interface CaptionParams {
  /** Blocks under `figcaption` go: 0 = off, 1 = on every page. */
  articleCaptions?: number;
  /**
   * Caption kinds beyond `figcaption` (session 34, helper cap5), bits: 1 = WordPress's caption markup
   * (`wp-caption`, `wp-caption-text`, `wp-caption-dd`, `gallery-caption`), 2 = a credit line (a block of at most
   * 8 words under a `credit`/`credits`/`attribution` class or id word). 0 or absent = off.
   */
  articleCaptionsMore?: number;
}

const WP_CAPTION = /wp-caption|gallery-caption/i;
const CREDIT = /credit|attribution/i;

/** 1 for each block of the kinds `articleCaptionsMore` names (see there), under at most a fifth of the kept words. */
export function moreCaptionBlocks(blocks: readonly Block[], kept: readonly boolean[], bits: number): Uint8Array {
  const wp =
    bits & 1
      ? underNamedContainers(
          blocks,
          kept,
          (e) => classOrIdHas(e, WP_CAPTION) && /\b(wp caption( text| dd)?|gallery caption)\b/.test(nameWords(e)),
          0.2,
        )
      : new Uint8Array(blocks.length);
  if (bits & 2) {
    const credit = underNamedContainers(
      blocks,
      kept,
      (e) => classOrIdHas(e, CREDIT) && /\b(credit|credits|attribution)\b/.test(nameWords(e)),
      0.2,
    );
    for (let i = 0; i < blocks.length; i++) if (credit[i] && blocks[i].words <= 8) wp[i] = 1;
  }
  return wp;
}

/** 1 for each block under a `figcaption` holding at most a fifth of the kept words (not a misused wrapper). */
export function captionBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  return underNamedContainers(blocks, kept, (e) => e.name === 'figcaption', 0.2);
}
