// Extra per-page facts for the learned corrector's dump (session 38, helper `lrn2`): the second pass's page-level
// decisions (`SecondPassFacts`, the corrector's gate) and, on WCXB, each block's share of words still found in
// the gold's word multiset consumed in page order (a block takes its words from the multiset when at least half
// of them are there), which follows WCXB's bag-of-words scorer without counting a navigation word the gold
// holds once as gold in every menu. One JSON line per page, joined with scripts/corrector-dump.ts's by name.
//   npx tsx scripts/corrector-extras.ts --corpora /work/shared/corpora --work /tmp/cvF > /tmp/extras.jsonl

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import type { SecondPassFacts } from '../src/clean/second-pass/second-pass.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { resolveOptions } from '../src/options.js';
import { convertOptionsFor } from '../src/training/convert.js';
import { cvEntries, scoredEntries, writeScoringModels } from '../src/training/cv-scoring.js';
import { loadDevPage, siteFold } from '../src/training/dev-pages.js';
import { parseCorpusCounts } from '../src/training/recipe.js';
import { secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    work: { type: 'string', default: '/tmp/cvF' },
    score: { type: 'string', default: 'wcxb-dev=all,dragnet=all,l3s-gn1=all,readability-tests=all' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
  },
});

/** Each block's share of words taken from the gold's multiset, consumed in page order (share ≥ 0.5 consumes). */
export function multisetShares(texts: readonly string[], gold: string): number[] {
  const left = new Map<string, number>();
  for (const w of wcxbTokens(gold)) left.set(w, (left.get(w) ?? 0) + 1);
  return texts.map((text) => {
    const t = wcxbTokens(text);
    if (t.length === 0) return 0;
    const need = new Map<string, number>();
    for (const w of t) need.set(w, (need.get(w) ?? 0) + 1);
    let found = 0;
    for (const [w, k] of need) found += Math.min(k, left.get(w) ?? 0);
    const share = found / t.length;
    if (share >= 0.5) for (const [w, k] of need) left.set(w, Math.max(0, (left.get(w) ?? 0) - k));
    return Math.round(share * 100) / 100;
  });
}

const root = values.corpora!;
const folds = 3;
const { entries } = cvEntries(root, readFileSync(values.gate!, 'utf8'));
const scored = scoredEntries(entries, parseCorpusCounts(values.score!, '--score'));
const params = JSON.parse(readFileSync('models/auto.json', 'utf8')).training as Record<string, unknown>;
const dir = mkdtempSync(join(tmpdir(), 'lrn2-models-'));
const paths = writeScoringModels(values.work!, folds, 'main', params, {}, dir);
const models = paths.map((p) => loadCrfModel(p, 'auto.json'));
for (const e of scored) {
  const fold = siteFold(e.site, folds);
  const dev = loadDevPage(root, e, convertOptionsFor('main'));
  if (!dev) continue;
  const model = models[fold];
  const opts = resolveOptions({ clean: 'auto', scope: 'main', format: 'text', model: paths[fold] });
  const front = secondPassPage(dev.bytes, opts);
  if (!front) continue;
  const { blocks, signals, loaded } = front;
  if (blocks.length !== dev.blocks.length || blocks.some((b, i) => b.text !== dev.blocks[i].text)) continue;
  const post = pagePosteriors(model, blocks, loaded.doc);
  const facts: SecondPassFacts = { article: false, entriesKept: false, listing: false, product: false };
  secondPass(blocks, post, model.labels, autoParamsOf(model, 'main'), signals, facts);
  const mshare =
    e.corpus === 'wcxb-dev'
      ? multisetShares(
          blocks.map((b) => b.text),
          dev.goldRaw,
        )
      : null;
  process.stdout.write(
    `${JSON.stringify({ corpus: e.corpus, name: e.name, ...facts, schema: signals.schemaTypes, mshare })}\n`,
  );
}
rmSync(dir, { recursive: true, force: true });
