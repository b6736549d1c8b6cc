// Where an article page's precision goes, page by page, for classifying losses by cause (not for choosing
// settings): for each page, the article region Readability-style scoring found, how much of it the gold holds,
// whether article mode took the page, and where the kept words the gold lacks are (inside the region or out).
//
//   npx tsx scripts/article-losses.ts [--corpora ../shared/corpora] --pages FILE.tsv [--worst 40]
// FILE.tsv is second-pass-tune's --pages output (its first variant's rows are read); the pages with the most
// precision loss are explained. A block's "leak" is its words the gold lacks (a bag-of-words hint, not an
// alignment).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadPage } from '../bench/pages.js';
import { loadSetPages, resolveSets } from '../bench/quality-sets.js';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { resolveOptions } from '../src/options.js';
import { elementPath, secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    pages: { type: 'string' },
    worst: { type: 'string', default: '40' },
  },
});
if (!values.pages) throw new Error('usage: article-losses.ts --pages FILE.tsv [--worst 40]');
const rows = readFileSync(values.pages, 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'));
const firstVariant = rows[0]?.[0];
const worst = rows
  .filter((r) => r[0] === firstVariant)
  .map((r) => ({ set: r[1], page: r[2], p: Number(r[7]), r: Number(r[8]) }))
  .sort((a, b) => a.p - b.p)
  .slice(0, Number(values.worst));

const opts = resolveOptions({ scope: 'main', format: 'text' });
const model = loadCrfModel(null, 'auto.json');
const base = autoParamsOf(model, 'main');
const oIndex = model.labels.indexOf('o');

const pagesOf = new Map<string, ReturnType<typeof loadSetPages>>();
console.log('set\tpage\tP\tR\tarticle\tregionWords\tregionGold\tleakIn\tleakOut\ttopLeaks\tregion');
for (const w of worst) {
  if (!pagesOf.has(w.set)) pagesOf.set(w.set, loadSetPages(values.corpora!, resolveSets(w.set)[0], null));
  const page = pagesOf.get(w.set)!.find((p) => p.name === w.page);
  if (!page) continue;
  const front = secondPassPage(new Uint8Array(loadPage(page.input)), opts);
  if (!front || front.blocks.length === 0) continue;
  const { blocks, signals, loaded } = front;
  const post = pagePosteriors(model, blocks, loaded.doc);
  const labels = secondPass(blocks, post, model.labels, base, signals);
  const noArticle = secondPass(blocks, post, model.labels, { ...base, article: 0 }, signals);
  const tookArticle = labels.some((l, i) => l !== noArticle[i]);
  const region = articleRegionOf(blocks, base, base.articleHidden ? hiddenBlocks(blocks) : null);
  const gold = new Map<string, number>();
  for (const t of wcxbTokens(page.gold)) gold.set(t, (gold.get(t) ?? 0) + 1);
  let regionWords = 0;
  let regionGold = 0;
  let leakIn = 0;
  let leakOut = 0;
  const leaks: [number, string][] = [];
  const left = new Map(gold);
  for (let i = 0; i < blocks.length; i++) {
    const ts = wcxbTokens(blocks[i].text);
    const inside = region?.inside[i] === 1;
    if (inside) {
      regionWords += ts.length;
      regionGold += ts.filter((t) => gold.has(t)).length;
    }
    if (labels[i] === 'o') continue;
    let leak = 0;
    for (const t of ts) {
      const k = left.get(t) ?? 0;
      if (k > 0) left.set(t, k - 1);
      else leak++;
    }
    if (inside) leakIn += leak;
    else leakOut += leak;
    if (leak >= 3)
      leaks.push([
        leak,
        `${inside ? 'in' : 'out'}:${post[i * model.labels.length + oIndex].toFixed(2)}:${blocks[i].text.slice(0, 40)}`,
      ]);
  }
  leaks.sort((a, b) => b[0] - a[0]);
  console.log(
    [
      w.set,
      w.page,
      w.p.toFixed(2),
      w.r.toFixed(2),
      tookArticle ? 'yes' : 'no',
      regionWords,
      regionWords ? (regionGold / regionWords).toFixed(2) : '-',
      leakIn,
      leakOut,
      leaks
        .slice(0, 3)
        .map(([n, t]) => `${n} ${t}`)
        .join(' | '),
      region ? elementPath(region.top, 4, 16) : 'none',
    ].join('\t'),
  );
}
