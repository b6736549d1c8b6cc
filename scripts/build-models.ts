// Rebuilds the bundled block models from the development corpora (see models/README.md for the recipes and
// their grouped cross-validation by scripts/cv.ts, which takes the same recipe flags):
//   npx tsx scripts/build-models.ts --corpora ../shared/corpora --only main \
//     --train cleaneval-dev=all,wcxb-dev=300 --per-site 2 --iterations 60
// models/crf.json         — Victor's features (feature set `cleaneval`) on CleanEval dev, for --clean crf
// models/auto.json        — the `main` scope's model (feature set `combined`), trained on the --train recipe
// models/auto-corpus.json — the `corpus` scope's model (feature set `corpus-main`), trained on the --corpus-train recipe
//                           (with --main-folds: the main CV's fold models give its training pages their main column)
// The gate's pages and every page of a gate site (data/gate-pages.tsv) are left out of all three. Labels come
// from the corpus module's gold converters (src/training/convert.ts). Pages in sorted order, evenly spread
// subsets, no randomness. The second-pass parameter blocks (training.auto, training.autoCorpus) are copied
// from --params-from (default: the current models/auto.json), so retraining changes the CRF weights only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DocumentNode } from '../src/html/node.js';
import { setMainColumnModel } from '../src/ml/crf/main-column.js';
import { writeAnno } from '../src/training/anno.js';
import { learnPrepared, preparePages, serializeModel } from '../src/training/build.js';
import { convertOptionsFor, DEV_CORPORA } from '../src/training/convert.js';
import {
  devEntries,
  foldModelPath,
  loadDevPage,
  readGate,
  siteFold,
  withoutGate,
} from '../src/training/dev-pages.js';
import {
  describePool,
  formatCorpusCounts,
  parseCorpusCounts,
  type Recipe,
  selectPool,
} from '../src/training/recipe.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    anno: { type: 'string' },
    /** Which models: `main` (auto.json), `corpus` (auto-corpus.json), `crf` (crf.json), comma-separated. */
    only: { type: 'string', default: 'main,corpus,crf' },
    /** The `main` scope's recipe (auto.json). */
    train: { type: 'string', default: 'cleaneval-dev=all,wcxb-dev=300' },
    weights: { type: 'string', default: '' },
    'per-site': { type: 'string', default: '2' },
    /** At most this many pages of one WCXB page type in the main pool (default: no cap). */
    'per-type': { type: 'string' },
    iterations: { type: 'string', default: '60' },
    c: { type: 'string', default: '1' },
    /** The `corpus` scope's recipe (auto-corpus.json); crf.json is always Victor's set-up on CleanEval dev. */
    'corpus-train': { type: 'string', default: 'cleaneval-dev=all' },
    'corpus-weights': { type: 'string', default: '' },
    'corpus-per-site': { type: 'string', default: '1000000' },
    'corpus-iterations': { type: 'string', default: '150' },
    /** The corpus model's L2 constant (CRF++'s C: smaller regularises more), chosen by `scripts/cv.ts --scope corpus --c`. */
    'corpus-c': { type: 'string', default: '0.1' },
    /** The corpus model's feature set: `combined` plus the segment-kind column (src/ml/crf/kind-columns.ts) and
     * the main model's p(o) (src/ml/crf/main-column.ts), which needs --main-folds. */
    'corpus-features': { type: 'string', default: 'corpus-main' },
    /** With `--corpus-features corpus-main`: the fold models of a main-scope `scripts/cv.ts` run (same gate,
     * 3 folds by site); each training page's main column comes from the main model of its own fold, which
     * never saw its site, as the bundled auto.json never saw the pages the corpus model labels at run time. */
    'main-folds': { type: 'string' },
    'params-from': { type: 'string', default: 'models/auto.json' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
    /** Where to write the auto models (the `main` and the `corpus` scope's). */
    'auto-out': { type: 'string', default: 'models/auto.json' },
    'auto-corpus-out': { type: 'string', default: 'models/auto-corpus.json' },
  },
});
const root = values.corpora!;
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();
const params = existsSync(values['params-from']!)
  ? (JSON.parse(readFileSync(values['params-from']!, 'utf8')).training as Record<string, unknown>)
  : {};
const gate = readGate(readFileSync(values.gate!, 'utf8'));
const entries = withoutGate(
  DEV_CORPORA.flatMap((c) => devEntries(root, c)),
  gate,
);

