// Sitemaps: XML `<urlset>`/`<sitemapindex>`, and pages that are nothing but a list of URLs (sitemap.txt,
// or an HTML page whose only text is URLs). They hold no prose, so they are excluded, not extracted.

const XML_SITEMAP_ROOTS = new Set(['urlset', 'sitemapindex']);

export function isXmlSitemapRoot(name: string): boolean {
  return XML_SITEMAP_ROOTS.has(name);
}

/** Fewer URLs than this is a short page, not a list. */
const MIN_URLS = 3;
/** Elements whose content is not visible text. */
const HIDDEN = ['title', 'script', 'style', 'noscript', 'template'];

function isUrlToken(token: string): boolean {
  return /^(?:https?:\/\/|www\.)\S+$/i.test(token);
}

/** Index of the end tag `</name` at or after `from`, case-insensitively; -1 when absent. */
function endTagIndex(text: string, name: string, from: number): number {
  for (let at = text.indexOf('</', from); at >= 0; at = text.indexOf('</', at + 2)) {
    if (text.slice(at + 2, at + 2 + name.length).toLowerCase() === name) return at;
  }
  return -1;
}

function isSpace(c: string): boolean {
  return c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\u00a0';
}

/**
 * Whether the visible text of `text` is at least three URLs and nothing else. Tags are skipped by a
 * linear scan; the scan stops at the first word that is not a URL, so ordinary pages cost little.
 */
export function isUrlList(text: string): boolean {
  let urls = 0;
  const n = text.length;
  let tokenStart = -1;
  /** Ends the current word at `at`; false when it is not a URL. */
  const endToken = (at: number): boolean => {
    if (tokenStart < 0) return true;
    const ok = isUrlToken(text.slice(tokenStart, at));
    tokenStart = -1;
    if (ok) urls++;
    return ok;
  };
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === '<') {
      if (!endToken(i)) return false;
      const close = text.indexOf('>', i + 1);
      if (close < 0) break;
      const tag = text.slice(i + 1, Math.min(close, i + 12)).toLowerCase();
      if (tag.startsWith('!--')) {
        const endComment = text.indexOf('-->', i + 4);
        i = endComment < 0 ? n : endComment + 3;
        continue;
      }
      const hidden = HIDDEN.find((h) => tag.startsWith(h) && !/[a-z0-9]/.test(tag[h.length] ?? ''));
      if (hidden) {
        const endTag = endTagIndex(text, hidden, close);
        const endClose = endTag < 0 ? -1 : text.indexOf('>', endTag);
        i = endClose < 0 ? n : endClose + 1;
        continue;
      }
      i = close + 1;
      continue;
    }
    if (isSpace(c)) {
      if (!endToken(i)) return false;
    } else if (tokenStart < 0) tokenStart = i;
    else if (i - tokenStart > 4096) return false;
    i++;
  }
  if (!endToken(n)) return false;
  return urls >= MIN_URLS;
}
