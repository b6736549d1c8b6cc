// What of a page element may reach the annotation frame. Attributes pass through an allowlist (so every way to
// name a resource — src, srcset, href, action, background, poster, data, ping, on* handlers — is absent, not
// blocked); elements that embed or fetch are either dropped or turned into a plain container of their text.
import type { Attr, ElementNode } from '../html/node.js';
import { sanitizeStyleAttribute } from './css.js';

/** HTML attributes kept: presentation and table structure only. */
const HTML_ATTRS: ReadonlySet<string> = new Set([
  'abbr',
  'align',
  'alt',
  'bgcolor',
  'border',
  'cellpadding',
  'cellspacing',
  'checked',
  'class',
  'color',
  'cols',
  'colspan',
  'compact',
  'datetime',
  'dir',
  'disabled',
  'face',
  'headers',
  'height',
  'hidden',
  'label',
  'lang',
  'nowrap',
  'placeholder',
  'readonly',
  'reversed',
  'rows',
  'rowspan',
  'scope',
  'selected',
  'size',
  'span',
  'start',
  'style',
  'summary',
  'title',
  'type',
  'valign',
  'value',
  'width',
]);

/**
 * Elements removed with their content, compared lower-cased in any namespace: page styles come back sanitized
 * in one sheet, and SVG animation could set a reference attribute at run time.
 */
export const DROPPED: ReadonlySet<string> = new Set([
  'animate',
  'animatemotion',
  'animatetransform',
  'base',
  'feimage',
  'link',
  'meta',
  'noscript',
  'script',
  'set',
  'style',
]);

/** Elements that embed or fetch: served as a `span` holding their children (fallback text may be a block). */
export const NEUTRALIZED: ReadonlySet<string> = new Set([
  'applet',
  'audio',
  'embed',
  'frame',
  'frameset',
  'iframe',
  'object',
  'portal',
  'source',
  'track',
  'video',
]);

/** A remote-free value for `img/@src`: only inline raster images (`data:image/png;…`), never SVG. */
function inlineImage(value: string): boolean {
  return /^data:image\/(png|gif|jpeg|webp|bmp);/i.test(value.trim());
}

/** Foreign-content (SVG, MathML) attributes: anything that can hold a reference or a handler goes. */
function foreignAttrAllowed(a: Attr): boolean {
  const n = a.name.toLowerCase();
  if (n.startsWith('on') || n.includes('href') || n.includes(':') || n === 'src' || n === 'style')
    return false;
  return !/url\s*\(|\/\/|\\|javascript:/i.test(a.value);
}

/** The attributes of `el` that may be served, `style` rewritten without resources. */
export function safeAttributes(el: ElementNode): Attr[] {
  const out: Attr[] = [];
  for (const a of el.attrs) {
    const name = a.name.toLowerCase();
    if (el.ns !== 'html') {
      if (foreignAttrAllowed(a)) out.push({ name: a.name, value: a.value });
      continue;
    }
    if (name === 'id') {
      // Page ids stay (for the page's own CSS) unless they could collide with the frame's block anchors.
      if (!a.value.startsWith('kb-')) out.push({ name, value: a.value });
    } else if (name === 'style') {
      const style = sanitizeStyleAttribute(a.value);
      if (style) out.push({ name, value: style });
    } else if (name === 'src' && el.name === 'img') {
      if (inlineImage(a.value)) out.push({ name, value: a.value });
    } else if (name === 'href' && el.name === 'a') {
      // In-page anchors stay links (they look like links); every other target is removed.
      out.push({ name, value: a.value.startsWith('#') ? a.value : '#' });
    } else if (HTML_ATTRS.has(name)) out.push({ name, value: a.value });
  }
  return out;
}
