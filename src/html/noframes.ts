// Frameset pages: their own text is the `<noframes>` content, what a reader without frames (lynx, a corpus)
// shows. HTML parses that content as raw text, so the text would read `<body><p>…` with its tags; here it is
// parsed as the body of a page, as a browser with frames off would read it. Elsewhere, inside a body, browsers
// never show `<noframes>` (nor `<iframe>`'s or `<noembed>`'s raw fallback), and preclean drops it.
import { type DocumentNode, type ElementNode, textContent } from './node.js';
import { parseHtml5 } from './parse.js';

/** Parses the `<noframes>` of a frameset page in place; returns the elements read (preclean keeps them). */
export function readNoframes(doc: DocumentNode): Set<ElementNode> {
  const read = new Set<ElementNode>();
  const html = doc.children.find((c): c is ElementNode => c.kind === 'element' && c.name === 'html');
  if (html === undefined || !html.children.some((c) => c.kind === 'element' && c.name === 'frameset'))
    return read;
  const stack: ElementNode[] = [html];
  while (stack.length > 0) {
    const e = stack.pop()!;
    for (const c of e.children) {
      if (c.kind !== 'element' || c.ns !== 'html') continue;
      if (c.name === 'frameset') stack.push(c);
      else if (c.name === 'noframes') {
        const page = parseHtml5(textContent(c));
        const body = page.children
          .find((x): x is ElementNode => x.kind === 'element' && x.name === 'html')
          ?.children.find((x): x is ElementNode => x.kind === 'element' && x.name === 'body');
        c.children = body?.children ?? [];
        for (const x of c.children) x.parent = c;
        read.add(c);
      }
    }
  }
  return read;
}
