// Cross-validated quality of the block cleaners (see models/README.md):
//   npx tsx scripts/cv.ts --corpora ../shared/corpora [--folds 5] [--cleaner crf|auto] [--features NAME|FILE] [--train-dragnet 150]
//     [--train-l3s 150] [--eval-dragnet 300] [--eval-l3s 300]
// CleanEval dev: macro word P/R/F and segmentation F; Dragnet, L3S-GN1: mean 4-shingle F1.
// Each page is labelled by a model trained on folds that do not contain it.
import { parseArgs } from 'node:util';
import type { Label } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { type AutoParams, DEFAULT_AUTO_PARAMS, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { labelWithModel } from '../src/clean/crf.js';
import { evaluatePairs } from '../src/eval/evaluate.js';
import { renderCleaneval } from '../src/render/cleaneval.js';
import { corpusPages, type GoldPage, loadCorpus, loadGoldPage } from '../src/training/corpora.js';
import { crossValidate } from '../src/training/cv.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    folds: { type: 'string', default: '5' },
    cleaner: { type: 'string', default: 'crf' },
    features: { type: 'string', default: 'context' },
    /** The old spelling of --features. */
    config: { type: 'string' },
    c: { type: 'string', default: '1' },
    'train-dragnet': { type: 'string', default: '150' },
    'train-l3s': { type: 'string', default: '150' },
    'eval-dragnet': { type: 'string', default: '300' },
    'eval-l3s': { type: 'string', default: '300' },
    baseline: { type: 'boolean', default: false },
    'weight-cleaneval': { type: 'string', default: '1' },
    grid: { type: 'boolean', default: false },
    'keep-below': { type: 'string', default: '0.5' },
    region: { type: 'string', default: '0' },
    'main-share': { type: 'string', default: '0' },
    'main-drop-above': { type: 'string', default: '0' },
    'main-rescue-below': { type: 'string', default: '0' },
    'second-pass': { type: 'string', default: '{}' },
  },
});
const root = values.corpora!;
/** A numeric option given as one value or a comma-separated list (the second pass is run for each). */
const listOf = (
  name: 'keep-below' | 'region' | 'main-share' | 'main-drop-above' | 'main-rescue-below',
): number[] => values[name]!.split(',').map(Number);
const folds = Number(values.folds);
/** Further second-pass parameters (article mode…) as JSON, the same for every grid point. */
const extra: Partial<AutoParams> = JSON.parse(values['second-pass']!);
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();

/** Training subset and disjoint evaluation subset of an article corpus (both evenly spread). */
function split(
  corpus: 'dragnet' | 'l3s-gn1',
  nTrain: number,
  nEval: number,
): { train: GoldPage[]; held: GoldPage[] } {
  const files = corpusPages(root, corpus);
  const trainSet = new Set<string>();
  const step = nTrain > 0 ? files.length / nTrain : Number.POSITIVE_INFINITY;
  for (let k = 0; k < nTrain && k * step < files.length; k++) trainSet.add(files[Math.floor(k * step)]);
  const rest = files.filter((f) => !trainSet.has(f));
  const estep = rest.length > nEval ? rest.length / nEval : 1;
  const evalFiles: string[] = [];
  for (let k = 0; k < nEval && k * estep < rest.length; k++) evalFiles.push(rest[Math.floor(k * estep)]);
  const load = (fs: string[]) =>
    fs.map((f) => loadGoldPage(root, corpus, f)).filter((p): p is GoldPage => !!p);
  return { train: load([...trainSet]), held: load(evalFiles) };
}

