// Dumps, for the learned keep/drop corrector experiment (src/clean/corrector.ts), every scored main-scope
// development page block by block: its site fold, the second pass's decision with the page's own fold CRF
// (which never saw the page's site), the corrector's features and the gold label (the block aligned with gold
// content, src/training/align.ts; on WCXB also the block's share of words in the gold's bag). One JSON line per page.
//   npx tsx scripts/corrector-dump.ts --corpora /work/shared/corpora --work /tmp/cvF > /tmp/dump.jsonl

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { resolveOptions } from '../src/options.js';
import { convertOptionsFor } from '../src/training/convert.js';
import { cvEntries, scoredEntries, writeScoringModels } from '../src/training/cv-scoring.js';
import { loadDevPage, siteFold } from '../src/training/dev-pages.js';
import { parseCorpusCounts } from '../src/training/recipe.js';
import { correctorFeatures } from './corrector-features.js';
import { secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    work: { type: 'string', default: '/tmp/cvF' },
    score: { type: 'string', default: 'wcxb-dev=all,dragnet=all,l3s-gn1=all,readability-tests=all' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
  },
});
const root = values.corpora!;
const folds = 3;
const { entries } = cvEntries(root, readFileSync(values.gate!, 'utf8'));
const scored = scoredEntries(entries, parseCorpusCounts(values.score!, '--score'));
const params = JSON.parse(readFileSync('models/auto.json', 'utf8')).training as Record<string, unknown>;
const dir = mkdtempSync(join(tmpdir(), 'lrn1-models-'));
const paths = writeScoringModels(values.work!, folds, 'main', params, {}, dir);
const models = paths.map((p) => loadCrfModel(p, 'auto.json'));
let mismatched = 0;
for (const e of scored) {
  const fold = siteFold(e.site, folds);
  const dev = loadDevPage(root, e, convertOptionsFor('main'));
  if (!dev) continue;
  const model = models[fold];
  const opts = resolveOptions({ clean: 'auto', scope: 'main', format: 'text', model: paths[fold] });
  const front = secondPassPage(dev.bytes, opts);
  if (!front) continue;
  const { blocks, signals, loaded } = front;
  if (blocks.length !== dev.blocks.length || blocks.some((b, i) => b.text !== dev.blocks[i].text)) {
    mismatched++;
    continue;
  }
  const post = pagePosteriors(model, blocks, loaded.doc);
  const labels = secondPass(blocks, post, model.labels, autoParamsOf(model, 'main'), signals);
  const { kept, rows } = correctorFeatures(blocks, labels, post, model.labels, signals);
  // WCXB: also the share of the block's words found in the gold's words (its scorer's bag of words), as
  // explain-page.ts reads it; the alignment misses gold whose order is not the page's (cards, grids).
  const goldWords = e.corpus === 'wcxb-dev' ? new Set(wcxbTokens(dev.goldRaw)) : null;
  const share = blocks.map((b) => {
    if (!goldWords) return -1;
    const t = wcxbTokens(b.text);
    return t.length === 0 ? 0 : Math.round((100 * t.filter((w) => goldWords.has(w)).length) / t.length) / 100;
  });
  process.stdout.write(
    `${JSON.stringify({
      corpus: e.corpus,
      name: e.name,
      site: e.site,
      fold,
      type: dev.type,
      words: blocks.map((b) => b.words),
      kept: kept.map(Number),
      gold: dev.labels.map((l) => (l === 'o' ? 0 : 1)),
      share,
      rows: rows.map((r) => r.map((v) => Math.round(v * 1e4) / 1e4)),
    })}\n`,
  );
}
process.stderr.write(`${scored.length} pages, ${mismatched} with blocks unlike the gold alignment's\n`);
rmSync(dir, { recursive: true, force: true });
