// Compares per-page scores of cross-validation runs (`scripts/cv.ts --pages FILE`), paired on the pages
// every run scored: WCXB word F1 per page type, the article sets' mean 4-shingle F1, per site fold.
//   npx tsx scripts/cv-compare.ts --corpora ../shared/corpora --folds 3 NAME=before.json NAME=after.json …
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEV_CORPORA } from '../src/training/convert.js';
import { devEntries, siteFold } from '../src/training/dev-pages.js';

interface PageScore {
  corpus: string;
  name: string;
  type: string | null;
  wcxb?: { f: number };
  /** WCXB pages: the article benchmarks' 4-shingle F1 too (runs of scripts/cv.ts since session 13). */
  shingle?: { f: number };
  article?: { f: number };
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    folds: { type: 'string', default: '3' },
  },
});
const runs = positionals.map((arg) => {
  const eq = arg.indexOf('=');
  if (eq < 1) throw new Error(`expected NAME=FILE, got ${JSON.stringify(arg)}`);
  const pages = JSON.parse(readFileSync(arg.slice(eq + 1), 'utf8')) as PageScore[];
  return { name: arg.slice(0, eq), byKey: new Map(pages.map((p) => [`${p.corpus}/${p.name}`, p])) };
});
if (runs.length === 0) throw new Error('no run given');
const folds = Number(values.folds);
const foldOf = new Map<string, number>();
for (const c of DEV_CORPORA)
  for (const e of devEntries(values.corpora!, c)) foldOf.set(`${c}/${e.name}`, siteFold(e.site, folds));
const shared = [...runs[0].byKey.keys()].filter((k) => runs.every((r) => r.byKey.has(k)));
const score = (p: PageScore) => (p.corpus === 'wcxb-dev' ? p.wcxb?.f : p.article?.f) ?? 0;
const mean = (xs: number[]) => (xs.length ? (100 * xs.reduce((s, x) => s + x, 0)) / xs.length : Number.NaN);

const groups = new Map<string, string[]>();
const add = (g: string, k: string) => groups.set(g, [...(groups.get(g) ?? []), k]);
for (const k of shared) {
  const p = runs[0].byKey.get(k)!;
  add(p.corpus, k);
  if (p.corpus === 'wcxb-dev') add(`  ${p.type ?? 'unknown'}`, k);
  if (p.corpus === 'wcxb-dev' && p.type === 'article' && runs.every((r) => r.byKey.get(k)!.shingle)) {
    add('  article shingle F1', k);
    add(`  article shingle F1 fold ${foldOf.get(k)}`, k);
  }
  add(`${p.corpus} fold ${foldOf.get(k)}`, k);
}
const scoreIn = (g: string, p: PageScore) => (g.includes('shingle') ? (p.shingle?.f ?? 0) : score(p));
const order = [...groups.keys()].sort((a, b) => {
  const base = (g: string) => (g.startsWith('  ') ? `wcxb-dev ${g}` : g);
  return base(a).localeCompare(base(b));
});
console.log(['group', 'pages', ...runs.map((r) => r.name)].join('\t'));
for (const g of order) {
  const keys = groups.get(g)!;
  const cells = runs.map((r) => mean(keys.map((k) => scoreIn(g, r.byKey.get(k)!))).toFixed(1));
  console.log([g, keys.length, ...cells].join('\t'));
}
