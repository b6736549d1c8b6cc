// Corpus-scope second-pass settings on CleanEval dev, over the fold models of a `scripts/cv.ts --scope corpus`
// run: each page's CRF posteriors come once from the fold model that never saw its site, then every variant of
// `training.autoCorpus` is scored from them (CleanEval word F / seg F, all pages and per site fold):
//   npx tsx scripts/corpus-tune.ts --work /tmp/cv-corpus --variant 'NAME:{"keepBelow":0.55}'…
// The first line is the fold models' own setting; choose on some folds and check on the others.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Block } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { type AutoParams, autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import { evaluatePairs } from '../src/eval/evaluate.js';
import { readGold } from '../src/eval/gold-text.js';
import { setMainColumnModel } from '../src/ml/crf/main-column.js';
import { resolveOptions } from '../src/options.js';
import { renderCleaneval } from '../src/render/cleaneval.js';
import { devEntries, foldModelPath, readGate, siteFold, withoutGate } from '../src/training/dev-pages.js';
import { secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    work: { type: 'string', default: '/tmp/kitten-cv-corpus' },
    folds: { type: 'string', default: '3' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
    variant: { type: 'string', multiple: true, default: [] },
    /** Print the pages whose word F or seg F a variant changes. */
    changes: { type: 'boolean', default: false },
    /** Fold models of a main-scope CV run (fold models with `corpus-main` features): see scripts/cv.ts. */
    'main-folds': { type: 'string' },
  },
});
const root = values.corpora!;
const folds = Number(values.folds);
const opts = resolveOptions({ scope: 'corpus', format: 'cleaneval' });
const models = [...Array(folds).keys()].map((k) => loadCrfModel(foldModelPath(values.work!, k, folds)));

interface Prepared {
  name: string;
  fold: number;
  url: string | null;
  gold: string;
  blocks: Block[];
  post: Float64Array;
  signals: PageSignals;
}
const pages: Prepared[] = [];
for (const e of withoutGate(
  devEntries(root, 'cleaneval-dev'),
  readGate(readFileSync(values.gate!, 'utf8')),
)) {
  const bytes = new Uint8Array(readFileSync(join(root, 'cleaneval-dev', 'input', e.input)));
  const gold = readGold(join(root, 'cleaneval-dev', 'gold', e.gold));
  const page = secondPassPage(bytes, opts);
  if (page === null) continue;
  const { loaded, signals, blocks } = page;
  const fold = siteFold(e.site, folds);
  const mainFolds = values['main-folds'];
  setMainColumnModel(mainFolds ? () => foldModelPath(mainFolds, fold, folds) : null);
  const post = blocks.length > 0 ? pagePosteriors(models[fold], blocks, loaded.doc) : new Float64Array(0);
  pages.push({ name: e.name, fold, url: loaded.url, gold, blocks, post, signals });
}

const pct = (x: number | undefined) => (100 * (x ?? 0)).toFixed(1);
const variants: [string, Partial<AutoParams>][] = [
  ['fold models', {}],
  ...values.variant!.map((v): [string, Partial<AutoParams>] => {
    const at = v.indexOf(':');
    return [v.slice(0, at), JSON.parse(v.slice(at + 1))];
  }),
];
let first: { word?: { f: number } | null; seg?: { f: number } | null }[] = [];
for (const [name, change] of variants) {
  const pairs = pages.map((p) => {
    const params = { ...autoParamsOf(models[p.fold], 'corpus'), ...change };
    const labels = p.blocks.length
      ? secondPass(p.blocks, p.post, models[p.fold].labels, params, p.signals)
      : [];
    return { name: p.name, out: renderCleaneval(buildSegments(p.blocks, labels), p.url), gold: p.gold };
  });
  const rep = evaluatePairs(pairs, { measure: 'cleaneval', goldFormat: 'cleaneval' });
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const byFold = [...Array(folds).keys()].map((k) => {
    const files = rep.files.filter((_, i) => pages[i].fold === k);
    return `${pct(mean(files.map((f) => f.word?.f ?? 0)))} / ${pct(mean(files.map((f) => f.seg?.f ?? 0)))}`;
  });
  console.log(
    `${name.padEnd(28)} word P ${pct(rep.macro.word?.p)} R ${pct(rep.macro.word?.r)} F ${pct(rep.macro.word?.f)} seg F ${pct(rep.macro.seg?.f)}  by fold ${byFold.join(', ')}`,
  );
  if (first.length === 0) first = rep.files;
  else if (values.changes)
    rep.files.forEach((f, i) => {
      const a = first[i];
      if (Math.abs((f.word?.f ?? 0) - (a.word?.f ?? 0)) + Math.abs((f.seg?.f ?? 0) - (a.seg?.f ?? 0)) > 1e-3)
        console.log(
          `  ${pages[i].name} (fold ${pages[i].fold}): ${pct(a.word?.f)} / ${pct(a.seg?.f)} → ${pct(f.word?.f)} / ${pct(f.seg?.f)}`,
        );
    });
}
