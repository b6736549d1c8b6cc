// Development corpora → annotated pages (blocks, labels, gold text) for training and cross-validation.
// Reads a corpora folder given on the command line (never a fixed path): `<root>/<corpus>/{input,gold}`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Block, Label } from '../blocks/block.js';
import { convertPage } from '../corpus/convert.js';
import type { DocumentNode } from '../html/node.js';
import { type GoldSegment, labelsFromGold, parseCleanevalGold, parsePlainGold } from './align.js';
import { pageBlocks } from './anno.js';

/** Which gold → label conversion to use: the corpus module's (default) or our own aligner (`KITTEN_ALIGN=own`). */
const CONVERTER = process.env.KITTEN_ALIGN === 'own' ? 'own' : 'corpus';

export const CORPORA = ['cleaneval-dev', 'dragnet', 'l3s-gn1'] as const;
export type CorpusName = (typeof CORPORA)[number];

export interface GoldPage {
  corpus: CorpusName;
  name: string;
  /** Raw page bytes (for scoring whole extractions). */
  bytes: Uint8Array;
  blocks: Block[];
  doc: DocumentNode;
  labels: Label[];
  /** Gold as the corpus states it (CleanEval text, or the content text for the article corpora). */
  goldText: string;
  /** The gold file as read (UTF-8), for the eval module's scorers. */
  goldRaw: string;
}

/** Dragnet gold: the main content only (user comments follow a punctuation + `COMMENTS` line). */
export function dragnetContent(text: string): string {
  const m = /^[!@#$%^&*()]{3,}\s*COMMENTS\s*$/m.exec(text);
  return m ? text.slice(0, m.index) : text;
}

const SPAN = /<span class="x-nc-sel(\d)">([^<]*)/g;

/** L3S-GN1 gold: the text of the headline (1 → h) and full-text (2 → p) spans, in page order. */
export function l3sSegments(html: string): GoldSegment[] {
  const out: GoldSegment[] = [];
  for (const m of html.matchAll(SPAN)) {
    const kind = m[1] === '1' ? 'h' : m[1] === '2' ? 'p' : null;
    if (!kind) continue;
    const words = decodeEntities(m[2])
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu);
    if (words) out.push({ kind, words });
  }
  return out;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d) > 0x10ffff ? 32 : Number(d)));
}

function goldSegments(corpus: CorpusName, gold: string): { segments: GoldSegment[]; text: string } {
  switch (corpus) {
    case 'cleaneval-dev':
      return { segments: parseCleanevalGold(gold), text: gold };
    case 'dragnet': {
      const text = dragnetContent(gold);
      return { segments: parsePlainGold(text), text };
    }
    case 'l3s-gn1': {
      const segments = l3sSegments(gold);
      return { segments, text: segments.map((s) => s.words.join(' ')).join('\n') };
    }
  }
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
  const { text } = goldSegments(corpus, gold);
  if (CONVERTER === 'own') {
    const { blocks, doc } = pageBlocks(bytes);
    if (!doc || blocks.length === 0) return null;
    return {
      corpus,
      name,
      bytes,
      blocks,
      doc,
      labels: labelsFromGold(blocks, goldSegments(corpus, gold).segments),
      goldText: text,
      goldRaw: gold,
    };
  }
  // The corpus module's converter (the same labels `build-anno` writes to .anno files).
  const goldBytes = new Uint8Array(readFileSync(join(root, corpus, 'gold', goldFile)));
  const { doc, blocks, labels } = convertPage(corpus, bytes, goldBytes);
  if (blocks.length === 0) return null;
  return { corpus, name, bytes, blocks, doc, labels, goldText: text, goldRaw: gold };
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
