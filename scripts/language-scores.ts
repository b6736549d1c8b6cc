// Article scores by the page's language: the shingle P/R/F of the article-scored pages of a cv.ts run (WCXB's
// article pages, Dragnet, L3S-GN1, the Readability tests), split by the language eld reads in the gold text.
// For checking that a step works beyond English, not for choosing settings.
//
//   npx tsx scripts/language-scores.ts /tmp/RUN.json [CORPORA_DIR]
// Pages whose gold is too short or unreliable for eld count as `??` (the Readability tests' Lorem ipsum).
import { existsSync, readFileSync } from 'node:fs';
import { readGold } from '../src/eval/gold-text.js';
import { detectLanguage } from '../src/metadata/language.js';

interface Prf {
  p: number;
  r: number;
  f: number;
}
interface PageScore {
  corpus: string;
  name: string;
  type?: string;
  shingle?: Prf;
  article?: Prf;
}

const pages = JSON.parse(readFileSync(process.argv[2], 'utf8')) as PageScore[];
const corpora = process.argv[3] ?? '../shared/corpora';
const sums = new Map<string, { n: number; p: number; r: number; f: number }>();
function add(key: string, s: Prf): void {
  const a = sums.get(key) ?? { n: 0, p: 0, r: 0, f: 0 };
  a.n++;
  a.p += s.p;
  a.r += s.r;
  a.f += s.f;
  sums.set(key, a);
}
for (const page of pages) {
  const s = page.shingle ?? page.article;
  if (!s || (page.corpus === 'wcxb-dev' && page.type !== 'article')) continue;
  const file = `${corpora}/${page.corpus}/gold/${page.name}.txt`;
  // In the gold's own encoding (Dragnet keeps some in UTF-16).
  const gold = existsSync(file) ? readGold(file).replace(/<[^>]*>/g, ' ') : '';
  const lang = detectLanguage(gold) ?? '??';
  const group = lang === 'en' ? 'en' : lang === '??' ? '??' : 'other';
  add(`all ${group}`, s);
  add(`${page.corpus} ${group}`, s);
  if (group === 'other') add(`lang ${lang}`, s);
}
const pct = (x: number, n: number) => ((100 * x) / n).toFixed(2).padStart(7);
console.log('group'.padEnd(30), 'pages', '      P', '      R', '      F');
for (const [k, a] of [...sums].sort((x, y) => x[0].localeCompare(y[0])))
  console.log(k.padEnd(30), String(a.n).padStart(5), pct(a.p, a.n), pct(a.r, a.n), pct(a.f, a.n));
