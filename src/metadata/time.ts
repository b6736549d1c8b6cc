// `<time>` elements: the publication date when the page marks one (`pubdate`, `itemprop=datePublished`, a
// class saying published/posted), else the first `<time>` outside comments, updates and related links.
import { type DocumentNode, type ElementNode, getAttr, textContent, walk } from '../html/node.js';
import { parsedWithout } from '../html/parse.js';
import { normalizeDate } from './dates.js';

const PUBLISHED = /publish|posted|pubdate|created|entry-date|post-date|article-date|byline/i;
const NOT_PUBLISHED = /updat|modif|comment|reply|related|recommend|footer|sidebar|event|expire/i;
/** Ancestors inspected for the classes above. */
const CONTEXT_DEPTH = 4;

function context(el: ElementNode): string {
  const parts: string[] = [];
  let e: ElementNode | null = el;
  for (let up = 0; e && up < CONTEXT_DEPTH; up++) {
    parts.push(
      (getAttr(e, 'class') ?? '').slice(0, 200),
      (getAttr(e, 'id') ?? '').slice(0, 100),
      getAttr(e, 'itemprop') ?? '',
    );
    e = e.parent?.kind === 'element' ? e.parent : null;
  }
  return parts.join(' ');
}

/** The page's publication date from its `<time>` elements, ISO 8601, or null. */
export function timeDate(doc: DocumentNode): string | null {
  // Most pages have no `<time>`: the parse tells without a walk.
  if (parsedWithout(doc, 'time')) return null;
  let marked: string | null = null;
  let firstPlain: string | null = null;
  walk(doc, (n) => {
    if (marked) return false;
    if (n.kind !== 'element' || n.name !== 'time') return;
    const date = normalizeDate(getAttr(n, 'datetime') ?? textContent(n).slice(0, 100));
    if (!date) return false;
    const ctx = context(n);
    if (getAttr(n, 'pubdate') !== undefined || /datepublished/i.test(getAttr(n, 'itemprop') ?? ''))
      marked = date;
    else if (NOT_PUBLISHED.test(ctx)) return false;
    else if (PUBLISHED.test(ctx)) marked = date;
    else firstPlain ??= date;
    return false;
  });
  return marked ?? firstPlain;
}
