// Pre-converted XML documents (`document`/`header`/`textfield`/`page` elements, as text collections
// ship them) become a small HTML tree directly: `<title>` from the header, one `<p>` per textfield or
// page text; the header's `<url>` is the page's URL. Parsed with saxes, which never fetches anything; DTD entities are expanded by us, under
// a budget (dtd-entities.ts).
import { decodeHTML } from 'entities';
import {
  appendChild,
  createDocument,
  createElement,
  createText,
  type DocumentNode,
  type ElementNode,
} from '../html/node.js';
import { lazyRequire } from '../lazy-require.js';
import { MAX_XML_TITLE } from '../limits.js';
import { EntityExpansionError, expandEntities } from './dtd-entities.js';

// Loaded when a page is a pre-converted XML document (rare): other processes never pay for saxes.
const saxes = lazyRequire<typeof import('saxes')>('saxes');

/** Elements such a document is made of; the first element must be one of them. */
export const XML_DOCUMENT_ROOTS: ReadonlySet<string> = new Set(['document', 'header', 'textfield', 'page']);
/** Elements whose text becomes one paragraph each. */
const TEXT_CONTAINERS = new Set(['textfield', 'page', 'document']);
/** Chunk size fed to the parser, so that an error stops the parse early. */
const CHUNK = 65536;

export type XmlDocumentTriage =
  | { kind: 'xml-document'; doc: DocumentNode; url: string | null }
  | { kind: 'refused'; reason: string; message: string }
  | { kind: 'not-xml'; message: string };

interface Collector {
  name: string;
  parts: string[];
}

/** XML whitespace only: a no-break space is content. */
const collapse = (s: string) => s.replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');

/** Entities of the internal subset first, then HTML's named entities (pre-converted text often uses `&nbsp;`). */
function entityTable(own: Record<string, string>): Record<string, string> {
  return new Proxy(own, {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (Object.hasOwn(target, name)) return target[name];
      const decoded = decodeHTML(`&${name};`);
      return decoded === `&${name};` ? undefined : decoded;
    },
  });
}

/**
 * Parses `text` as a pre-converted XML document. `not-xml` when it is not well-formed XML of that
 * kind (the caller then treats it as HTML); `refused` when its DTD entities would blow up.
 */
export function parseXmlDocument(text: string): XmlDocumentTriage {
  const parser = new (saxes().SaxesParser)({ xmlns: false, position: false });
  let entityError: string | null = null;
  let xmlError: string | null = null;
  parser.ENTITIES = entityTable({});
  parser.on('doctype', (doctype) => {
    try {
      parser.ENTITIES = entityTable(expandEntities(doctype));
    } catch (e) {
      if (!(e instanceof EntityExpansionError)) throw e;
      entityError = e.message;
    }
  });
  parser.on('error', (e) => {
    xmlError ??= e.message;
  });

  const doc = createDocument();
  const html = createElement('html');
  const head = createElement('head');
  const body = createElement('body');
  appendChild(doc, html);
  appendChild(html, head);
  appendChild(html, body);

  const stack: Collector[] = [];
  let titleParts: string[] | null = null;
  let titleDepth = 0;
  let headerTitle: string | null = null;
  let urlParts: string[] | null = null;
  let urlDepth = 0;
  let headerUrl: string | null = null;
  let containers = 0;
  let rootName: string | null = null;

  const paragraph = (c: Collector) => {
    const value = collapse(c.parts.join(''));
    c.parts = [];
    if (!value) return;
    const p: ElementNode = createElement('p');
    appendChild(p, createText(value));
    appendChild(body, p);
  };
  const onText = (t: string) => {
    if (titleParts && titleDepth > 0) titleParts.push(t);
    if (urlParts && urlDepth > 0) urlParts.push(t);
    stack.at(-1)?.parts.push(t);
  };

  parser.on('opentag', (tag) => {
    const name = tag.name.toLowerCase();
    rootName ??= name;
    if (titleDepth > 0) titleDepth++;
    if (urlDepth > 0) urlDepth++;
    const top = stack.at(-1);
    if (TEXT_CONTAINERS.has(name) || name === 'header') {
      if (top && top.name !== 'header') paragraph(top); // keep document order around nested containers
      stack.push({ name, parts: [] });
      if (name !== 'document') containers++;
    } else if (
      top?.name === 'header' &&
      (name === 'title' || tag.attributes.name === 'title') &&
      headerTitle === null
    ) {
      titleParts = [];
      titleDepth = 1;
    } else if (
      top?.name === 'header' &&
      (name === 'url' || tag.attributes.name === 'url') &&
      headerUrl === null &&
      urlParts === null
    ) {
      urlParts = [];
      urlDepth = 1;
    }
  });
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = tag.name.toLowerCase();
    if (titleDepth > 0 && --titleDepth === 0 && titleParts) {
      headerTitle = collapse(titleParts.join('')) || null;
      titleParts = null;
    }
    if (urlDepth > 0 && --urlDepth === 0 && urlParts) {
      const url = collapse(urlParts.join(''));
      // An absolute http(s) address only: it names the page in every format (cleaneval's `URL:` line, json's url).
      headerUrl = /^https?:\/\/\S+$/i.test(url) ? url : null;
    }
    const top = stack.at(-1);
    if (!top || top.name !== name) return;
    stack.pop();
    if (name === 'header') {
      const whole = collapse(top.parts.join(''));
      // The header's whole text is its title when no <title> says it, unless that text is just its URL.
      if (headerTitle === null && whole && whole !== headerUrl && whole.length <= MAX_XML_TITLE)
        headerTitle = whole;
    } else paragraph(top);
  });

  for (let at = 0; at < text.length && !entityError && !xmlError; at += CHUNK) {
    parser.write(text.slice(at, at + CHUNK));
  }
  if (!entityError && !xmlError) parser.close();
  if (entityError)
    return {
      kind: 'refused',
      reason: 'xml-entity-expansion',
      message: `XML entity expansion refused: ${entityError}`,
    };
  if (xmlError) return { kind: 'not-xml', message: xmlError };
  if (!rootName || !XML_DOCUMENT_ROOTS.has(rootName) || (containers === 0 && rootName !== 'document')) {
    return { kind: 'not-xml', message: 'no document/textfield/page elements' };
  }
  if (headerTitle) {
    const title = createElement('title');
    appendChild(title, createText(headerTitle));
    appendChild(head, title);
  }
  return { kind: 'xml-document', doc, url: headerUrl };
}
