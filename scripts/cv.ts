// Cross-validated quality of the block cleaners (see models/README.md):
//   npx tsx scripts/cv.ts --corpora ../shared/corpora [--folds 5] [--cleaner crf|auto] [--train-dragnet 150]
//     [--train-l3s 150] [--eval-dragnet 300] [--eval-l3s 300]
// CleanEval dev: macro word P/R/F and segmentation F; Dragnet, L3S-GN1: mean 4-shingle F1.
// Each page is labelled by a model trained on folds that do not contain it.
import { parseArgs } from 'node:util';
import type { Label } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { labelAutoWithModel } from '../src/clean/auto.js';
import { labelWithModel } from '../src/clean/crf.js';
import { renderCleaneval } from '../src/render/cleaneval.js';
import { corpusPages, type GoldPage, loadCorpus, loadGoldPage } from '../src/training/corpora.js';
import { crossValidate } from '../src/training/cv.js';
import { shinglePrf, wordPrf } from '../src/training/score.js';
import { cleanevalScore } from './cv-scorer.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    folds: { type: 'string', default: '5' },
    cleaner: { type: 'string', default: 'crf' },
    config: { type: 'string', default: 'context' },
    c: { type: 'string', default: '1' },
    'train-dragnet': { type: 'string', default: '150' },
    'train-l3s': { type: 'string', default: '150' },
    'eval-dragnet': { type: 'string', default: '300' },
    'eval-l3s': { type: 'string', default: '300' },
    baseline: { type: 'boolean', default: false },
    'weight-cleaneval': { type: 'string', default: '1' },
  },
});
const root = values.corpora!;
const folds = Number(values.folds);
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();

/** Training subset and disjoint evaluation subset of an article corpus (both evenly spread). */
function split(corpus: 'dragnet' | 'l3s-gn1', nTrain: number, nEval: number): { train: GoldPage[]; held: GoldPage[] } {
  const files = corpusPages(root, corpus);
  const trainSet = new Set<string>();
  const step = nTrain > 0 ? files.length / nTrain : Number.POSITIVE_INFINITY;
  for (let k = 0; k < nTrain && k * step < files.length; k++) trainSet.add(files[Math.floor(k * step)]);
  const rest = files.filter((f) => !trainSet.has(f));
  const estep = rest.length > nEval ? rest.length / nEval : 1;
  const evalFiles: string[] = [];
  for (let k = 0; k < nEval && k * estep < rest.length; k++) evalFiles.push(rest[Math.floor(k * estep)]);
  const load = (fs: string[]) => fs.map((f) => loadGoldPage(root, corpus, f)).filter((p): p is GoldPage => !!p);
  return { train: load([...trainSet]), held: load(evalFiles) };
}

const cleaneval = loadCorpus(root, 'cleaneval-dev');
const dragnet = split('dragnet', Number(values['train-dragnet']), Number(values['eval-dragnet']));
const l3s = split('l3s-gn1', Number(values['train-l3s']), Number(values['eval-l3s']));
for (const p of cleaneval) (p as { weight?: number }).weight = Number(values['weight-cleaneval']);
const training = [...cleaneval, ...dragnet.train, ...l3s.train];
const heldOut = [...dragnet.held, ...l3s.held];
log(`loaded ${training.length} training pages, ${heldOut.length} held-out pages in ${((Date.now() - started) / 1000).toFixed(0)} s`);

const labeller = values.cleaner === 'auto' ? labelAutoWithModel : labelWithModel;
const predicted: Map<GoldPage, Label[]> = values.baseline
  ? new Map([...training, ...heldOut].map((p) => [p, p.blocks.map((): Label => 'p')]))
  : crossValidate(training, heldOut, folds, { config: values.config!, c: Number(values.c), log: () => {} }, (m, p) =>
      labeller(m, p.blocks, p.doc),
    );

const mean = (xs: number[]) => (xs.length ? (100 * xs.reduce((a, b) => a + b, 0)) / xs.length : 0);
const name = values.baseline ? 'whole page' : values.cleaner;
const ce = cleaneval.map((p) => {
  const labels = predicted.get(p)!;
  const segs = buildSegments(p.blocks, labels);
  return cleanevalScore(renderCleaneval(segs, null), p.goldText, () =>
    wordPrf(segs.map((s) => s.text).join('\n'), p.goldText.replace(/<[phl]>/g, ' ')),
  );
});
log(`${name}: CleanEval dev (${cleaneval.length} pages, ${folds}-fold) macro word P ${mean(ce.map((s) => s.p)).toFixed(1)} R ${mean(ce.map((s) => s.r)).toFixed(1)} F ${mean(ce.map((s) => s.f)).toFixed(1)}, segmentation F ${mean(ce.map((s) => s.seg)).toFixed(1)} [${ce[0]?.scorer}]`);
for (const [corpus, set] of [
  ['dragnet', dragnet],
  ['l3s-gn1', l3s],
] as const) {
  for (const [part, pages] of [
    ['cv', set.train],
    ['held-out', set.held],
  ] as const) {
    const f = pages.map((p) => {
      const text = buildSegments(p.blocks, predicted.get(p)!)
        .map((s) => s.text)
        .join('\n');
      return shinglePrf(text, p.goldText).f;
    });
    log(`${name}: ${corpus} ${part} (${pages.length} pages) mean shingle F1 ${mean(f).toFixed(1)}`);
  }
}
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
