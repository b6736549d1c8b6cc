// Rebuilds the bundled models from the development corpora (see models/README.md):
//   npx tsx scripts/build-models.ts --corpora ../shared/corpora [--dragnet 300] [--l3s 300]
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { learnCrf, serializeModel } from '../src/training/build.js';
import { loadCorpus } from '../src/training/corpora.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    config: { type: 'string', default: 'context' },
    out: { type: 'string', default: 'models/crf.json' },
    dragnet: { type: 'string', default: '300' },
    l3s: { type: 'string', default: '300' },
    c: { type: 'string', default: '1' },
  },
});
const root = values.corpora!;
const log = (s: string) => process.stderr.write(`${s}\n`);
const started = Date.now();
const cleaneval = loadCorpus(root, 'cleaneval-dev');
const dragnet = loadCorpus(root, 'dragnet', Number(values.dragnet));
const l3s = loadCorpus(root, 'l3s-gn1', Number(values.l3s));
log(`pages: cleaneval-dev ${cleaneval.length}, dragnet ${dragnet.length}, l3s-gn1 ${l3s.length}`);
const model = learnCrf([...cleaneval, ...dragnet, ...l3s], {
  config: values.config!,
  c: Number(values.c),
  description:
    `CleanEval dev (${cleaneval.length} pages), Dragnet (${dragnet.length}, evenly spread), ` +
    `L3S-GN1 (${l3s.length}, evenly spread); gold aligned to blocks by src/training/align.ts`,
  log,
});
writeFileSync(values.out!, serializeModel(model));
log(`wrote ${values.out} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
