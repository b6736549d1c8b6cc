// Scores the per-fold correctors of scripts/corrector-train.ts --out with cv.ts's own scorers: every scored
// main-scope page is extracted with its fold CRF and the shipped second pass, its labels corrected by its
// fold's corrector, rendered as `-f text`, and scored; writes cv.ts's per-page JSON (for cmp.js, cv-compare.ts).
//   npx tsx scripts/corrector-score.ts --correctors /tmp/c.json --pages /tmp/X.json [--outputs DIR] [--check DIR]
// `--check DIR`: also render the uncorrected labels and count the pages whose text differs from DIR/CORPUS/NAME.txt
// (cv.ts's --outputs of the same folds), a check of the rendering path.

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Label } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import type { SecondPassFacts } from '../src/clean/second-pass/second-pass.js';
import { structuralKind } from '../src/clean/segment-bounds.js';
import { evaluatePairs, type PagePair } from '../src/eval/evaluate.js';
import { type LogisticModel, logisticScore } from '../src/ml/logistic.js';
import { resolveOptions } from '../src/options.js';
import { extractPage } from '../src/pipeline.js';
import { kittenLines } from '../src/structure/index.js';
import { analyzeTables } from '../src/structure/tables/index.js';
import {
  cvEntries,
  pageShingles,
  perPageRecords,
  readScoredPage,
  scoredEntries,
  writeScoringModels,
} from '../src/training/cv-scoring.js';
import { GOLD_FORMAT, siteFold } from '../src/training/dev-pages.js';
import { parseCorpusCounts } from '../src/training/recipe.js';
import { correctorFeatures, type Gbdt, gbdtScore } from './corrector-features.js';
import { secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '/work/shared/corpora' },
    work: { type: 'string', default: '/tmp/cvF' },
    correctors: { type: 'string' },
    score: { type: 'string', default: 'wcxb-dev=all,dragnet=all,l3s-gn1=all,readability-tests=all' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
    pages: { type: 'string' },
    outputs: { type: 'string' },
    check: { type: 'string' },
  },
});
type Fitted = ({ kept: LogisticModel; dropped: LogisticModel } | Gbdt) & {
  dropMargin: number;
  keepMargin: number;
  /** corrector-train.ts's --page-gate (absent = all pages). */
  gate?: string;
};
const correctors: Fitted[] = values.correctors ? JSON.parse(readFileSync(values.correctors, 'utf8')) : [];
const root = values.corpora!;
const folds = 3;
const log = (s: string) => process.stderr.write(`${s}\n`);
const { entries } = cvEntries(root, readFileSync(values.gate!, 'utf8'));
const spec = parseCorpusCounts(values.score!, '--score');
const scored = scoredEntries(entries, spec);
const params = JSON.parse(readFileSync('models/auto.json', 'utf8')).training as Record<string, unknown>;
const dir = mkdtempSync(join(tmpdir(), 'lrn1-models-'));
const paths = writeScoringModels(values.work!, folds, 'main', params, {}, dir);
const models = paths.map((p) => loadCrfModel(p, 'auto.json'));
const options = paths.map((model) => resolveOptions({ clean: 'auto', scope: 'main', format: 'text', model }));
let checked = 0;
let differ = 0;
let flippedPages = 0;
const pct = (x: number | undefined) => (100 * (x ?? 0)).toFixed(3);
const perPage: Record<string, unknown>[] = [];

function render(labels: readonly Label[], front: NonNullable<ReturnType<typeof secondPassPage>>, k: number) {
  const text = kittenLines(
    buildSegments(front.blocks, labels),
    analyzeTables(front.loaded.doc, options[k]),
    options[k],
    () => {},
  ).join('\n');
  return text ? `${text}\n` : '';
}

function extract(bytes: Uint8Array, k: number, corpus: string, name: string): string | null {
  const front = secondPassPage(bytes, options[k]);
  if (!front || front.loaded.direct || front.blocks.length === 0) {
    const r = extractPage({ bytes }, options[k]);
    return r.status === 'ok' ? r.output : null;
  }
  const { blocks, signals, loaded } = front;
  const model = models[k];
  const post = pagePosteriors(model, blocks, loaded.doc);
  const facts: SecondPassFacts = { article: false, entriesKept: false, listing: false, product: false };
  const labels = secondPass(blocks, post, model.labels, autoParamsOf(model, 'main'), signals, facts);
  if (values.check) {
    const file = join(values.check, corpus, `${name}.txt`);
    if (existsSync(file)) {
      checked++;
      if (readFileSync(file, 'utf8') !== render(labels, front, k)) differ++;
    }
  }
  const c = correctors[k];
  if (!c) return render(labels, front, k);
  const gated =
    !c.gate ||
    c.gate === 'all' ||
    (c.gate === 'article' && facts.article && !facts.entriesKept && !facts.product) ||
    (c.gate === 'article-entries' && facts.article && !facts.product);
  if (!gated) return render(labels, front, k);
  const { kept, rows } = correctorFeatures(blocks, labels, post, model.labels, signals);
  const out = [...labels];
  rows.forEach((x, i) => {
    const s =
      'trees' in c ? gbdtScore(c, [kept[i] ? 1 : 0, ...x]) : logisticScore(kept[i] ? c.kept : c.dropped, x);
    if (kept[i]) {
      if (s < -c.dropMargin) out[i] = 'o';
    } else if (s > c.keepMargin)
      out[i] = i > 0 && out[i - 1] !== 'o' && !blocks[i].spaceBefore ? 'c' : structuralKind(blocks[i]);
  });
  if (out.some((l, i) => (l === 'o') !== (labels[i] === 'o'))) flippedPages++;
  return render(out, front, k);
}

for (const [c] of spec) {
  const pairs: PagePair[] = [];
  for (const e of scored.filter((x) => x.corpus === c)) {
    const { bytes, ...page } = readScoredPage(root, e);
    const out = extract(bytes, siteFold(e.site, folds), c, e.name);
    if (values.outputs && out !== null) {
      mkdirSync(join(values.outputs, c), { recursive: true });
      writeFileSync(join(values.outputs, c, `${e.name}.txt`), out);
    }
    pairs.push({ name: e.name, out, ...page });
  }
  const measure = c === 'wcxb-dev' ? 'wcxb' : 'shingles';
  const r = evaluatePairs(pairs, { measure, goldFormat: GOLD_FORMAT[c] });
  const shingle = pageShingles(pairs);
  if (r.mode === 'wcxb') {
    const art = pairs.filter((p) => p.type === 'article').map((p) => shingle.get(p.name)!);
    const m = (k: 'p' | 'r' | 'f') => art.reduce((s, x) => s + x[k], 0) / Math.max(1, art.length);
    const types = Object.entries(r.byType ?? {})
      .map(([t, s]) => `${t} ${pct(s.f)}`)
      .join(', ');
    log(
      `${c}: word F1 ${pct(r.macro.wcxb?.f)}; ${types}; article shingle F1 ${pct(m('f'))} (P ${pct(m('p'))} R ${pct(m('r'))})`,
    );
  } else
    log(
      `${c}: mean shingle F1 ${pct(r.files.reduce((s, f) => s + f.article!.f, 0) / Math.max(1, r.files.length))}`,
    );
  perPage.push(...perPageRecords(c, r, c === 'wcxb-dev' ? shingle : new Map()));
}
if (values.pages) writeFileSync(values.pages, JSON.stringify(perPage));
log(`${flippedPages} pages with a flipped block; check: ${differ} of ${checked} uncorrected outputs differ`);
rmSync(dir, { recursive: true, force: true });
