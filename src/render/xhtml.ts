// XHTML serializer. Placeholder: escapes text and attributes; the full serializer replaces it.
import type { DocumentNode } from '../html/node.js';
import { walk } from '../html/node.js';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function serializeXhtml(doc: DocumentNode): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  walk(
    doc,
    (n) => {
      if (n.kind === 'text') out.push(esc(n.value));
      else if (n.kind === 'element') {
        out.push(`<${n.name}`);
        if (n.name === 'html') out.push(' xmlns="http://www.w3.org/1999/xhtml"');
        for (const a of n.attrs) out.push(` ${a.name}="${esc(a.value)}"`);
        out.push('>');
      }
    },
    (el) => out.push(`</${el.name}>`),
  );
  return out.join('');
}
