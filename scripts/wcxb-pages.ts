// WCXB development pages as training pages (blocks + labels from the gold main content), grouped by site
// for cross-validation. The gold is plain text, so it goes through the corpus module's plain-text (Dragnet)
// alignment; the inputs are gzipped UTF-8. Gate pages' sites (data/gate-pages.tsv) are never returned.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { convertPage } from '../src/training/convert.js';
import type { GoldPage } from '../src/training/corpora.js';

export interface WcxbEntry {
  id: string;
  type: string;
  url: string;
  site: string;
}

/** Second-level labels under which a country's registrable domains sit (example.co.uk). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or']);

/** The registrable domain of a URL, approximately (no public-suffix list): the last two labels, or three. */
export function siteOf(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return url;
  }
  const labels = host.split('.');
  const n = labels.length >= 3 && SECOND_LEVEL.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.slice(-n).join('.');
}

/** Sites of the CI gate's pages (any corpus), to keep out of training. */
export function gateSites(path = 'data/gate-pages.tsv'): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('corpus\t')) continue;
    const [, , site] = line.split('\t');
    if (site && site !== '-') out.add(site);
  }
  return out;
}

/** The entries of `types.tsv`, gate sites left out. */
export function wcxbEntries(root: string): WcxbEntry[] {
  const gate = gateSites();
  const lines = readFileSync(join(root, 'wcxb-dev', 'types.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1);
  return lines
    .map((l) => {
      const [id, type, url] = l.split('\t');
      return { id, type, url, site: siteOf(url) };
    })
    .filter((e) => !gate.has(e.site));
}

/** A stable fold number 0..folds-1 for a site (FNV-1a of its name), so no site is on both sides. */
export function siteFold(site: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < site.length; i++) h = Math.imul(h ^ site.charCodeAt(i), 0x01000193) >>> 0;
  return h % folds;
}

/** Loads the pages of the entries as labelled training pages (pages with no aligned block are skipped). */
export function loadWcxbPages(root: string, entries: readonly WcxbEntry[]): GoldPage[] {
  const out: GoldPage[] = [];
  for (const e of entries) {
    const bytes = new Uint8Array(
      gunzipSync(readFileSync(join(root, 'wcxb-dev', 'input', `${e.id}.html.gz`))),
    );
    const goldBytes = new Uint8Array(readFileSync(join(root, 'wcxb-dev', 'gold', `${e.id}.txt`)));
    const { doc, blocks, labels } = convertPage('dragnet', bytes, goldBytes);
    if (blocks.length === 0 || !labels.some((l) => l !== 'o')) continue;
    const gold = new TextDecoder().decode(goldBytes);
    // The corpus field only names the gold format for the scorers; WCXB's is plain text like Dragnet's.
    out.push({
      corpus: 'dragnet',
      name: `wcxb-${e.id}`,
      bytes,
      blocks,
      doc,
      labels,
      goldRaw: gold,
    });
  }
  return out;
}
