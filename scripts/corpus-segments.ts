// Where the corpus scope loses CleanEval word F and segmentation F, on the fold models of a `scripts/cv.ts
// --scope corpus` run (each page labelled by the model that never saw its site):
//   npx tsx scripts/corpus-segments.ts --corpora ../shared/corpora --work /tmp/cv-corpus [--folds 3]
// Per page and in total, four renderings of the same blocks are scored with CleanEval's measure:
//   oracle     the gold's own labels (src/training/align.ts): what blocks can reach at best;
//   actual     the model's labels (what `-f cleaneval --scope corpus` writes);
//   keep-gold  the gold's keep/drop decisions with the model's p/h/l/c where both keep a block: the loss of
//              segment boundaries and kinds alone;
//   labels-gold the model's keep/drop decisions with the gold's p/h/l/c where both keep: the loss of keep/drop.
// Then, over blocks both keep, a confusion of gold label → model label by what separates a block from the
// previous one in the source (src/clean/segment-bounds.ts: inline tags only, one <br>, two or more <br>, a block-level tag).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Block, Label } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { separation } from '../src/clean/segment-bounds.js';
import { type EvalReport, evaluatePairs } from '../src/eval/evaluate.js';
import { setMainColumnModel } from '../src/ml/crf/main-column.js';
import { resolveOptions } from '../src/options.js';
import { extractPage } from '../src/pipeline.js';
import { renderCleaneval } from '../src/render/cleaneval.js';
import { structuralKind } from '../src/training/align.js';
import {
  devEntries,
  foldModelPath,
  loadDevPage,
  readGate,
  siteFold,
  withoutGate,
} from '../src/training/dev-pages.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    work: { type: 'string', default: '/tmp/kitten-cv-corpus' },
    folds: { type: 'string', default: '3' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
    /** Print the per-page table too. */
    pages: { type: 'boolean', default: false },
    /** Write NAME.tsv per page here: block, gold label, model label, separation, tag, text. */
    dump: { type: 'string' },
    /** Fold models of a main-scope CV run (fold models with `corpus-main` features): see scripts/cv.ts. */
    'main-folds': { type: 'string' },
  },
});
const root = values.corpora!;
const folds = Number(values.folds);
const gate = readGate(readFileSync(values.gate!, 'utf8'));
const entries = withoutGate(devEntries(root, 'cleaneval-dev'), gate);
const options = [...Array(folds).keys()].map((k) =>
  resolveOptions({
    clean: 'auto',
    scope: 'corpus',
    format: 'cleaneval',
    model: foldModelPath(values.work!, k, folds),
  }),
);

/** The page's own segmentation of the kept blocks: a new segment at a block-level tag (or a <br>), its kind
 * from the enclosing elements (heading, list item, else paragraph). */
function structural(blocks: readonly Block[], keep: readonly Label[], atBr: boolean): Label[] {
  return blocks.map((b, i) => {
    if (keep[i] === 'o') return 'o';
    const sep = separation(b);
    const opens =
      i === 0 || keep[i - 1] === 'o' || sep === 'block' || sep === 'breaks' || (atBr && sep === 'break');
    return opens ? structuralKind(b) : 'c';
  });
}

type Variant = 'oracle' | 'actual' | 'keep-gold' | 'labels-gold' | 'struct' | 'struct-br';
const VARIANTS: Variant[] = ['oracle', 'actual', 'keep-gold', 'labels-gold', 'struct', 'struct-br'];
const pairs = new Map<Variant, { name: string; out: string; gold: string }[]>(VARIANTS.map((v) => [v, []]));
const confusion = new Map<string, number>();
const count = (k: string) => confusion.set(k, (confusion.get(k) ?? 0) + 1);

