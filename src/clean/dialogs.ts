// Dialogs a page opens on demand (a sign-up or "request a quote" modal, a page builder's popup, a language
// picker, a session-timeout notice) sit in the markup, hidden by a script or a style sheet the cleaner cannot
// see, beside the content: the CRF keeps their well-formed sentences. The markup says what they are: a
// closed `<dialog>`, `aria-modal="true"`, a class token `modal` or `lightbox` (Bootstrap's), or a class or id
// word `popup` (Elementor's `elementor-location-popup`), in every language alike. An element of any tag (a
// custom element too) with HTML's `popover` attribute is one as well: the browser shows it only once opened
// (a forum's "install this app" and notification-settings cards, its off-canvas menus).
// A container matching by name that holds much of the page is a wrapper, not a dialog, and is left alone.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, hasClassToken } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface DialogParams {
  /**
   * Blocks under a dialog holding at most this share of the page's words are boilerplate before any
   * page-level step (0 = off).
   */
  dropDialogs?: number;
  /**
   * A class or id word ending in `popup` after a prefix (`SSpopup`, `jqpopup`) names a dialog too (1; 0 = the
   * whole word only).
   */
  dialogPrefixed?: number;
  /** An element with the `popover` attribute is a dialog (1; 0 = not). */
  dialogPopover?: number;
  /**
   * A box with a `data-reveal` attribute is a dialog (1; 0 = not): Foundation's modal ("Reveal"), which its
   * script shows only when a link opens it (a bank's "you are leaving our site" notice, a sign-up form).
   */
  dialogReveal?: number;
  /**
   * A class token whose first word is `modal` (`modal-terms-of-service`, `modal_auth_required`: a component's
   * block name in BEM and its kin) names a dialog too (1; 0 = the exact framework tokens only). A token whose
   * `modal` ends it (`product-details-modal`) names what a modal shows, and a trigger, toggle, link or button
   * named after its modal (`modal-trigger`) opens one.
   */
  dialogModalNamed?: number;
}

/** A class or id word that names a popup in any naming style (`elementor-location-popup`, `cliSettingsPopup`). */
const POPUP_WORD = /(?:^| )popup(?: |$)/;
/** The same word after a prefix the name's author glued to it (`SSpopup` reads as one word `sspopup`). */
const PREFIXED_POPUP_WORD = /popup(?: |$)/;
/**
 * Class tokens naming a modal as the frameworks write them (Bootstrap's `modal`): exact tokens only, since a
 * product page's `product-details-modal` or an article viewer's `render-target-modal` hold the content itself.
 */
const MODAL_TOKENS = new Set(['modal', 'lightbox', 'modal-dialog']);
/** A class token that begins a modal component's name, and the next words that say it opens one instead. */
const MODAL_NAMED = /^modal[-_]+(?!(?:trigger|toggle|toggler|open|opener|link|btn|button)(?:[-_]|$))[a-z0-9]/;
/** Dialogs are boxes: a link or a span named `popup` opens one (or a window), it is not one. */
const BOXES = new Set(['div', 'section', 'aside', 'dialog', 'form']);

const RAW_MODAL_OR_LIGHTBOX = /modal|lightbox/i;
const RAW_MODAL = /modal/i;
const RAW_POPUP = /popup/i;

/**
 * Whether the element is a dialog: a closed `<dialog>`, a modal by ARIA (`aria-modal="true"`: a non-modal
 * `role="dialog"` sheet can hold a product's details), or by its class or id words.
 * `kinds` turns on the optional signs (prefixed popup words, `popover`, `data-reveal`).
 */
export function isDialogContainer(e: ElementNode, kinds: DialogParams = {}): boolean {
  if (kinds.dialogPopover && getAttr(e, 'popover') !== undefined) return true;
  if (!BOXES.has(e.name)) return false;
  if (kinds.dialogReveal && getAttr(e, 'data-reveal') !== undefined) return true;
  if (e.name === 'dialog') return getAttr(e, 'open') === undefined;
  if (getAttr(e, 'aria-modal')?.trim().toLowerCase() === 'true') return true;
  const rawClass = getAttr(e, 'class') ?? '';
  if (RAW_MODAL_OR_LIGHTBOX.test(rawClass) && hasClassToken(e, MODAL_TOKENS)) return true;
  if (kinds.dialogModalNamed && RAW_MODAL.test(rawClass) && hasModalNamedToken(rawClass)) return true;
  // Most containers name no popup: a plain substring test spares them the word split (every page runs this).
  if (!classOrIdHas(e, RAW_POPUP)) return false;
  return (kinds.dialogPrefixed ? PREFIXED_POPUP_WORD : POPUP_WORD).test(nameWords(e));
}

/** 1 for each block under a dialog holding at most `maxShare` of the page's words. */
export function dialogBlocks(
  blocks: readonly Block[],
  maxShare: number,
  kinds: DialogParams = {},
): Uint8Array {
  return underNamedContainers(blocks, null, (e) => isDialogContainer(e, kinds), maxShare);
}

/** Whether a class attribute holds a token naming a modal component (`dialogModalNamed`). */
function hasModalNamedToken(rawClass: string): boolean {
  for (const token of rawClass.slice(0, 300).toLowerCase().split(/\s+/))
    if (MODAL_NAMED.test(token)) return true;
  return false;
}
