// Cookie-consent dialogs: a consent manager (OneTrust, Cookiebot, Didomi, a site's own banner) writes hundreds
// of words of well-formed prose into every page ("These technologies are necessary for the website to
// function…"), often in an accordion of like-built sections. The CRF, trained on running text, keeps it, and
// the listing step can take its accordion for a page's run of entries (a forum thread whose posts are shorter).
// The markup names these containers in every language alike: a class or id token such as `cookie-banner`,
// or one that holds `consent`, `gdpr` or a consent manager's name. Their blocks are boilerplate before any
// page-level step, unless the container holds nearly all of the page (a wrapper class).
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { underNamedContainers } from './named-containers.js';

export interface ConsentParams {
  /** Blocks under cookie-consent containers are boilerplate (0 = off, 1 = on). */
  dropConsent?: number;
}

/** Words anywhere in a token that name a consent dialog or its vendor. */
const ANYWHERE =
  /consent|gdpr|onetrust|optanon|cookiebot|cybotcookie|didomi|usercentrics|cookielaw|cookieyes/;
/**
 * `cookie` counts only followed by a dialog's word (`cookie-banner`, `cookieNotice`, `cookies_popup`): a
 * WordPress post class such as `category-cookies` names a recipe, and `cookie-policy` a page about them.
 * OneTrust's own prefixes (`ot-sdk-…`, `ot-pc-…`, `otPcCenter`, `ot-floating…`) name its preference centre.
 */
const COOKIE_DIALOG =
  /^cookies?[-_]?(?:banner|notice|bar|popup|pop|modal|dialog|overlay|settings|preferences|prefs|wall|box|alert|info|message|msg|law|hint|layer|container|wrapper|warning|compliance)/;
const ONETRUST_OPENS = /^(?:ot-(?:sdk|pc|floating|cat|acc|btn)|otpc|otflat|otfloating)/;
/** The page itself and its main landmarks are never taken for a dialog. */
const NEVER = new Set(['html', 'body', 'main', 'article']);

/** Whether the element's class or id names a cookie-consent dialog. */
export function isConsentContainer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  const cls = getAttr(e, 'class');
  const id = getAttr(e, 'id');
  // Speed only (the test runs on every element above a block): most elements have neither attribute, and
  // most names hold neither `cookie` nor `ot`, the only starts the two anchored patterns accept; a word that
  // ANYWHERE finds in the whole name lies within one token, since it holds no space.
  if (!cls && !id) return false;
  const lower = `${(cls ?? '').slice(0, 300)} ${(id ?? '').slice(0, 200)}`.toLowerCase();
  if (ANYWHERE.test(lower)) return true;
  if (!lower.includes('cookie') && !lower.includes('ot')) return false;
  for (const token of lower.split(/\s+/))
    if (token !== '' && (COOKIE_DIALOG.test(token) || ONETRUST_OPENS.test(token))) return true;
  return false;
}

/**
 * Share of the page's words above which a matching container is taken for a wrapper, not a dialog (a consent
 * centre can hold more words than a short thread: 600 of 980 on a forum page).
 */
const MAX_SHARE = 0.8;

/** 1 for each block under a cookie-consent container holding at most `MAX_SHARE` of the page's words. */
export function consentBlocks(blocks: readonly Block[]): Uint8Array {
  return underNamedContainers(
    blocks,
    blocks.map(() => true),
    isConsentContainer,
    MAX_SHARE,
  );
}
