// Balanced token vector → our node model (one pass, explicit stack, no recursion).

import { foreignContent } from 'parse5';
import { checkTreeLimits } from '../../limits.js';
import {
  appendChild,
  createDocument,
  type DocumentNode,
  type ElementNode,
  type Namespace,
  type ParentNode,
} from '../node.js';
import { CLEANDOM_VOID } from '../vocabulary.js';
import type { Token } from './tokens.js';

/** Inside these foreign elements the content is HTML again. */
const HTML_INTEGRATION = new Set(['foreignobject', 'annotation-xml', 'desc']);

function namespaceFor(name: string, parent: ParentNode): Namespace {
  if (name === 'svg') return 'svg';
  if (name === 'math') return 'math';
  if (parent.kind === 'element' && parent.ns !== 'html' && !HTML_INTEGRATION.has(parent.name.toLowerCase()))
    return parent.ns;
  return 'html';
}

export function buildTree(tokens: readonly Token[]): DocumentNode {
  const doc = createDocument();
  const stack: ParentNode[] = [doc];
  const names: string[] = ['']; // the lower-case token name of each stack entry (SVG names get their case back)
  const openCount = new Map<string, number>();
  let elements = 0;
  for (const t of tokens) {
    const parent = stack[stack.length - 1];
    switch (t.type) {
      case 'text': {
        const last = parent.children[parent.children.length - 1];
        if (last?.kind === 'text') last.value += t.value;
        else appendChild(parent, { kind: 'text', value: t.value, parent: null });
        break;
      }
      case 'comment':
        appendChild(parent, { kind: 'comment', value: t.value, parent: null });
        break;
      case 'doctype':
        if (doc.doctype === null) doc.doctype = t.value.split(/\s/, 1)[0].toLowerCase() || 'html';
        break;
      case 'raw': {
        checkTreeLimits(++elements, stack.length);
        const el = element(t.name, t.attrs, parent);
        if (t.value) appendChild(el, { kind: 'text', value: t.value, parent: null });
        break;
      }
      case 'start': {
        checkTreeLimits(++elements, stack.length);
        const el = element(t.name, t.attrs, parent);
        if (!CLEANDOM_VOID.has(t.name) && !t.selfClosing) {
          stack.push(el);
          names.push(t.name);
          openCount.set(t.name, (openCount.get(t.name) ?? 0) + 1);
        }
        break;
      }
      case 'end': {
        // After both passes every closing tag matches the top; the checks only guard against surprises.
        if (!openCount.get(t.name)) break;
        for (;;) {
          stack.pop();
          const top = names.pop()!;
          openCount.set(top, openCount.get(top)! - 1);
          if (top === t.name) break;
        }
        break;
      }
    }
  }
  return doc;
}

function element(name: string, attrs: ElementNode['attrs'], parent: ParentNode): ElementNode {
  const ns = namespaceFor(name, parent);
  if (ns === 'svg') {
    // The tokenizer lower-cases names; SVG's mixed-case ones (`viewBox`, `foreignObject`) get their case back.
    name = foreignContent.SVG_TAG_NAMES_ADJUSTMENT_MAP.get(name) ?? name;
    foreignContent.adjustTokenSVGAttrs({ attrs } as unknown as Parameters<
      typeof foreignContent.adjustTokenSVGAttrs
    >[0]);
  } else if (ns === 'math') {
    foreignContent.adjustTokenMathMLAttrs({ attrs } as unknown as Parameters<
      typeof foreignContent.adjustTokenMathMLAttrs
    >[0]);
  }
  const el: ElementNode = {
    kind: 'element',
    name,
    ns,
    attrs,
    children: [],
    parent: null,
    index: -1,
  };
  appendChild(parent, el);
  return el;
}
