// The page as the annotator sees it: a sanitized copy of the normalized tree, each block's text wrapped in an
// element carrying `data-block="N"` (N = its index in `kitten extract -f victor`), outlined and coloured by its
// label, the current block highlighted through `:target` (the app moves it by the frame URL's fragment: the
// frame runs no script and the app cannot reach into it). Served as XHTML, so the browser builds exactly
// this tree.
import type { Block, Label } from '../blocks/block.js';
import { normalizeSpace } from '../blocks/build.js';
import {
  type ChildNode,
  createDocument,
  createElement,
  createText,
  type DocumentNode,
  type ElementNode,
  type ParentNode,
  walk,
} from '../html/node.js';
import { VOID_ELEMENTS } from '../html/vocabulary.js';
import { serializeXhtml } from '../render/xhtml.js';
import { sanitizeStyleSheet } from './css.js';
import { DROPPED, NEUTRALIZED, safeAttributes } from './sanitize.js';

export interface FrameLabels {
  labels: readonly Label[];
  /** Whether a person gave or confirmed each label (else it is the model's). */
  given: readonly boolean[];
}

/** Label colours, shared with the app's list (app.css uses the same hues). */
const FRAME_CSS = `
[data-block]{outline:2px dashed var(--kb);outline-offset:1px}
[data-block].kb-person{outline-style:solid;background-color:var(--kbg)}
.kb-p{--kb:#1f77b4;--kbg:rgba(31,119,180,.12)}
.kb-h{--kb:#9467bd;--kbg:rgba(148,103,189,.15)}
.kb-l{--kb:#2ca02c;--kbg:rgba(44,160,44,.12)}
.kb-c{--kb:#17becf;--kbg:rgba(23,190,207,.12)}
.kb-o{--kb:#b0b0b0;--kbg:rgba(120,120,120,.10)}
[data-block]:target{outline:3px solid #ff7f0e !important;background-color:rgba(255,200,0,.35) !important}
`;

/** Parents whose text cannot hold an element (a span there would show as text or not render at all). */
function textOnlyParent(el: ElementNode): boolean {
  return el.ns !== 'html' || el.name === 'title' || el.name === 'textarea';
}

function markBlock(el: ElementNode, index: number, f: FrameLabels): void {
  const who = f.given[index] ? 'kb-person' : 'kb-model';
  el.attrs = el.attrs.filter((a) => a.name !== 'id' && a.name !== 'class' && a.name !== 'data-block');
  el.attrs.push(
    { name: 'data-block', value: String(index) },
    { name: 'id', value: `kb-${index}` },
    { name: 'class', value: `kb kb-${f.labels[index]} ${who}` },
  );
}

/**
 * The frame document of a page. `doc` is the precleaned tree the blocks were built from (it is not changed),
 * `styleSheets` the texts of the page's `<style>` elements (preclean removed them; they come back sanitized).
 */
export function frameDocument(
  doc: DocumentNode,
  blocks: readonly Block[],
  f: FrameLabels,
  styleSheets: readonly string[],
): string {
  const copy = createDocument();
  const parents: ParentNode[] = [copy];
  const sources: ElementNode[] = []; // the page elements whose copies are on `parents`, to pop on leave
  let next = 0; // index of the block the next non-blank text node holds
  let head: ElementNode | null = null;
  walk(
    doc,
    (n) => {
      const parent = parents[parents.length - 1];
      if (n.kind === 'comment') return false;
      if (n.kind === 'text') {
        const { text } = normalizeSpace(n.value);
        const isBlock = text !== '' && next < blocks.length && blocks[next].text === text;
        const t = createText(n.value);
        if (!isBlock) return append(parent, t);
        const index = next++;
        if (parent.kind === 'element' && VOID_ELEMENTS.has(parent.name)) {
          // Preclean's copy of img/@alt: the image itself carries the block (a void element has no children).
          markBlock(parent, index, f);
          return true;
        }
        if (parent.kind === 'element' && textOnlyParent(parent)) return append(parent, t);
        const span = createElement('span');
        markBlock(span, index, f);
        append(span, t);
        return append(parent, span);
      }
      const name = n.name.toLowerCase();
      if (DROPPED.has(name)) {
        // Skip the subtree, but keep block numbering aligned: its texts are blocks too.
        walk(n, (m) => {
          if (m.kind === 'text' && next < blocks.length && normalizeSpace(m.value).text === blocks[next].text)
            next++;
        });
        return false;
      }
      const neutral = n.ns === 'html' && NEUTRALIZED.has(name);
      const el = neutral ? createElement('span') : createElement(n.name, safeAttributes(n), n.ns);
      if (n.ns === 'html' && name === 'head' && !head) head = el;
      append(parent, el);
      parents.push(el);
      sources.push(n);
      return true;
    },
    (el) => {
      if (sources[sources.length - 1] !== el) return; // a dropped element: nothing was pushed
      sources.pop();
      parents.pop();
    },
  );
  addStyle(copy, head, [...styleSheets.map(sanitizeStyleSheet), FRAME_CSS].join('\n'));
  return serializeXhtml(copy);
}

function append(parent: ParentNode, child: ChildNode): undefined {
  child.parent = parent;
  parent.children.push(child);
  return undefined;
}

/** One sheet first in the head: the page's sheets, then the frame's (last, so it wins ties). */
function addStyle(doc: DocumentNode, head: ElementNode | null, css: string): void {
  const style = createElement('style', [{ name: 'type', value: 'text/css' }]);
  append(style, createText(css));
  if (head) {
    style.parent = head;
    head.children.unshift(style);
    return;
  }
  const html = doc.children.find((c): c is ElementNode => c.kind === 'element' && c.name === 'html');
  const h = createElement('head');
  append(h, style);
  if (html) {
    h.parent = html;
    html.children.unshift(h);
  } else {
    h.parent = doc;
    doc.children.unshift(h);
  }
}
