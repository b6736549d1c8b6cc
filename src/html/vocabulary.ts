// Every element and selector vocabulary of the pipeline, in one module (as trafilatura keeps its selectors in
// one file): element classes shared by the stages, those of the CleanDOM repair, preclean, the table grid,
// and the class/id word lists of the article region. Each says which stage reads it and why.

// ── Shared ────────────────────────────────────────────────────────────────────────────────────────────────

/** Elements whose start or end begins a new paragraph when rendered. */
export const BLOCK_LEVEL: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'frame',
  'frameset',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hgroup',
  'hr',
  'html',
  'iframe',
  'legend',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'noframes',
  'ol',
  'optgroup',
  'option',
  'p',
  'plaintext',
  'pre',
  'section',
  'select',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'title',
  'tr',
  'ul',
  'xmp',
  'textarea',
  'button',
  'label',
  'marquee',
]);

/** Headings, h1–h6. */
export const HEADINGS: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Inline elements that carry a sentence's words (beside a link, inside a paragraph). */
export const TEXT_INLINE: ReadonlySet<string> = new Set([
  'a',
  'span',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'code',
  'small',
  'sup',
  'sub',
  'mark',
  'abbr',
  'cite',
  'q',
]);

/** The page's furniture landmarks: text under them is not the main content's (the cleaners' structural guards). */
export const FURNITURE_LANDMARKS: ReadonlySet<string> = new Set(['nav', 'header', 'footer', 'aside']);

/** The furniture landmarks, menus and forms: no listing's entries and no article's text lies under them. */
export const FURNITURE_AND_FORMS: ReadonlySet<string> = new Set([
  ...FURNITURE_LANDMARKS,
  'menu',
  'select',
  'form',
]);

/** List items of ul/ol/menu/dir and of definition lists. */
export const LIST_ITEMS: ReadonlySet<string> = new Set(['li', 'dt', 'dd']);

/** List containers (an item's list). */
export const LISTS: ReadonlySet<string> = new Set(['ul', 'ol', 'dl', 'menu', 'dir']);

/** HTML void elements: never have content or an end tag. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

/** Elements whose content never renders as text: preclean drops them, the table grid skips them. */
export const NON_CONTENT: ReadonlySet<string> = new Set(['script', 'style', 'noscript', 'template']);

/**
 * Raw-text fallbacks browsers never show (frames, iframes and embeds are supported): their content is markup
 * read as text (`<p>…</p>` in the words), so preclean empties them (a frameset page's `<noframes>` is read:
 * `noframes.ts`). The elements stay, for the steps that count embeds.
 */
export const RAW_FALLBACKS: ReadonlySet<string> = new Set(['iframe', 'noembed', 'noframes']);

/** Form controls whose text is a list of choices, not content: preclean keeps the element, drops its content. */
export const CHOICE_LISTS: ReadonlySet<string> = new Set(['select', 'datalist', 'option', 'optgroup']);

// ── CleanDOM (seed 003): what has no closing tag, what is raw text, what the special cases close ────────────
/** Elements that never have a closing tag (Algorithm 2, lines 2-3). */
export const CLEANDOM_VOID: ReadonlySet<string> = new Set([...VOID_ELEMENTS, 'isindex', 'spacer', 'nextid']);

/** Content is raw text up to `</name`, kept as one atomic token (the paper's `<script>`, `<style>`). */
export const RAW_TEXT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
]);

/** Content is text with character references, up to `</name` (start, text and end stay separate tokens). */
export const RCDATA: ReadonlySet<string> = new Set(['title', 'textarea']);

/** Scope boundaries: an implied close never reaches past one of these (as the WHATWG "has in scope"). */
export const SCOPE_BOUNDARY: readonly string[] = [
  'html',
  'table',
  'td',
  'th',
  'caption',
  'marquee',
  'object',
  'applet',
  'button',
  'template',
  'svg',
  'math',
];

/** Start tags that close an open `<p>` (WHATWG: "close a p element" on these starts). */
export const CLOSES_P: ReadonlySet<string> = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'li',
  'listing',
  'main',
  'menu',
  'nav',
  'ol',
  'p',
  'plaintext',
  'pre',
  'search',
  'section',
  'summary',
  'table',
  'ul',
]);

// ── Table grid (structure/tables): what a cell's text and features read ─────────────────────────────────────
/** Emphasis inside a cell (a header cue). */
export const CELL_EMPHASIS: ReadonlySet<string> = new Set(['b', 'strong', 'u', 'em']);
/** Form controls counted in a cell. */
export const FORM_CONTROLS: ReadonlySet<string> = new Set(['input', 'select', 'textarea', 'button']);
/** Elements inside a cell whose boundaries separate words in the cell's text. */
export const CELL_TEXT_BREAKS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);

// ── Article region (clean/article): Readability.js's word lists (Mozilla, Apache-2.0) ─────────────────────
// Generic markup vocabulary of content and boilerplate, matched against an element's class and id; not rules
// for any particular site.
export const CLASS_NEGATIVE =
  /-ad-|hidden|^hid$| hid$| hid |^hid |banner|combx|comment|com-|contact|footer|gdpr|masthead|media|meta|outbrain|promo|related|scroll|share|shoutbox|sidebar|skyscraper|sponsor|shopping|tags|widget/i;
export const CLASS_POSITIVE =
  /article|body|content|entry|hentry|h-entry|main|page|pagination|post|text|blog|story/i;
export const CLASS_UNLIKELY =
  /-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote/i;
export const CLASS_MAYBE = /and|article|body|column|content|main|shadow/i;
/** ARIA roles of navigation and dialogs: never the article. */
export const UNLIKELY_ROLES: ReadonlySet<string> = new Set([
  'menu',
  'menubar',
  'complementary',
  'navigation',
  'alert',
  'alertdialog',
  'dialog',
]);

// ── Words written on pages, in the main languages (en, de, fr, es, it, pt, nl, pl, ru, ja, zh, ko) ──────────
/** The word "copyright" (regexp source, case-insensitive): `© 2025`, `(c) 2025` need no word at all. */
export const COPYRIGHT_WORDS =
  "\\b(?:copyright|urheberrecht|auteursrecht)\\b|droits d['’]auteur|derechos de autor|diritti d['’]autore|direitos autorais|prawa autorskie|авторские права|авторское право|版权所有|版權所有|著作権|저작권";
