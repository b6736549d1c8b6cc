// Element classes CleanDOM needs: what has no closing tag, what is raw text, what the special cases close.
import { VOID_ELEMENTS } from '../tags.js';

/** Elements that never have a closing tag (Algorithm 2, lines 2-3). */
export const VOID: ReadonlySet<string> = new Set([...VOID_ELEMENTS, 'isindex', 'spacer', 'nextid']);

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
