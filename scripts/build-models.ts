// Rebuilds the bundled block models from the development corpora (see models/README.md):
//   npx tsx scripts/build-models.ts --corpora ../shared/corpora [--anno data/anno]
// models/crf.json  — Victor's features (feature set `cleaneval`), for --clean crf
// models/auto.json — Victor's features + context columns (feature set `combined`) and the second-pass
//                    parameters chosen by scripts/cv.ts, for --clean auto
// Labels come from the corpus module's gold converters (the same ones `scripts/build-anno.ts` writes to
// .anno files; --anno DIR writes them too). Pages are taken in sorted order, evenly spread; no randomness.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeAnno } from '../src/training/anno.js';
import { learnPrepared, preparePages, serializeModel } from '../src/training/build.js';
import { type GoldPage, loadCorpus } from '../src/training/corpora.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    anno: { type: 'string' },
    dragnet: { type: 'string', default: '0' },
    l3s: { type: 'string', default: '0' },
    'weight-cleaneval': { type: 'string', default: '1' },
    'keep-below': { type: 'string', default: '0.6' },
    region: { type: 'string', default: '0.1' },
    'main-share': { type: 'string', default: '0.9' },
    'main-drop-above': { type: 'string', default: '0' },
    'main-rescue-below': { type: 'string', default: '0.8' },
    /** Article mode and the rest of the second pass (see src/clean/article/mode.ts), as JSON. */
    'second-pass': {
      type: 'string',
      default:
        '{"article":1,"articleMinWords":100,"articleRescueBelow":0.9,"articleSameStyle":3,"articleHeadline":1,"articleClean":1,"dropAltText":10}',
    },
    only: { type: 'string' },
  },
});
const root = values.corpora!;
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();
const cleaneval = loadCorpus(root, 'cleaneval-dev');
const dragnet = loadCorpus(root, 'dragnet', Number(values.dragnet));
const l3s = loadCorpus(root, 'l3s-gn1', Number(values.l3s));
const weight = Number(values['weight-cleaneval']);
for (const p of cleaneval) (p as GoldPage & { weight?: number }).weight = weight;
const pages = [...cleaneval, ...dragnet, ...l3s];
log(
  `pages: cleaneval-dev ${cleaneval.length} (weight ${weight}), dragnet ${dragnet.length}, l3s-gn1 ${l3s.length}`,
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
  `L3S-GN1 (${l3s.length} pages, evenly spread); labels by src/training/convert.ts`;
// crf.json is Victor's set-up: his features, trained on the CleanEval development pages alone.
const victor = `CleanEval dev (${cleaneval.length} pages); labels by src/training/convert.ts`;
for (const [file, featureSet, data, description] of [
  ['models/crf.json', 'cleaneval', cleaneval.map((p) => ({ ...p, weight: 1 })), victor],
  ['models/auto.json', 'combined', pages, mixed],
] as const) {
  if (values.only && !file.includes(values.only)) continue;
  const t0 = Date.now();
  const model = learnPrepared(preparePages(data, featureSet), { featureSet, description, log });
  if (featureSet === 'combined')
    model.training.auto = {
      keepBelow: Number(values['keep-below']),
      region: Number(values.region),
      mainShare: Number(values['main-share']),
      mainDropAbove: Number(values['main-drop-above']),
      mainRescueBelow: Number(values['main-rescue-below']),
      ...JSON.parse(values['second-pass']!),
    };
  writeFileSync(file, serializeModel(model));
  log(`wrote ${file} (${featureSet}) in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
