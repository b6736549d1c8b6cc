// Cross-validation of a training recipe for the `auto` cleaner, grouped by site (see models/README.md):
//   npx tsx scripts/cv.ts --corpora ../shared/corpora --scope main|corpus --folds 3 --iterations 60 \
//     --train cleaneval-dev=all,wcxb-dev=300,dragnet=100 --per-site 3 [--per-type 80] --work /tmp/cv-main [--fold K] \
//     [--pages SCORES.json] [--outputs DIR]
// Every page of every development corpus gets a fold from a hash of its site (registrable domain), so no site
// is on both sides; the gate's pages and sites (data/gate-pages.tsv) are in no training set and no score.
// The training pool: per corpus, at most --per-site pages of a site, then N pages spread evenly (`all`: no cap).
// Fold k's model is trained on the pool's pages outside fold k (written to WORK/fold-k.json, reused when
// there), then every scored page of fold k is extracted by the real pipeline with that model and scored:
//   main scope:   WCXB dev word F1 (macro, per page type, with/without snippets); Dragnet, L3S-GN1 and the
//                 Readability.js tests mean 4-shingle F1 (`-f text`);
//   corpus scope: CleanEval dev word F and segmentation F (`-f cleaneval`).
// `--fold K` only trains fold K's model (run folds as parallel processes, then once without it to score).
// The second-pass parameters are those of the shipped models/auto.json (training.auto / autoCorpus).

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type EvalReport, evaluatePairs, type PagePair } from '../src/eval/evaluate.js';
import type { DocumentNode } from '../src/html/node.js';
import { setMainColumnModel } from '../src/ml/crf/main-column.js';
import { resolveOptions, type Scope } from '../src/options.js';
import { extractPage } from '../src/pipeline.js';
import { serializeModel } from '../src/training/build.js';
import { type CorpusName, convertOptionsFor } from '../src/training/convert.js';
import { trainFoldModels } from '../src/training/cv.js';
import {
  cvEntries,
  pageShingles,
  perPageRecords,
  readScoredPage,
  type ShingleScore,
  scoredEntries,
  writeScoringModels,
} from '../src/training/cv-scoring.js';
import {
  type DevEntry,
  foldModelPath,
  GOLD_FORMAT,
  loadDevPage,
  siteFold,
} from '../src/training/dev-pages.js';
import { describePool, parseCorpusCounts, type Recipe, selectPool } from '../src/training/recipe.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    scope: { type: 'string', default: 'main' },
    folds: { type: 'string', default: '3' },
    iterations: { type: 'string', default: '60' },
    c: { type: 'string', default: '1' },
    features: { type: 'string', default: 'combined' },
    /** Training pool: `corpus=N|all,…`; N pages spread evenly after the per-site cap. */
    train: { type: 'string', default: 'cleaneval-dev=all' },
    /** Training weight of a corpus's pages: `corpus=W,…` (default 1). */
    weights: { type: 'string', default: '' },
    'per-site': { type: 'string', default: '1000000' },
    /** At most this many pages of one WCXB page type in the pool (default: no cap). */
    'per-type': { type: 'string' },
    /** Scored pages: `corpus=N|all,…` (default: the scope's corpora, all pages). */
    score: { type: 'string' },
    work: { type: 'string' },
    fold: { type: 'string' },
    /** The model whose second-pass parameters (training.auto, training.autoCorpus) the fold models carry and
     * score with. */
    'params-from': { type: 'string', default: 'models/auto.json' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
    /** Write per-page scores to this JSON file. */
    pages: { type: 'string' },
    /** Score with these second-pass keys merged over --params-from's (`training.autoCorpus` for the corpus
     * scope, `training.auto` for main), a JSON object: settings tried on the same fold models, no retraining. */
    'second-pass': { type: 'string' },
    /** Write each scored page's output to this directory (CORPUS/NAME.txt), to read what was lost. */
    outputs: { type: 'string' },
    /** Fold models of a main-scope CV run with the same folds (`corpus-main` features): each page's main
     * column comes from the main model of its own fold, which never saw its site. */
    'main-folds': { type: 'string' },
    /** Also score L3S-GN1 with its headline spans (class 1, `x-nc-sel1`) left out of the gold, as not content:
     * the main scope's gold as the article benchmarks define it (no headline line). An extra line; the default
     * scoring is unchanged. */
    'l3s-no-headline': { type: 'boolean', default: false },
    /** Score only WCXB pages of these types (`product,service`), for fast iteration on a few types. */
    types: { type: 'string' },
  },
});
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const root = values.corpora!;
const scope = values.scope as Scope;
if (scope !== 'main' && scope !== 'corpus') throw new Error(`--scope must be main or corpus, not ${scope}`);
const folds = Number(values.folds);
const work = values.work ?? `/tmp/kitten-cv-${scope}`;
mkdirSync(work, { recursive: true });