const cleaneval = loadCorpus(root, 'cleaneval-dev');
const dragnet = split('dragnet', Number(values['train-dragnet']), Number(values['eval-dragnet']));
const l3s = split('l3s-gn1', Number(values['train-l3s']), Number(values['eval-l3s']));
for (const p of cleaneval) (p as { weight?: number }).weight = Number(values['weight-cleaneval']);
const training = [...cleaneval, ...dragnet.train, ...l3s.train];
const heldOut = [...dragnet.held, ...l3s.held];
log(
  `loaded ${training.length} training pages, ${heldOut.length} held-out pages in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);

// Each page's posteriors (auto) or Viterbi labels (crf) from the model of its fold.
const featureSet = values.config ?? values.features!;
const learn = { featureSet, c: Number(values.c), log: () => {} };
const all = [...training, ...heldOut];
let predicted = new Map<GoldPage, Label[]>();
let posteriors = new Map<GoldPage, { post: Float64Array; labels: string[] }>();
if (values.baseline) predicted = new Map(all.map((p) => [p, p.blocks.map((): Label => 'p')]));
else if (values.cleaner === 'auto')
  posteriors = crossValidate(training, heldOut, folds, learn, (m, p) => ({
    post: pagePosteriors(m, p.blocks, p.doc),
    labels: m.labels,
  }));
else predicted = crossValidate(training, heldOut, folds, learn, (m, p) => labelWithModel(m, p.blocks, p.doc));
const grid: AutoParams[] =
  values.cleaner === 'auto'
    ? values.grid
      ? [0.4, 0.5, 0.6, 0.7, 0.8].flatMap((keepBelow) =>
          [0, 0.2, 0.4].map((region) => ({ keepBelow, region })),
        )
      : listOf('keep-below').flatMap((keepBelow) =>
          listOf('region').flatMap((region) =>
            listOf('main-share').flatMap((mainShare) =>
              listOf('main-drop-above').flatMap((mainDropAbove) =>
                listOf('main-rescue-below').map((mainRescueBelow) => ({
                  keepBelow,
                  region,
                  mainShare,
                  mainDropAbove,
                  mainRescueBelow,
                  ...extra,
                })),
              ),
            ),
          ),
        )
    : [DEFAULT_AUTO_PARAMS];
for (const params of grid) {
  if (values.cleaner === 'auto') {
    for (const p of all) {
      const r = posteriors.get(p)!;
      predicted.set(p, secondPass(p.blocks, r.post, r.labels, params));
    }
    log(
      `auto second pass: keepBelow ${params.keepBelow} region ${params.region} mainShare ${params.mainShare ?? 0} mainDropAbove ${params.mainDropAbove ?? 0} mainRescueBelow ${params.mainRescueBelow ?? 0} ${JSON.stringify(extra)}`,
    );
  }
  report();
}

function report(): void {
  const name = values.baseline ? 'whole page' : values.cleaner;
  const pct = (x: number | undefined) => (100 * (x ?? 0)).toFixed(1);
  const outputOf = (p: GoldPage) => renderCleaneval(buildSegments(p.blocks, predicted.get(p)!), null);
  const ce = evaluatePairs(cleaneval.map((p) => ({ name: p.name, out: outputOf(p), gold: p.goldRaw })));
  log(
    `${name} [${featureSet}]: CleanEval dev (${cleaneval.length} pages, ${folds}-fold) macro word P ${pct(ce.macro.word?.p)} ` +
      `R ${pct(ce.macro.word?.r)} F ${pct(ce.macro.word?.f)}, segmentation F ${pct(ce.macro.seg?.f)}`,
  );
  for (const [corpus, set, goldFormat] of [
    ['dragnet', dragnet, 'dragnet'],
    ['l3s-gn1', l3s, 'l3s'],
  ] as const) {
    for (const [part, pages] of [
      ['cv', set.train],
      ['held-out', set.held],
    ] as const) {
      if (pages.length === 0) continue;
      const r = evaluatePairs(
        pages.map((p) => ({ name: p.name, out: outputOf(p), gold: p.goldRaw })),
        { shingles: true, goldFormat },
      );
      const meanF = r.files.reduce((s, f) => s + f.article!.f, 0) / r.files.length;
      const mp = r.macro.article?.p ?? 0;
      const mr = r.macro.article?.r ?? 0;
      log(
        `${name} [${featureSet}]: ${corpus} ${part} (${pages.length} pages) mean shingle F1 ${pct(meanF)} (P ${pct(mp)} R ${pct(mr)}, F of the means ${pct(mp + mr > 0 ? (2 * mp * mr) / (mp + mr) : 0)})`,
      );
    }
  }
}
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
