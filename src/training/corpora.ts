// Development corpora → annotated pages (blocks, labels, gold text) for training and cross-validation.
// Reads a corpora folder given on the command line (never a fixed path): `<root>/<corpus>/{input,gold}`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import { type CorpusName, convertPage } from './convert.js';

export interface GoldPage {
  corpus: CorpusName;
  name: string;
  /** Raw page bytes (for scoring whole extractions). */
  bytes: Uint8Array;
  blocks: Block[];
  doc: DocumentNode;
  labels: Label[];
  /** The gold file as read (UTF-8), for the eval module's scorers. */
  goldRaw: string;
}

/** Names of the pages of a corpus that have both an input and a gold file, sorted. */
export function corpusPages(root: string, corpus: CorpusName): string[] {
  const input = join(root, corpus, 'input');
  const gold = join(root, corpus, 'gold');
  if (!existsSync(input) || !existsSync(gold)) return [];
  const golds = new Set(readdirSync(gold).map((f) => basename(f, extname(f))));
  return readdirSync(input)
    .filter((f) => golds.has(basename(f, extname(f))))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

export function loadGoldPage(root: string, corpus: CorpusName, file: string): GoldPage | null {
  const name = basename(file, extname(file));
  const bytes = new Uint8Array(readFileSync(join(root, corpus, 'input', file)));
  const goldFile = readdirSync(join(root, corpus, 'gold')).find((f) => basename(f, extname(f)) === name);
  if (!goldFile) return null;
  const gold = readFileSync(join(root, corpus, 'gold', goldFile), 'utf8');
  // The same labels `scripts/build-anno.ts` writes to .anno files.
  const goldBytes = new Uint8Array(readFileSync(join(root, corpus, 'gold', goldFile)));
  const { doc, blocks, labels } = convertPage(corpus, bytes, goldBytes);
  if (blocks.length === 0) return null;
  return { corpus, name, bytes, blocks, doc, labels, goldRaw: gold };
}

/** Loads up to `limit` pages of a corpus (a deterministic, evenly spread subset when limited). */
export function loadCorpus(root: string, corpus: CorpusName, limit = Number.POSITIVE_INFINITY): GoldPage[] {
  const files = corpusPages(root, corpus);
  const step = files.length > limit ? files.length / limit : 1;
  const out: GoldPage[] = [];
  for (let k = 0; k < files.length && out.length < limit; k++) {
    const file = files[Math.floor(k * step)];
    if (k * step >= files.length) break;
    const page = loadGoldPage(root, corpus, file);
    if (page) out.push(page);
  }
  return out;
}