const recipe: Recipe = {
  train: parseCorpusCounts(values.train!, '--train'),
  weights: parseCorpusCounts(values.weights!, '--weights'),
  perSite: Number(values['per-site']),
  ...(values['per-type'] ? { perType: Number(values['per-type']) } : {}),
  features: values.features!,
  c: Number(values.c),
  iterations: Number(values.iterations),
};
const scoreSpec = parseCorpusCounts(
  values.score ??
    (scope === 'main' ? 'wcxb-dev=all,dragnet=all,l3s-gn1=all,readability-tests=all' : 'cleaneval-dev=all'),
  '--score',
);
const { listed, entries } = cvEntries(root, readFileSync(values.gate!, 'utf8'));
log(
  `listed ${listed.length} pages, ${listed.length - entries.length} gate pages or gate-site pages left out (${seconds()})`,
);
const pool = selectPool(entries, recipe);
const onlyTypes = values.types ? new Set(values.types.split(',')) : null;
const scored = scoredEntries(entries, scoreSpec).filter(
  (e) => !onlyTypes || (e.corpus === 'wcxb-dev' && onlyTypes.has(e.type ?? '')),
);
const foldOf = (e: DevEntry) => siteFold(e.site, folds);
log(`training pool: ${describePool(pool, recipe)}; ${folds} folds by site`);

// Out-of-fold main columns: a training page's doc is mapped to its fold; a scored page's fold is set before
// its extraction (pages are extracted one at a time).
const docFold = new WeakMap<DocumentNode, number>();
let scoringFold = -1;
if (values['main-folds'])
  setMainColumnModel((doc) => {
    const k = docFold.get(doc) ?? scoringFold;
    if (k < 0) throw new Error('main column asked for a page of no fold');
    return foldModelPath(values['main-folds']!, k, folds);
  });

const params = JSON.parse(readFileSync(values['params-from']!, 'utf8')).training as Record<string, unknown>;
const modelPath = (k: number) => foldModelPath(work, k, folds);
const wanted = values.fold === undefined ? [...Array(folds).keys()] : [Number(values.fold)];
const missing = wanted.filter((k) => !existsSync(modelPath(k)));
if (missing.length > 0) {
  const pages = pool.flatMap((e) => {
    const p = loadDevPage(root, e, convertOptionsFor(scope));
    if (p) docFold.set(p.doc, foldOf(e));
    return p ? [{ ...p, weight: recipe.weights.get(e.corpus) ?? 1, fold: foldOf(e) }] : [];
  });
  log(`loaded ${pages.length} training pages (${seconds()})`);
  const learn = { featureSet: recipe.features, c: recipe.c, maxIterations: recipe.iterations, log: () => {} };
  trainFoldModels(pages, folds, learn, missing, (k, json, n) => {
    json.training.description = `cv fold ${k} of ${folds} (by site): ${n} training pages`;
    json.training = { ...json.training, auto: params.auto, autoCorpus: params.autoCorpus };
    writeFileSync(modelPath(k), serializeModel(json));
    log(`fold ${k}: trained on ${n} pages (${seconds()})`);
  });
}
if (values.fold !== undefined) process.exit(0);

