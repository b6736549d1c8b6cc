// The pages the learned corrector's dumps read (scripts/corrector-dump.ts, corrector-extras.ts): every scored
// main-scope development page, its blocks as the gold alignment built them, run through its own site fold's CRF
// (which never saw the page's site); the second pass is the caller's, with what it needs to ask.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Block } from '../src/blocks/block.js';
import { pagePosteriors } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import type { CrfModel } from '../src/ml/crf/model.js';
import { resolveOptions } from '../src/options.js';
import { convertOptionsFor } from '../src/training/convert.js';
import { cvEntries, scoredEntries, writeScoringModels } from '../src/training/cv-scoring.js';
import { type DevEntry, type DevPage, loadDevPage, siteFold } from '../src/training/dev-pages.js';
import { parseCorpusCounts } from '../src/training/recipe.js';
import { secondPassPage } from './second-pass-page.js';

export interface CorrectorPage {
  entry: DevEntry;
  fold: number;
  dev: DevPage;
  model: CrfModel;
  blocks: readonly Block[];
  signals: PageSignals;
  post: Float64Array;
}

export const CORRECTOR_PAGE_OPTIONS = {
  corpora: { type: 'string', default: '../shared/corpora' },
  work: { type: 'string', default: '/tmp/cvF' },
  score: { type: 'string', default: 'wcxb-dev=all,dragnet=all,l3s-gn1=all,readability-tests=all' },
  gate: { type: 'string', default: 'data/gate-pages.tsv' },
} as const;

/**
 * Each scored page whose blocks are the gold alignment's (the others are counted in `skipped.mismatched`), with its
 * fold's CRF posteriors. The scoring copies of the fold models are removed when the walk ends.
 */
export function* correctorPages(
  values: { corpora?: string; work?: string; score?: string; gate?: string },
  skipped = { mismatched: 0 },
): Generator<CorrectorPage> {
  const root = values.corpora!;
  const folds = 3;
  const { entries } = cvEntries(root, readFileSync(values.gate!, 'utf8'));
  const scored = scoredEntries(entries, parseCorpusCounts(values.score!, '--score'));
  const params = JSON.parse(readFileSync('models/auto.json', 'utf8')).training as Record<string, unknown>;
  const dir = mkdtempSync(join(tmpdir(), 'corrector-models-'));
  try {
    const paths = writeScoringModels(values.work!, folds, 'main', params, {}, dir);
    const models = paths.map((p) => loadCrfModel(p, 'auto.json'));
    const options = paths.map((model) =>
      resolveOptions({ clean: 'auto', scope: 'main', format: 'text', model }),
    );
    for (const entry of scored) {
      const fold = siteFold(entry.site, folds);
      const dev = loadDevPage(root, entry, convertOptionsFor('main'));
      if (!dev) continue;
      const front = secondPassPage(dev.bytes, options[fold]);
      if (!front) continue;
      const { blocks, signals, loaded } = front;
      if (blocks.length !== dev.blocks.length || blocks.some((b, i) => b.text !== dev.blocks[i].text)) {
        skipped.mismatched++;
        continue;
      }
      const model = models[fold];
      yield { entry, fold, dev, model, blocks, signals, post: pagePosteriors(model, blocks, loaded.doc) };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