for (const e of entries) {
  const page = loadDevPage(root, e);
  if (!page) continue;
  const mainFolds = values['main-folds'];
  setMainColumnModel(mainFolds ? () => foldModelPath(mainFolds, siteFold(e.site, folds), folds) : null);
  const r = extractPage({ bytes: page.bytes }, options[siteFold(e.site, folds)]);
  if (r.status !== 'ok') continue;
  if (r.blocks.length !== page.blocks.length) {
    process.stderr.write(
      `${e.name}: ${r.blocks.length} blocks extracted, ${page.blocks.length} labelled: skipped\n`,
    );
    continue;
  }
  const gold = page.labels;
  const model = r.labels;
  const mix = (keepFrom: readonly Label[], labelFrom: readonly Label[], other: readonly Label[]): Label[] =>
    keepFrom.map((k, i) => (k === 'o' ? 'o' : labelFrom[i] !== 'o' ? labelFrom[i] : other[i]));
  const render = (labels: readonly Label[]) => renderCleaneval(buildSegments(r.blocks, labels), r.url);
  const outs: Record<Variant, string> = {
    oracle: render(gold),
    actual: r.output,
    'keep-gold': render(mix(gold, model, gold)),
    'labels-gold': render(mix(model, gold, model)),
    struct: render(structural(r.blocks, gold, false)),
    'struct-br': render(structural(r.blocks, gold, true)),
  };
  if (values.dump) {
    mkdirSync(values.dump, { recursive: true });
    const rows = r.blocks.map(
      (b, i) =>
        `${i}\t${gold[i]}\t${model[i]}\t${separation(b)}\t${b.tag}\t${structuralKind(b)}\t${b.text.slice(0, 100)}`,
    );
    writeFileSync(join(values.dump, `${e.name}.tsv`), `${rows.join('\n')}\n`);
  }
  for (const v of VARIANTS) pairs.get(v)!.push({ name: e.name, out: outs[v], gold: page.goldRaw });
  for (let i = 0; i < r.blocks.length; i++) {
    if (gold[i] === 'o' || model[i] === 'o') continue;
    const prevBoth = i > 0 && gold[i - 1] !== 'o' && model[i - 1] !== 'o';
    count(`${prevBoth ? separation(r.blocks[i]) : 'after-o'}\t${gold[i]}\t${model[i]}`);
  }
}

const pct = (x: number | undefined) => (100 * (x ?? 0)).toFixed(1);
const reports = new Map<Variant, EvalReport>();
for (const v of VARIANTS) {
  const rep = evaluatePairs(pairs.get(v)!, { measure: 'cleaneval', goldFormat: 'cleaneval' });
  reports.set(v, rep);
  console.log(
    `${v.padEnd(12)} word P ${pct(rep.macro.word?.p)} R ${pct(rep.macro.word?.r)} F ${pct(rep.macro.word?.f)}  seg P ${pct(rep.macro.seg?.p)} R ${pct(rep.macro.seg?.r)} F ${pct(rep.macro.seg?.f)}  (${rep.files.length} pages)`,
  );
}
if (values.pages) {
  console.log(`\npage\t${VARIANTS.map((v) => `${v} word/seg`).join('\t')}`);
  const files = VARIANTS.map((v) => reports.get(v)!.files);
  for (let i = 0; i < files[0].length; i++)
    console.log(
      `${files[0][i].name}\t${files.map((f) => `${pct(f[i].word?.f)}/${pct(f[i].seg?.f ?? 0)}`).join('\t')}`,
    );
}
console.log('\nblocks kept by both, by separation from the previous block: gold → model');
const seps = [...new Set([...confusion.keys()].map((k) => k.split('\t')[0]))].sort();
const LABELS = ['p', 'h', 'l', 'c'];
for (const s of seps) {
  console.log(`${s}:`);
  for (const g of LABELS) {
    const row = LABELS.map((m) => `${m} ${String(confusion.get(`${s}\t${g}\t${m}`) ?? 0).padStart(4)}`);
    console.log(`  gold ${g} → ${row.join('  ')}`);
  }
}
