// The development corpora as one pool of pages with their site, for training and cross-validation grouped
// by site: list the pages (cheap: bytes and site only), leave out the CI gate's pages and every page of a gate
// site, cap the pages per site and per corpus (evenly spread, deterministic), then load the chosen ones
// (blocks, labels, gold). The corpora folder is given by the caller, never read at run time or in tests.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Block, Label } from '../blocks/block.js';
import { decodeGold } from '../eval/gold-text.js';
import type { GoldFormat } from '../eval/text-formats.js';
import { parseWcxbRecord, readTypesTsv } from '../eval/wcxb-gold.js';
import type { DocumentNode } from '../html/node.js';
import { type ConvertOptions, type CorpusName, convertPage } from './convert.js';
import { siteOfPage, siteOfUrl } from './page-site.js';
import { readPageBytes } from './table-dataset.js';

/** How each corpus's gold is read by the scorers (src/eval). */
export const GOLD_FORMAT: Readonly<Record<CorpusName, GoldFormat>> = {
  'cleaneval-dev': 'cleaneval',
  dragnet: 'dragnet',
  'l3s-gn1': 'l3s',
  'readability-tests': 'html',
  'wcxb-dev': 'text',
};

export interface DevEntry {
  corpus: CorpusName;
  /** Page name (file name without extensions), as in data/gate-pages.tsv. */
  name: string;
  /** Input and gold file names under `<corpus>/input` and `<corpus>/gold`. */
  input: string;
  gold: string;
  /** Registrable domain (src/training/page-site.ts), or `corpus/name` when the page names none. */
  site: string;
  /** WCXB's page type (its types.tsv), for recipes that cap the pages of a type; absent elsewhere. */
  type?: string;
}

/** A loaded development page: its blocks, their labels from the gold, and the gold as read. */
export interface DevPage {
  corpus: CorpusName;
  name: string;
  site: string;
  /** Raw page bytes (for scoring whole extractions). */
  bytes: Uint8Array;
  blocks: Block[];
  doc: DocumentNode;
  labels: Label[];
  /** The gold file as read (UTF-8), for the eval module's scorers. */
  goldRaw: string;
  /** WCXB: page type and the `with`/`without` snippets of its record. */
  type: string | null;
  with: readonly string[];
  without: readonly string[];
}

const pageName = (file: string) => file.replace(/\.(html?|txt)(\.gz)?$/i, '');

/** The pages of a corpus that have an input and a gold file, sorted by name, with their site. */
export function devEntries(root: string, corpus: CorpusName): DevEntry[] {
  const inputDir = join(root, corpus, 'input');
  const goldDir = join(root, corpus, 'gold');
  if (!existsSync(inputDir) || !existsSync(goldDir)) return [];
  const golds = new Map(readdirSync(goldDir).map((f) => [pageName(f), f]));
  const typesFile = join(root, corpus, 'types.tsv');
  const types = existsSync(typesFile) ? readTypesTsv(typesFile) : null;
  return readdirSync(inputDir)
    .filter((f) => golds.has(pageName(f)))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((input) => {
      const name = pageName(input);
      const site = siteOfPage(root, corpus, input, readPageBytes(root, corpus, input));
      const type = types?.get(name);
      return { corpus, name, input, gold: golds.get(name)!, site, ...(type ? { type } : {}) };
    });
}

/** The gate's pages (`corpus/name`) and sites, from data/gate-pages.tsv and the sites of those pages. */
export interface Gate {
  pages: Set<string>;
  sites: Set<string>;
}

export function readGate(tsv: string): Gate {
  const gate: Gate = { pages: new Set(), sites: new Set() };
  for (const line of tsv.split('\n')) {
    if (!line || line.startsWith('#') || line.startsWith('corpus\t')) continue;
    const [corpus, page, site] = line.split('\t');
    gate.pages.add(`${corpus}/${page}`);
    const s = site && site !== '-' ? siteOfUrl(`http://${site}/`) : null;
    if (s) gate.sites.add(s);
  }
  return gate;
}

