// What a grouped cross-validation scores, and with which models: shared by scripts/cv.ts and
// bench/quality.ts, so that the quality benchmark's cross-validated Kitten figures are cv.ts's figures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Scope } from '../options.js';
import { type CorpusName, DEV_CORPORA } from './convert.js';
import { type DevEntry, devEntries, evenSpread, foldModelPath, readGate, withoutGate } from './dev-pages.js';

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
