// Rebuilds the bundled block models from the development corpora (see models/README.md):
//   npx tsx scripts/build-models.ts --corpora ../shared/corpora --wcxb 250 --iterations 60 [--anno data/anno]
// models/crf.json  — Victor's features (feature set `cleaneval`), for --clean crf
// models/auto.json — Victor's features + context columns (feature set `combined`) and the second-pass
//                    parameters chosen by scripts/cv.ts, for --clean auto
// Labels come from the corpus module's gold converters (the same ones `scripts/build-anno.ts` writes to
// .anno files; --anno DIR writes them too). Pages are taken in sorted order, evenly spread; no randomness.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeAnno } from '../src/training/anno.js';
import { learnPrepared, preparePages, serializeModel } from '../src/training/build.js';
import { type GoldPage, loadCorpus } from '../src/training/corpora.js';
import { loadWcxbPages, siteFold, wcxbEntries } from './wcxb-pages.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    anno: { type: 'string' },
    dragnet: { type: 'string', default: '0' },
    l3s: { type: 'string', default: '0' },
    'weight-cleaneval': { type: 'string', default: '1' },
    /** The `main` scope's second pass (src/clean/auto.ts, src/clean/article/mode.ts), as JSON. */
    'second-pass': {
      type: 'string',
      default: JSON.stringify({
        keepBelow: 0.6,
        region: 0.1,
        mainShare: 0.9,
        mainRescueBelow: 0.8,
        article: 1,
        articleMinWords: 100,
        articleRescueBelow: 0.9,
        articleSameStyle: 3,
        articleHeadline: 0,
        articleTitle: 0,
        articleClean: 1,
        articleMinShare: 0.4,
        dropAltText: 10,
        dropHidden: 1,
        dropDuplicates: 3,
      }),
    },
    /** The `corpus` scope's second pass, as JSON (no article mode: CleanEval keeps all running text). */
    'corpus-pass': {
      type: 'string',
      default: JSON.stringify({ keepBelow: 0.6, region: 0.4, mainShare: 0.8, mainRescueBelow: 0.8 }),
    },
    only: { type: 'string' },
    /** WCXB dev pages to train on (evenly spread over its types.tsv order, gate sites left out). */
    wcxb: { type: 'string', default: '0' },
    /** `K/F`: leave out the WCXB sites of fold K of F (grouped by site), to evaluate on them. */
    'wcxb-holdout': { type: 'string' },
    /** Most L-BFGS iterations (fewer for quick cross-validation runs). */
    iterations: { type: 'string', default: '150' },
    /** Where to write the auto models (the `main` and the `corpus` scope's). */
    'auto-out': { type: 'string', default: 'models/auto.json' },
    'auto-corpus-out': { type: 'string', default: 'models/auto-corpus.json' },
  },
});
const root = values.corpora!;
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();
// The CI gate's pages are never trained on (data/gate-pages.tsv; WCXB's by site, in wcxb-pages.ts).
const gate = new Set(
  readFileSync('data/gate-pages.tsv', 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t').slice(0, 2).join('/')),
);
const notGate = (pages: GoldPage[]) => pages.filter((p) => !gate.has(`${p.corpus}/${p.name}`));
const cleaneval = notGate(loadCorpus(root, 'cleaneval-dev'));
const dragnet = notGate(loadCorpus(root, 'dragnet', Number(values.dragnet)));
const l3s = notGate(loadCorpus(root, 'l3s-gn1', Number(values.l3s)));
const wcxbCap = Number(values.wcxb);
let wcxbPool = wcxbCap > 0 ? wcxbEntries(root) : [];
if (values['wcxb-holdout']) {
  const [k, f] = values['wcxb-holdout'].split('/').map(Number);
  wcxbPool = wcxbPool.filter((e) => siteFold(e.site, f) !== k);
}
const wstep = wcxbPool.length > wcxbCap ? wcxbPool.length / wcxbCap : 1;
const wcxb = loadWcxbPages(
  root,
  wcxbPool.filter((_, i) => Math.floor(i / wstep) !== Math.floor((i - 1) / wstep)).slice(0, wcxbCap),
);
const weight = Number(values['weight-cleaneval']);
for (const p of cleaneval) (p as GoldPage & { weight?: number }).weight = weight;
const pages = [...cleaneval, ...dragnet, ...l3s, ...wcxb];
log(
  `pages: cleaneval-dev ${cleaneval.length} (weight ${weight}), dragnet ${dragnet.length}, l3s-gn1 ${l3s.length}, wcxb-dev ${wcxb.length}`,
);
if (values.anno) {
  for (const p of pages) {
    const dir = join(values.anno, p.corpus);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, `${p.name}.anno`),
      writeAnno(p.blocks.map((b, i) => ({ label: p.labels[i], text: b.text }))),
    );
  }
  log(`wrote ${pages.length} .anno files under ${values.anno}`);
}
const mixed =
  `CleanEval dev (${cleaneval.length} pages, weight ${weight}), Dragnet (${dragnet.length} pages, evenly spread), ` +
  `L3S-GN1 (${l3s.length} pages, evenly spread), WCXB dev (${wcxb.length} pages${values['wcxb-holdout'] ? `, sites of fold ${values['wcxb-holdout']} left out` : ''}); ` +
  'gate pages left out; labels by src/training/convert.ts';
// crf.json is Victor's set-up: his features, trained on the CleanEval development pages alone.
const victor = `CleanEval dev (${cleaneval.length} pages); labels by src/training/convert.ts`;
const mainPass = JSON.parse(values['second-pass']!);
const corpusPass = JSON.parse(values['corpus-pass']!);
// One model per scope: `main` (auto.json) learns from every corpus given, `corpus` (auto-corpus.json) from
// CleanEval alone, whose gold is the corpus definition of content (article gold disagrees with it).
for (const [file, featureSet, data, description] of [
  ['models/crf.json', 'cleaneval', cleaneval.map((p) => ({ ...p, weight: 1 })), victor],
  [values['auto-out']!, 'combined', pages, mixed],
  [values['auto-corpus-out']!, 'combined', cleaneval.map((p) => ({ ...p, weight: 1 })), victor],
] as const) {
  if (values.only && !file.includes(values.only)) continue;
  const t0 = Date.now();
  const model = learnPrepared(preparePages(data, featureSet), {
    featureSet,
    description,
    log,
    maxIterations: Number(values.iterations),
  });
  if (featureSet === 'combined') {
    model.training.auto = mainPass;
    model.training.autoCorpus = { ...corpusPass, article: 0 };
  }
  writeFileSync(file, serializeModel(model));
  log(`wrote ${file} (${featureSet}) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