/** Whether an entry is a gate page: the gate names it whole, or by the first part of its name (L3S's ids). */
export function isGatePage(gate: Gate, e: Pick<DevEntry, 'corpus' | 'name'>): boolean {
  const key = `${e.corpus}/${e.name}`;
  if (gate.pages.has(key)) return true;
  const dash = e.name.indexOf('-');
  return dash > 0 && gate.pages.has(`${e.corpus}/${e.name.slice(0, dash)}`);
}

/** Leaves out the gate's pages and every page of a site of a gate page (the listed sites and the pages' own). */
export function withoutGate(entries: readonly DevEntry[], gate: Gate): DevEntry[] {
  const sites = new Set(gate.sites);
  for (const e of entries) if (isGatePage(gate, e)) sites.add(e.site);
  return entries.filter((e) => !isGatePage(gate, e) && !sites.has(e.site));
}

/** At most `cap` pages of each site (the first ones in name order). */
export function capPerSite(entries: readonly DevEntry[], cap: number): DevEntry[] {
  const seen = new Map<string, number>();
  return entries.filter((e) => {
    const n = seen.get(e.site) ?? 0;
    seen.set(e.site, n + 1);
    return n < cap;
  });
}

/** `limit` entries spread evenly over the list (all of them when it is shorter). */
export function evenSpread<T>(items: readonly T[], limit: number): T[] {
  if (limit >= items.length) return [...items];
  const step = items.length / limit;
  return Array.from({ length: limit }, (_, i) => items[Math.floor(i * step)]);
}

/** A stable fold 0..folds-1 for a site (FNV-1a of its name): a site's pages are all on one side. */
export function siteFold(site: string, folds: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < site.length; i++) h = Math.imul(h ^ site.charCodeAt(i), 0x01000193) >>> 0;
  return h % folds;
}

/** Where a grouped cross-validation (`scripts/cv.ts --work DIR`) keeps fold `k`'s model of `folds`. */
export function foldModelPath(dir: string, k: number, folds: number): string {
  return join(dir, `fold-${k}-of-${folds}.json`);
}

const wcxbTypes = new Map<string, Map<string, string>>();

/** Loads a page: blocks and labels from its gold (null when the page has no block or no kept block). */
export function loadDevPage(root: string, e: DevEntry, convert?: ConvertOptions): DevPage | null {
  const bytes = readPageBytes(root, e.corpus, e.input);
  const goldBytes = new Uint8Array(readFileSync(join(root, e.corpus, 'gold', e.gold)));
  const { doc, blocks, labels } = convertPage(e.corpus, bytes, goldBytes, convert);
  if (blocks.length === 0 || !labels.some((l) => l !== 'o')) return null;
  const page: DevPage = {
    corpus: e.corpus,
    name: e.name,
    site: e.site,
    bytes,
    blocks,
    doc,
    labels,
    goldRaw: decodeGold(goldBytes),
    type: null,
    with: [],
    without: [],
  };
  if (e.corpus === 'wcxb-dev') Object.assign(page, wcxbPageFacts(root, e));
  return page;
}

/**
 * A WCXB page's type and snippets (`types.tsv`, `gold-json/`), also for a page `loadDevPage` leaves out (an
 * empty gold: a script shell whose served HTML shows nothing), which the scorers still count.
 */
export function wcxbPageFacts(root: string, e: DevEntry): Pick<DevPage, 'type' | 'with' | 'without'> {
  const dir = join(root, e.corpus);
  let types = wcxbTypes.get(dir);
  if (!types) {
    types = existsSync(join(dir, 'types.tsv')) ? readTypesTsv(join(dir, 'types.tsv')) : new Map();
    wcxbTypes.set(dir, types);
  }
  const facts: Pick<DevPage, 'type' | 'with' | 'without'> = {
    type: types.get(e.name) ?? null,
    with: [],
    without: [],
  };
  const record = join(dir, 'gold-json', `${basename(e.name)}.json`);
  if (existsSync(record)) {
    const r = parseWcxbRecord(e.name, readFileSync(record, 'utf8'), record);
    facts.type = r.type ?? facts.type;
    facts.with = r.with;
    facts.without = r.without;
  }
  return facts;
}
