// What a grouped cross-validation scores, and with which models: shared by scripts/cv.ts and
// bench/quality.ts, so that the quality benchmark's cross-validated Kitten figures are cv.ts's figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalReport, PagePair } from '../eval/evaluate.js';
import { readGold } from '../eval/gold-text.js';
import { shingleCounts, shinglePr } from '../eval/shingles.js';
import type { Scope } from '../options.js';
import { type CorpusName, DEV_CORPORA } from './convert.js';
import {
  type DevEntry,
  devEntries,
  evenSpread,
  foldModelPath,
  loadDevPage,
  readGate,
  wcxbPageFacts,
  withoutGate,
} from './dev-pages.js';
import { readPageBytes } from './table-dataset.js';

/**
 * Every development page with its site (`listed`), and those outside the CI gate (`entries`): every corpus is
 * listed, so that a gate page's site is left out of every corpus.
 */
export function cvEntries(root: string, gateTsv: string): { listed: DevEntry[]; entries: DevEntry[] } {
  const listed = DEV_CORPORA.flatMap((c) => devEntries(root, c));
  return { listed, entries: withoutGate(listed, readGate(gateTsv)) };
}

/** The scored pages: of each corpus of `spec` (`corpus → N`), N of its entries spread evenly. */
export function scoredEntries(
  entries: readonly DevEntry[],
  spec: ReadonlyMap<CorpusName, number>,
): DevEntry[] {
  return [...spec].flatMap(([c, n]) =>
    evenSpread(
      entries.filter((e) => e.corpus === c),
      n,
    ),
  );
}

/**
 * Writes into `dir` the copies of the fold models of `work` that score: each with the second pass of `params`
 * (a model's `training`: `autoCorpus` for the corpus scope, `auto` for main), whatever pass it was trained
 * beside, and `tried` keys on top. Returns their paths by fold.
 */
export function writeScoringModels(
  work: string,
  folds: number,
  scope: Scope,
  params: Record<string, unknown>,
  tried: Record<string, unknown>,
  dir: string,
): string[] {
  const key = scope === 'corpus' ? 'autoCorpus' : 'auto';
  return [...Array(folds).keys()].map((k) => {
    const json = JSON.parse(readFileSync(foldModelPath(work, k, folds), 'utf8'));
    json.training[key] = { ...json.training[key], ...(params[key] as object), ...tried };
    const path = join(dir, `fold-${k}-of-${folds}.json`);
    writeFileSync(path, JSON.stringify(json));
    return path;
  });
}

/** A scored page's input and what its gold says (WCXB: its type and snippets), as cv.ts pairs it with an output. */
export interface ScoredPage {
  bytes: Uint8Array;
  gold: string;
  type: string | null;
  with: readonly string[];
  without: readonly string[];
}

/** Reads a scored page. A WCXB page whose gold is empty has no dev page (no kept block): scored all the same, on its type. */
export function readScoredPage(root: string, e: DevEntry): ScoredPage {
  const page = e.corpus === 'wcxb-dev' ? loadDevPage(root, e) : null;
  const facts = page ?? (e.corpus === 'wcxb-dev' ? wcxbPageFacts(root, e) : null);
  return {
    bytes: page?.bytes ?? readPageBytes(root, e.corpus, e.input),
    gold: page?.goldRaw ?? readGold(join(root, e.corpus, 'gold', e.gold)),
    type: facts?.type ?? null,
    with: facts?.with ?? [],
    without: facts?.without ?? [],
  };
}

export interface ShingleScore {
  p: number;
  r: number;
  f: number;
}

/** Each page's 4-shingle P/R/F1 (the article benchmarks' measure), by name. */
export function pageShingles(pairs: readonly PagePair[]): Map<string, ShingleScore> {
  return new Map(
    pairs.map((p) => {
      const { p: sp, r: sr } = shinglePr(shingleCounts(p.gold, p.out ?? ''));
      return [p.name, { p: sp, r: sr, f: sp + sr === 0 ? 0 : (2 * sp * sr) / (sp + sr) }] as const;
    }),
  );
}

/** cv.ts's per-page records (`--pages`), which cmp.js and cv-compare.ts read. */
export function perPageRecords(
  corpus: string,
  r: EvalReport,
  shingle: ReadonlyMap<string, ShingleScore>,
): Record<string, unknown>[] {
  return r.files.map((f) => ({
    shingle: shingle.get(f.name),
    corpus,
    name: f.name,
    word: f.word,
    seg: f.seg,
    article: f.article,
    wcxb: f.wcxb,
    type: f.type,
  }));
}
