// A client-side template's unrendered bindings: a page built by Angular, Vue or Handlebars ships its markup with
// `{{ … }}` placeholders that the script fills in (`{{ DiscussionBoard.errors[11793116].message }}` under each
// post of a forum, `{{ upvoteCount | shortNum }}` beside a vote button, a shop's `{{priceAnchor.totalPrice}}`).
// Without the script they are the source's expressions, never the page's text. A kept block that is nothing but
// such placeholders (and digits or punctuation between them) goes; one inside code (`<pre>`, `<code>`) is a
// template shown as an example and stays, as does a sentence that names one ("the {{ form }} tag"). Markup
// syntax only, language-neutral.
import type { Block } from '../blocks/block.js';

export interface TemplatePlaceholderParams {
  /** Drop kept blocks that are only unrendered `{{ … }}` template placeholders (0 = off, 1 = on). */
  dropTemplatePlaceholders?: number;
}

const PLACEHOLDER = /\{\{[^{}]*\}\}/g;
/** Any letter of any script: what a block must not hold once its placeholders are gone. */
const LETTER = /\p{L}/u;
/** Containers of code, whose braces are the text shown. */
const CODE = new Set(['pre', 'code', 'kbd', 'samp', 'textarea', 'script', 'template']);

/** Whether the text holds a placeholder and no letter outside its placeholders. */
export function isOnlyPlaceholders(text: string): boolean {
  if (!text.includes('{{')) return false;
  const rest = text.replace(PLACEHOLDER, ' ');
  return rest !== text && !LETTER.test(rest) && !rest.includes('{{') && !rest.includes('}}');
}

/** 1 for each kept block that is only template placeholders, outside code. */
export function templatePlaceholderBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (!kept[i] || !isOnlyPlaceholders(b.text)) continue;
    if (b.containers.some((c) => CODE.has(c))) continue;
    out[i] = 1;
  }
  return out;
}