const recipes: { role: string; file: string; recipe: Recipe; withPasses: boolean }[] = [
  {
    role: 'main',
    file: values['auto-out']!,
    recipe: {
      train: parseCorpusCounts(values.train!, '--train'),
      weights: parseCorpusCounts(values.weights!, '--weights'),
      perSite: Number(values['per-site']),
      ...(values['per-type'] ? { perType: Number(values['per-type']) } : {}),
      features: 'combined',
      c: Number(values.c),
      iterations: Number(values.iterations),
    },
    withPasses: true,
  },
  {
    role: 'corpus',
    file: values['auto-corpus-out']!,
    recipe: {
      train: parseCorpusCounts(values['corpus-train']!, '--corpus-train'),
      weights: parseCorpusCounts(values['corpus-weights']!, '--corpus-weights'),
      perSite: Number(values['corpus-per-site']),
      features: values['corpus-features']!,
      c: Number(values['corpus-c']),
      iterations: Number(values['corpus-iterations']),
    },
    withPasses: true,
  },
  {
    // Victor's set-up: his features, trained on the CleanEval development pages alone.
    role: 'crf',
    file: 'models/crf.json',
    recipe: {
      train: parseCorpusCounts('cleaneval-dev=all'),
      weights: new Map(),
      perSite: 1000000,
      features: 'cleaneval',
      c: 1,
      iterations: 150,
    },
    withPasses: false,
  },
];

// Out-of-fold main columns for the corpus model's training pages (see --main-folds).
const MAIN_FOLDS = 3;
const docFold = new WeakMap<DocumentNode, number>();
const mainFolds = values['main-folds'];
if (mainFolds)
  setMainColumnModel((doc) => {
    const k = docFold.get(doc);
    if (k === undefined) throw new Error('main column asked for a page of no fold');
    return foldModelPath(mainFolds, k, MAIN_FOLDS);
  });
else if (values['corpus-features'] === 'corpus-main' && values.only!.includes('corpus'))
  throw new Error(
    "--corpus-features corpus-main needs --main-folds DIR: the 3 fold models of the main recipe's grouped CV " +
      '(scripts/cv.ts --scope main … --work DIR --fold K, see models/README.md), or --corpus-features corpus',
  );

const only = values.only!.split(',');
for (const o of only)
  if (!recipes.some((r) => r.role === o)) throw new Error(`--only: ${o} is not one of main, corpus, crf`);
for (const { role, file, recipe, withPasses } of recipes) {
  if (!only.includes(role)) continue;
  const t0 = Date.now();
  const pool = selectPool(entries, recipe);
  const pages = pool.flatMap((e) => {
    // The corpus model learns CleanEval's definition of content: user comments marked in any gold are content.
    const p = loadDevPage(root, e, convertOptionsFor(role === 'corpus' ? 'corpus' : 'main'));
    if (p) docFold.set(p.doc, siteFold(e.site, MAIN_FOLDS));
    return p ? [{ ...p, weight: recipe.weights.get(e.corpus) ?? 1 }] : [];
  });
  log(`${file}: ${describePool(pool, recipe)}; ${pages.length} pages loaded`);
  if (values.anno)
    for (const p of pages) {
      const dir = join(values.anno, p.corpus);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, `${p.name}.anno`),
        writeAnno(p.blocks.map((b, i) => ({ label: p.labels[i], text: b.text }))),
      );
    }
  const model = learnPrepared(preparePages(pages, recipe.features), {
    featureSet: recipe.features,
    c: recipe.c,
    maxIterations: recipe.iterations,
    description: `${describePool(pool, recipe)}; labels by src/training/convert.ts`,
    log,
  });
  model.training.recipe = {
    train: formatCorpusCounts(recipe.train),
    weights: formatCorpusCounts(recipe.weights),
    perSite: recipe.perSite,
    ...(recipe.perType !== undefined ? { perType: recipe.perType } : {}),
    pages: pages.length,
  };
  if (withPasses) {
    model.training.auto = params.auto;
    model.training.autoCorpus = params.autoCorpus;
  }
  writeFileSync(file, serializeModel(model));
  log(
    `wrote ${file} (${recipe.features}, ${pages.length} pages) in ${((Date.now() - t0) / 1000).toFixed(0)} s`,
  );
}
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
