// A page as the auto cleaner's second pass sees it, for the tuning and inspection scripts: loaded, its declared
// kind read before preclean removes the JSON-LD it comes from (as `extractPage` does), precleaned, in blocks.
import { type BenchPage, loadSetPages, type QualitySet } from '../bench/quality-sets.js';
import type { Block } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { type PageSignals, readPageSignals } from '../src/clean/page-kind.js';
import { type ElementNode, getAttr } from '../src/html/node.js';
import { preclean } from '../src/html/preclean.js';
import type { Options } from '../src/options.js';
import { type LoadedPage, loadPage } from '../src/pipeline.js';

export interface SecondPassPage {
  loaded: LoadedPage;
  signals: PageSignals;
  blocks: Block[];
}

/** The page's blocks and declared signals, or null when the page does not load (binary, sitemap, too large). */
export function secondPassPage(bytes: Uint8Array, opts: Options): SecondPassPage | null {
  const loaded = loadPage({ bytes }, opts, { preclean: false });
  if (loaded.status !== 'ok') return null;
  const signals = readPageSignals(loaded.doc);
  preclean(loaded.doc, opts);
  return { loaded, signals, blocks: buildBlocks(loaded.doc) };
}

/** An element and up to `depth - 1` of its ancestors as `name.firstClass` steps (`div.post>p`), for reading. */
export function elementPath(e: ElementNode, depth: number, classChars: number): string {
  const parts: string[] = [];
  for (
    let n: ElementNode | null = e;
    n && parts.length < depth;
    n = n.parent?.kind === 'element' ? n.parent : null
  ) {
    const cls = (getAttr(n, 'class') ?? '').trim().split(/\s+/)[0];
    parts.unshift(cls ? `${n.name}.${cls.slice(0, classChars)}` : n.name);
  }
  return parts.join('>');
}

/**
 * The pages of a set a tuning script reads: `limit` is `N` for every set or `wcxb-dev=750,dragnet=100` per set
 * (0 or absent = all); `types` (comma list) keeps only WCXB pages of those types.
 */
export function tunePages(corpora: string, set: QualitySet, limit: string, types?: string): BenchPage[] {
  const spec = limit.split(',').map((x) => x.split('='));
  const named = spec.find(([k, v]) => v !== undefined && k === set.name);
  const plain = spec.find(([, v]) => v === undefined);
  const n = Number(named ? named[1] : plain ? plain[0] : 0);
  const pages = loadSetPages(corpora, set, n > 0 ? n : null);
  if (!types || set.name !== 'wcxb-dev') return pages;
  const want = new Set(types.split(','));
  return pages.filter((p) => want.has(p.type ?? ''));
}