// Score: each page extracted by the real pipeline with its fold's model.
const format = scope === 'corpus' ? 'cleaneval' : 'text';
// The fold models score with --params-from's second pass (the shipped one by default), whatever pass they
// were trained beside, and --second-pass on top; the scoring copies go to a folder of this run's own, so
// that runs sharing a --work folder never read each other's.
const scoringDir = mkdtempSync(join(tmpdir(), 'kitten-cv-'));
const tried = values['second-pass'] ? JSON.parse(values['second-pass']) : {};
const options = writeScoringModels(work, folds, scope, params, tried, scoringDir).map((model) =>
  resolveOptions({ clean: 'auto', scope, format, model }),
);
const pct = (x: number | undefined) => (100 * (x ?? 0)).toFixed(1);
const perPage: Record<string, unknown>[] = [];
for (const [c] of scoreSpec) {
  const pairs: PagePair[] = [];
  for (const e of scored.filter((x) => x.corpus === c)) {
    const { bytes, ...page } = readScoredPage(root, e);
    scoringFold = foldOf(e);
    const r = extractPage({ bytes }, options[foldOf(e)]);
    if (values.outputs && r.status === 'ok') {
      mkdirSync(join(values.outputs, c), { recursive: true });
      writeFileSync(join(values.outputs, c, `${e.name}.txt`), r.output);
    }
    pairs.push({ name: e.name, out: r.status === 'ok' ? r.output : null, ...page });
  }
  const measure = c === 'wcxb-dev' ? 'wcxb' : c === 'cleaneval-dev' ? 'cleaneval' : 'shingles';
  const r = evaluatePairs(pairs, { measure, goldFormat: GOLD_FORMAT[c] });
  report(c, r, pairs.length);
  if (c === 'l3s-gn1' && values['l3s-no-headline']) {
    const noHead = pairs.map((p) => ({ ...p, gold: withoutL3sHeadline(p.gold) }));
    const rh = evaluatePairs(noHead, { measure, goldFormat: GOLD_FORMAT[c] });
    log('  without headline spans in the gold:');
    report(c, rh, noHead.length);
  }
  if (r.mode === 'cleaneval')
    reportFolds(
      r,
      pairs.map((p) => foldOf(scored.find((e) => e.corpus === c && e.name === p.name)!)),
    );
  // WCXB pages also get the article benchmarks' 4-shingle F1 (the held-out article benchmark's measure).
  const shingle = c === 'wcxb-dev' ? pageShingles(pairs) : new Map<string, ShingleScore>();
  if (c === 'wcxb-dev') {
    const art = pairs.filter((p) => p.type === 'article').map((p) => shingle.get(p.name)!);
    const m = (k: 'p' | 'r' | 'f') => art.reduce((s, x) => s + x[k], 0) / Math.max(1, art.length);
    log(
      `  wcxb-dev article pages (${art.length}): mean shingle F1 ${pct(m('f'))} (P ${pct(m('p'))} R ${pct(m('r'))})`,
    );
  }
  perPage.push(...perPageRecords(c, r, shingle));
}
if (values.pages) writeFileSync(values.pages, JSON.stringify(perPage));
rmSync(scoringDir, { recursive: true, force: true });
log(`done in ${seconds()}`);

/** L3S-GN1 gold with its headline spans (`x-nc-sel1`) marked not content (`x-nc-sel0`). */
function withoutL3sHeadline(gold: string): string {
  return gold.replace(/(class=["']?[^"'>]*?)\bx-nc-sel1\b/gi, '$1x-nc-sel0');
}

/** CleanEval word F / seg F on each fold's pages: a setting is chosen on some folds and reported on the rest. */
function reportFolds(r: EvalReport, fold: readonly number[]): void {
  const parts = [...Array(folds).keys()].map((k) => {
    const files = r.files.filter((_, i) => fold[i] === k);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    return `fold ${k} (${files.length}) ${pct(mean(files.map((f) => f.word?.f ?? 0)))} / ${pct(mean(files.map((f) => f.seg?.f ?? 0)))}`;
  });
  log(`  word F / seg F by fold: ${parts.join(', ')}`);
}

function report(c: CorpusName, r: EvalReport, n: number): void {
  const head = `${scope} ${c} (${n} pages, ${folds}-fold by site)`;
  if (r.mode === 'wcxb') {
    const types = Object.entries(r.byType ?? {})
      .map(([t, s]) => `${t} ${pct(s.f)} (${s.pages})`)
      .join(', ');
    const m = r.macro.wcxb!;
    log(
      `${head}: word F1 ${pct(m.f)} (P ${pct(m.p)} R ${pct(m.r)}); with ${pct(m.withRate ?? 0)} without ${pct(m.withoutRate ?? 0)}; ${types}`,
    );
  } else if (r.mode === 'shingles') {
    const meanF = r.files.reduce((s, f) => s + f.article!.f, 0) / Math.max(1, r.files.length);
    log(
      `${head}: mean shingle F1 ${pct(meanF)} (P ${pct(r.macro.article?.p)} R ${pct(r.macro.article?.r)}, F of the means ${pct(r.macro.article?.f)})`,
    );
  } else {
    log(
      `${head}: word P ${pct(r.macro.word?.p)} R ${pct(r.macro.word?.r)} F ${pct(r.macro.word?.f)}, segmentation F ${pct(r.macro.seg?.f ?? 0)}`,
    );
  }
}
