// Where the article benchmarks' recall goes, block by block: for each page of Dragnet, L3S-GN1 and the
// Readability tests whose article recall is under 0.9 in a CV run's per-page file, the page's blocks holding
// gold 4-shingles the run's output lacks, with the fold's CRF p(o), the shipped second pass's label, whether the
// block lies in the article region, and its path and neighbours. For classifying recall losses, not for tuning.
//
//   npx tsx scripts/recall-audit.ts --pages /tmp/s26final.json --outputs /tmp/s26finalout --work /tmp/cvF > /tmp/a.tsv
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { readGold } from '../src/eval/gold-text.js';
import { shingles } from '../src/eval/shingles.js';
import { goldMainText } from '../src/eval/text-formats.js';
import { type ElementNode, getAttr } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { cvEntries } from '../src/training/cv-scoring.js';
import { foldModelPath, GOLD_FORMAT, siteFold } from '../src/training/dev-pages.js';
import { readPageBytes } from '../src/training/table-dataset.js';
import { elementPath, secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    pages: { type: 'string' },
    outputs: { type: 'string' },
    work: { type: 'string', default: '/tmp/cvF' },
    below: { type: 'string', default: '0.9' },
    /** WCXB article pages too, those whose word F1 lies in [--min, --max) (their shingle scores stand for `article`). */
    min: { type: 'string' },
    max: { type: 'string', default: '0.9' },
  },
});
const root = values.corpora!;
const rows = JSON.parse(readFileSync(values.pages!, 'utf8')) as {
  corpus: string;
  name: string;
  type?: string;
  article?: { p: number; r: number; f: number };
  shingle?: { p: number; r: number; f: number };
  wcxb?: { f: number };
}[];
if (values.min !== undefined)
  for (const row of rows)
    if (row.type === 'article' && row.wcxb && row.wcxb.f >= +values.min && row.wcxb.f < +values.max!)
      row.article = row.shingle;
const { entries } = cvEntries(root, readFileSync('data/gate-pages.tsv', 'utf8'));
const shipped = loadCrfModel(null, 'auto.json');
const params = autoParamsOf(shipped, 'main');
const models = [0, 1, 2].map((k) => loadCrfModel(foldModelPath(values.work!, k, 3), 'auto.json'));
const opts = resolveOptions({ scope: 'main', format: 'text' });
console.log(
  'corpus\tpage\tP\tR\tgoldSh\tmissSh\ti\tpO\tlabel\tinRegion\tpos\tmiss\twords\tprev\tnext\tpath\tids\ttext',
);
for (const row of rows) {
  if (!row.article || row.article.r >= Number(values.below)) continue;
  const e = entries.find((x) => x.corpus === row.corpus && x.name === row.name);
  if (!e) continue;
  const gold = goldMainText(readGold(join(root, e.corpus, 'gold', e.gold)), GOLD_FORMAT[e.corpus]);
  let out = '';
  try {
    out = readFileSync(join(values.outputs!, e.corpus, `${e.name}.txt`), 'utf8');
  } catch {}
  const g = shingles(gold);
  const o = shingles(out);
  const missing = new Set([...g.keys()].filter((s) => !o.has(s)));
  const front = secondPassPage(new Uint8Array(readPageBytes(root, e.corpus, e.input)), opts);
  const head = [e.corpus, e.name, row.article.p.toFixed(2), row.article.r.toFixed(2), g.size, missing.size];
  if (!front) {
    console.log(
      [...head, '-', '-', '-', '-', '-', missing.size, 0, '-', '-', 'NOT LOADED', '-', ''].join('\t'),
    );
    continue;
  }
  const { loaded, signals, blocks } = front;
  const model = models[siteFold(e.site, 3)];
  const post = pagePosteriors(model, blocks, loaded.doc);
  const L = model.labels.length;
  const oi = model.labels.indexOf('o');
  const labels = secondPass(blocks, post, model.labels, params, signals);
  const region = articleRegionOf(blocks, params, params.articleHidden ? hiddenBlocks(blocks) : null);
  const kept = labels.map((l, i) => (l !== 'o' ? i : -1)).filter((i) => i >= 0);
  const first = kept[0] ?? -1;
  const last = kept[kept.length - 1] ?? -1;
  let accounted = 0;
  blocks.forEach((b, i) => {
    const miss = [...shingles(b.text).keys()].filter((s) => missing.has(s)).length;
    if (miss < 3) return;
    accounted += miss;
    const ids: string[] = [];
    for (
      let n: ElementNode | null = b.node;
      n && ids.length < 8;
      n = n.parent?.kind === 'element' ? n.parent : null
    ) {
      const w = `${getAttr(n, 'id') ?? ''} ${getAttr(n, 'class') ?? ''}`.trim();
      if (w) ids.push(`${n.name}[${w.slice(0, 40)}]`);
    }
    console.log(
      [
        ...head,
        i,
        post[i * L + oi].toFixed(2),
        labels[i],
        region ? region.inside[i] : '-',
        first < 0 ? 'none' : i < first ? 'before' : i > last ? 'after' : 'inside',
        miss,
        b.words,
        i > 0 ? `${labels[i - 1]}:${blocks[i - 1].words}` : '-',
        i + 1 < blocks.length ? `${labels[i + 1]}:${blocks[i + 1].words}` : '-',
        elementPath(b.node, 6, 20),
        ids.join(' '),
        b.text.slice(0, 100).replace(/\s+/g, ' '),
      ].join('\t'),
    );
  });
  console.log(
    [...head, '-', '-', '-', '-', 'unaccounted', missing.size - accounted, 0, '-', '-', '-', '-', ''].join(
      '\t',
    ),
  );
}
