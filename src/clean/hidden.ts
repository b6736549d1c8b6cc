// Hidden elements (display:none, visibility:hidden, the `hidden` attribute, aria-hidden="true") are kept in
// the tree and in the block list, so that table indices and block positions stay those of the parsed page;
// the cleaners label their blocks instead. A page's hidden copies (a collapsed duplicate of the body, a
// mobile menu, a screen-reader-free icon label) are not text a reader sees. The test is Readability.js's
// `_isProbablyVisible`, on inline styles only (no style sheets are applied); `hidden="until-found"` is
// content the browser's find reveals, so it counts as visible.
import type { Block } from '../blocks/block.js';
import { blocksUnder } from '../blocks/block-ancestry.js';
import { type ElementNode, getAttr, hasClassToken } from '../html/node.js';

const DISPLAY_NONE = /(?:^|;)\s*display\s*:\s*none\s*(?:!important\s*)?(?:;|$)/i;
const VISIBILITY_HIDDEN = /(?:^|;)\s*visibility\s*:\s*hidden\s*(?:!important\s*)?(?:;|$)/i;

/** The attributes that can hide an element. */
const HIDING_ATTRS: ReadonlySet<string> = new Set(['hidden', 'aria-hidden', 'style']);

/** Whether the element itself (not its ancestors) is hidden. */
export function isHiddenElement(el: ElementNode): boolean {
  // Most elements have none of the three attributes: one look at the attributes (not one per name) tells.
  let any = false;
  for (let i = 0; i < el.attrs.length && !any; i++) any = HIDING_ATTRS.has(el.attrs[i].name);
  if (!any) return false;
  const hidden = getAttr(el, 'hidden');
  if (hidden !== undefined && hidden.trim().toLowerCase() !== 'until-found') return true;
  if (getAttr(el, 'aria-hidden')?.trim().toLowerCase() === 'true') {
    // Readability.js keeps lazy-image fallbacks marked aria-hidden (their alt text is the image's).
    if (!(getAttr(el, 'class') ?? '').includes('fallback-image')) return true;
  }
  const style = getAttr(el, 'style');
  return style !== undefined && (DISPLAY_NONE.test(style) || VISIBILITY_HIDDEN.test(style));
}

/**
 * 1 for each block inside a hidden element (each element above the blocks tested once); with `spared`, elements
 * it takes count as shown, though what they hide themselves stays hidden.
 */
export function hiddenBlocks(blocks: readonly Block[], spared?: (el: ElementNode) => boolean): Uint8Array {
  return blocksUnder(blocks, spared ? (el) => isHiddenElement(el) && !spared(el) : isHiddenElement);
}

/**
 * Class tokens of the screen-reader-only utility classes (Bootstrap's `sr-only` and `visually-hidden`,
 * WordPress's `screen-reader-text`, Drupal's `element-invisible`, the H5BP `visuallyhidden`): text clipped to
 * a pixel for assistive technology ("Skip to content", "opens in a new window", "Share on X"), which no
 * sighted reader sees; Korean portals' and shops' `blind` is the same utility. Markup only: nothing here reads the
 * page's language.
 */
const SCREEN_READER = new Set([
  'sr-only',
  'visually-hidden',
  'visuallyhidden',
  'screen-reader-text',
  'screen-reader-only',
  'element-invisible',
  'a11y-hidden',
  'blind',
]);

/**
 * Each of `SCREEN_READER`'s tokens holds one of these, in any case: a class without any holds none of the
 * tokens (lower-casing yields ASCII letters only from ASCII ones but for `K`, in none of them, and `İ`, whose
 * `i` it follows by a combining dot), and is spared the lower-cased copy and split (every element is tested).
 */
const SCREEN_READER_HINT = /only|hidden|text|invisible|blind/i;

/** Whether the element carries a screen-reader-only class. */
export function isScreenReaderOnly(el: ElementNode): boolean {
  const cls = getAttr(el, 'class');
  if (!cls || !SCREEN_READER_HINT.test(cls)) return false;
  return hasClassToken(el, SCREEN_READER);
}

/**
 * The same utilities under a design system's or a CSS module's name: a prefix (`wt-screen-reader-only`,
 * `u-sr-only`, `plp-price__sr-text`) or a module's hash after it (`utilities_visuallyHidden__5vjwi`). The part
 * must stand between `-`/`_` separators or the token's ends; `offscreen` is not one (Amazon's `a-offscreen`
 * holds the price the card shows, and off-canvas menus are named so), nor is a `…-focusable` variant alone
 * (Bootstrap's `sr-only-focusable` only undoes the clipping on focus: without `sr-only` the text is shown).
 */
const SCREEN_READER_PART =
  /(?:^|[-_])(?:sr-only|sronly|sr-text|visually-?hidden|(?:hide|hidden)-?visually|screen-?reader(?:-only|-text)?|assistive-text|a11y-hidden|element-invisible)(?:[-_]|$)/;
const FOCUSABLE = /focusable/;

/** Each part of `SCREEN_READER_PART` holds one of these (a cheap test before the split). */
const SCREEN_READER_HINT_WIDE = /sr|hidden|reader|assistive|invisible|visually/i;

/** Whether the element carries a screen-reader-only class or one of its namespaced variants. */
export function isScreenReaderNamed(el: ElementNode): boolean {
  if (isScreenReaderOnly(el)) return true;
  const cls = getAttr(el, 'class');
  if (!cls || !SCREEN_READER_HINT_WIDE.test(cls)) return false;
  for (const token of cls.slice(0, 300).toLowerCase().split(/\s+/))
    if (SCREEN_READER_PART.test(token) && !FOCUSABLE.test(token)) return true;
  return false;
}

/**
 * 1 for each block under a screen-reader-only element (one test per element, memoized); with `named` (the
 * `dropScreenReader` value 2), under the namespaced variants of those classes too.
 */
export function screenReaderBlocks(blocks: readonly Block[], named = false): Uint8Array {
  return blocksUnder(blocks, named ? isScreenReaderNamed : isScreenReaderOnly);
}
