// The site of a development-corpus page, so that cross-validation can hold out whole sites (a site's template
// tables must never sit on both sides of a fold). The URL comes from, in order: the corpus's own record (WCXB
// `types.tsv`, the CleanEval `<text id=URL>` wrapper), the page's canonical link, `og:url` or `<base>`, and
// else the host most of the page's absolute links point to (a site links to itself most). A page with none
// of these is its own site.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const wcxbUrls = new Map<string, Map<string, string>>();

function wcxbUrl(corporaDir: string, corpus: string, page: string): string | undefined {
  // Cached per corpus folder: a corpus without types.tsv must not hide another's.
  const tsv = join(corporaDir, corpus, 'types.tsv');
  let urls = wcxbUrls.get(tsv);
  if (!urls) {
    urls = new Map();
    if (existsSync(tsv))
      for (const line of readFileSync(tsv, 'utf8').split('\n').slice(1)) {
        const [id, , url] = line.split('\t');
        if (id && url) urls.set(id, url);
      }
    wcxbUrls.set(tsv, urls);
  }
  return urls.get(page.replace(/\.html?(\.gz)?$/, ''));
}

const URL_PATTERNS = [
  /<text[^>]*\sid="(https?:[^"]+)"/i,
  /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?(https?:[^"' >]+)/i,
  /<link[^>]*href=["']?(https?:[^"' >]+)["']?[^>]*rel=["']?canonical/i,
  /<meta[^>]*property=["']og:url["'][^>]*content=["'](https?:[^"']+)/i,
  /<base[^>]*href=["']?(https?:[^"' >]+)/i,
];

/** Registrable-looking domain: host without `www.`, the last two labels (three under a two-letter ccTLD SLD). */
export function siteOfUrl(url: string): string | null {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  // An IP address is its own site (its last labels are no domain).
  if (/^[\d.]+$/.test(host) || host.includes(':')) return host;
  const labels = host.replace(/^www\d*\./, '').split('.');
  // A host without a dot (`fakehost`, `localhost`: the Readability.js tests rewrite every URL to one) names no site.
  if (labels.length < 2 || labels.some((l) => l === '')) return null;
  if (labels.length === 2) return labels.join('.');
  const sld = labels[labels.length - 2];
  const keep =
    labels[labels.length - 1].length === 2 && /^(co|com|org|net|ac|gov|edu|ne|or)$/.test(sld) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** Site of a page from its (decoded or latin-1) HTML text; `fallback` when nothing names one. */
export function siteOfHtml(html: string, fallback: string, knownUrl?: string): string {
  if (knownUrl) {
    const s = siteOfUrl(knownUrl);
    if (s) return s;
  }
  const head = html.slice(0, 200_000);
  for (const re of URL_PATTERNS) {
    const m = re.exec(head);
    const s = m ? siteOfUrl(m[1]) : null;
    if (s) return s;
  }
  const counts = new Map<string, number>();
  for (const m of head.matchAll(/(?:href|src)=["']?(https?:\/\/[^"'\s>/]+)/gi)) {
    const s = siteOfUrl(m[1]);
    if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  let best = fallback;
  let bestN = 2; // at least three links to call it the page's own site
  for (const [s, n] of counts)
    if (n > bestN) {
      best = s;
      bestN = n;
    }
  return best;
}

/** Site of `<corporaDir>/<corpus>/input/<page>` (the WCXB record's URL when the corpus has `types.tsv`). */
export function siteOfPage(corporaDir: string, corpus: string, page: string, bytes: Uint8Array): string {
  const text = Buffer.from(bytes).toString('latin1');
  return siteOfHtml(text, `${corpus}/${page}`, wcxbUrl(corporaDir, corpus, page));
}
