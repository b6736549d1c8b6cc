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
  /**
   * Blocks under cookie-consent containers are boilerplate (0 = off, 1 = on, 2 = on with the wider vocabulary
   * of `WIDE_COOKIE_DIALOG` and `WIDE_OPENS`).
   */
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
/**
 * With `dropConsent` 2, `cookie` followed by a dialog's word anywhere in a token, after a vendor's or a site's
 * prefix: `cmplz-cookiebanner` (Complianz), `wt-cli-cookie-bar` (WebToffee), `eu-cookie-compliance-banner`
 * (Drupal), `bbccookies-banner`, `uhfcookiealert`, `js-cookie-notice`. Listing pages keep such banners (a news
 * front page's `bbccookies-banner`). `bar` and `box` only end the name or open a suffix (`cookie-bar-inner`,
 * not `cookie-bars` or `cookie-boxes`), and a taxonomy token (`category-cookie-bars`, `tag-cookie-box-recipes`)
 * never counts: WordPress writes a post's categories and tags into its classes.
 */
const WIDE_COOKIE_DIALOG =
  /cookies?[-_]?(?:banner|notice|popup|modal|dialog|overlay|alert|message|law|compliance|wall|(?:bar|box)(?![a-z]))/;
const TAXONOMY =
  /^(?:category|tag|tags|post_tag|term|topic|recipe|course|cuisine|product_cat|product_tag)[-_]/;
/** Civic Cookie Control's UK banner (`ccc-notify`, `ccc-overlay`, `ccc-module`). */
const WIDE_OPENS = /^ccc-(?:notify|overlay|module|panel)/;
/**
 * A token of the lower-cased name that begins with `ot`, the only start ONETRUST_OPENS accepts: `ot` inside a
 * token (`footer`, `bottom`, `photo`) is common, and sent every such name through the token split.
 */
const OT_TOKEN = /(?:^|\s)ot/;
/**
 * Speed only: a raw class or id value can give a match of the patterns below (on its lower-cased name) only if
 * it holds one of these, case aside, or a non-ASCII character (lower-casing one can give an ASCII letter: K);
 * tested first, so that most names skip building the lower-cased string. Each pattern's word lies within one
 * value (no space), and OT_TOKEN's space before `ot` is the value's own or the start of the id.
 */
const RAW_MAY_MATCH = /consent|gdpr|onetrust|optanon|didomi|usercentrics|cookie|(?:^|\s)ot|ccc-|[^\0-\x7f]/i;
/** The page itself and its main landmarks are never taken for a dialog. */
const NEVER = new Set(['html', 'body', 'main', 'article']);

/** Whether the element's class or id names a cookie-consent dialog (`wide`: `dropConsent` 2's vocabulary too). */
export function isConsentContainer(e: ElementNode, wide = false): boolean {
  if (NEVER.has(e.name)) return false;
  const cls = getAttr(e, 'class');
  const id = getAttr(e, 'id');
  // Speed only (the test runs on every element above a block): most elements have neither attribute, and
  // most names hold neither `cookie` nor `ot`, the only starts the two anchored patterns accept; a word that
  // ANYWHERE finds in the whole name lies within one token, since it holds no space.
  if (!cls && !id) return false;
  if (!(cls && RAW_MAY_MATCH.test(cls)) && !(id && RAW_MAY_MATCH.test(id))) return false;
  const lower = `${(cls ?? '').slice(0, 300)} ${(id ?? '').slice(0, 200)}`.toLowerCase();
  if (ANYWHERE.test(lower)) return true;
  if (!lower.includes('cookie') && !OT_TOKEN.test(lower) && !(wide && lower.includes('ccc-'))) return false;
  for (const token of lower.split(/\s+/)) {
    if (token === '') continue;
    if (COOKIE_DIALOG.test(token) || ONETRUST_OPENS.test(token)) return true;
    if (wide && ((WIDE_COOKIE_DIALOG.test(token) && !TAXONOMY.test(token)) || WIDE_OPENS.test(token)))
      return true;
  }
  return false;
}

/**
 * Share of the page's words above which a matching container is taken for a wrapper, not a dialog (a consent
 * centre can hold more words than a short thread: 600 of 980 on a forum page).
 */
const MAX_SHARE = 0.8;

/** 1 for each block under a cookie-consent container holding at most `MAX_SHARE` of the page's words. */
export function consentBlocks(blocks: readonly Block[], wide = false): Uint8Array {
  return underNamedContainers(
    blocks,
    blocks.map(() => true),
    (e) => isConsentContainer(e, wide),
    MAX_SHARE,
  );
}
