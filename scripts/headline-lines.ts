// How many article pages' outputs keep the headline line their gold leaves out (`--scope main` wants the body
// alone): for each WCXB dev article page, whether the gold title (gold-json ground_truth.title) is one of the
// first 3 lines of our output, and of the gold's main content. Counts only, for the headline-drop step.
//
//   npx tsx scripts/headline-lines.ts --out /tmp/s20m2out/wcxb-dev [--corpora ../shared/corpora] [--list]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { wordMatch, wordsOf } from '../src/metadata/headline.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    out: { type: 'string' },
    type: { type: 'string', default: 'article' },
    list: { type: 'boolean', default: false },
  },
});
if (!values.out) throw new Error('usage: headline-lines.ts --out DIR [--type article] [--list]');
const dir = join(values.corpora, 'wcxb-dev');
const rows = readFileSync(join(dir, 'types.tsv'), 'utf8').trim().split('\n').slice(1);
/** A line is the title's when their words match closely (Dice ≥ 0.8): a site suffix or a subtitle aside. */
const MATCH = 0.8;
const isTitle = (line: string, title: ReadonlySet<string>) =>
  wordMatch(new Set(wordsOf(line)), title) >= MATCH;
const firstLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .slice(0, 3);

let pages = 0;
let ours = 0;
let gold = 0;
let oursOnly = 0;
let goldOnly = 0;
for (const row of rows) {
  const [id, type] = row.split('\t');
  if (values.type !== 'all' && type !== values.type) continue;
  const outFile = join(values.out, `${id}.txt`);
  if (!existsSync(outFile)) continue;
  const g = JSON.parse(readFileSync(join(dir, 'gold-json', `${id}.json`), 'utf8'));
  const truth = typeof g.ground_truth === 'string' ? JSON.parse(g.ground_truth) : g.ground_truth;
  const title = new Set(wordsOf(truth?.title ?? ''));
  if (title.size === 0) continue;
  pages++;
  const inOurs = firstLines(readFileSync(outFile, 'utf8')).some((l) => isTitle(l, title));
  const inGold = firstLines(truth.main_content ?? '').some((l) => isTitle(l, title));
  ours += +inOurs;
  gold += +inGold;
  if (inOurs && !inGold) {
    oursOnly++;
    if (values.list) console.log(`ours-only\t${id}\t${truth.title}`);
  }
  if (inGold && !inOurs) goldOnly++;
}
console.log(
  `${pages} ${values.type} pages: title line in our first 3 lines ${ours}, in the gold's ${gold}; ours only ${oursOnly}, gold only ${goldOnly}`,
);
