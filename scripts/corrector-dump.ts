// Dumps, for the learned keep/drop corrector experiment (not adopted, models/README.md), every scored main-scope
// development page block by block: its site fold, the second pass's decision with the page's own fold CRF
// (which never saw the page's site), the corrector's features and the gold label (the block aligned with gold
// content, src/training/align.ts; on WCXB also the block's share of words in the gold's bag). One JSON line per page.
//   npx tsx scripts/corrector-dump.ts --corpora /work/shared/corpora --work /tmp/cvF > /tmp/dump.jsonl

import { parseArgs } from 'node:util';
import { autoParamsOf, secondPass } from '../src/clean/auto.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { correctorFeatures } from './corrector-features.js';
import { CORRECTOR_PAGE_OPTIONS, correctorPages } from './corrector-pages.js';

const { values } = parseArgs({ options: CORRECTOR_PAGE_OPTIONS });
const skipped = { mismatched: 0 };
let pages = 0;
for (const { entry: e, fold, dev, model, blocks, signals, post } of correctorPages(values, skipped)) {
  pages++;
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
process.stderr.write(
  `${pages} pages dumped, ${skipped.mismatched} with blocks unlike the gold alignment's left out\n`,
);
