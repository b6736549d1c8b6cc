// A `<title>` with no `</title>` makes an HTML5 parser read the rest of the document as the title's text
// (RCDATA), so the page has no body at all: crawled pages cut or mangled in the head do this (7 of L3S-GN1's
// 621). Lenient parsers such as libxml2 recover; we close the title at the end of its first line of text or
// at the next `<`, whichever comes first, and parse the rest as markup.

const TITLE_START = /<title\b[^>]*>/i;
const TITLE_END = /<\/title[\s/>]/gi;

/** `source` with a `</title>` inserted where a title that is never closed should end, else `source` itself. */
export function closeRunawayTitle(source: string): string {
  const start = TITLE_START.exec(source);
  if (start === null) return source;
  const from = start.index + start[0].length;
  TITLE_END.lastIndex = from;
  if (TITLE_END.test(source)) return source;
  let textStart = from;
  while (textStart < source.length && isSpace(source.charCodeAt(textStart))) textStart++;
  const cut = firstOf(source.indexOf('\n', textStart), source.indexOf('<', from), source.length);
  return `${source.slice(0, cut)}</title>${source.slice(cut)}`;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

function firstOf(a: number, b: number, end: number): number {
  if (a < 0) return b < 0 ? end : b;
  return b < 0 ? a : Math.min(a, b);
}
