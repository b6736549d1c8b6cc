// Extra per-page facts for the learned corrector's dump (session 38, helper `lrn2`): the second pass's page-level
// decisions (`SecondPassFacts`, the corrector's gate) and, on WCXB, each block's share of words still found in
// the gold's word multiset consumed in page order (a block takes its words from the multiset when at least half
// of them are there), which follows WCXB's bag-of-words scorer without counting a navigation word the gold
// holds once as gold in every menu. One JSON line per page, joined with scripts/corrector-dump.ts's by name.
//   npx tsx scripts/corrector-extras.ts --corpora /work/shared/corpora --work /tmp/cvF > /tmp/extras.jsonl

import { parseArgs } from 'node:util';
import { autoParamsOf, secondPass } from '../src/clean/auto.js';
import type { SecondPassFacts } from '../src/clean/second-pass/second-pass.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { CORRECTOR_PAGE_OPTIONS, correctorPages } from './corrector-pages.js';

const { values } = parseArgs({ options: CORRECTOR_PAGE_OPTIONS });

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

for (const { entry: e, dev, model, blocks, signals, post } of correctorPages(values)) {
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
