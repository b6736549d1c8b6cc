// Per page, what the listing run looks like against the shipped second pass: for reading which page-level facts
// separate a list page (whose run is its content) from an article with a teaser stream. Dev tool, prints TSV.
//   node --import tsx scripts/listing-features.ts --sets wcxb-dev,dragnet --limit dragnet=300 [--types listing]
import { parseArgs } from 'node:util';
import { loadPage } from '../bench/pages.js';
import { resolveSets } from '../bench/quality-sets.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { findEntries } from '../src/clean/entries.js';
import { declaredKind } from '../src/clean/page-kind.js';
import type { ElementNode } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { secondPassPage, tunePages } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    sets: { type: 'string', default: 'wcxb-dev' },
    limit: { type: 'string', default: '0' },
    types: { type: 'string' },
  },
});
const opts = resolveOptions({ scope: 'main', format: 'text' });
const model = loadCrfModel(null, 'auto.json');
const base = autoParamsOf(model, 'main');
const cols = [
  'set',
  'page',
  'type',
  'kind',
  'share',
  'entries',
  'perEntry',
  'linkShare',
  'articleTook',
  'keptRun',
  'keptOut',
  'runAfterKept',
  'h1Before',
  'maxEntry',
  'productKind',
];
console.log(cols.join('\t'));
for (const set of resolveSets(values.sets!)) {
  const pages = tunePages(values.corpora!, set, values.limit!, values.types);
  for (const page of pages) {
    const front = secondPassPage(new Uint8Array(loadPage(page.input)), opts);
    if (front === null || front.blocks.length === 0) continue;
    const { blocks, signals, loaded } = front;
    const post = pagePosteriors(model, blocks, loaded.doc);
    const kind = declaredKind(signals);
    const run = findEntries(blocks, base, kind);
    const shipped = secondPass(blocks, post, model.labels, base, signals);
    const noArt = secondPass(blocks, post, model.labels, { ...base, article: 0 }, signals);
    const took = shipped.some((l, i) => l !== noArt[i]) ? 1 : 0;
    let keptRun = 0;
    let keptOut = 0;
    let runLinks = 0;
    let firstRun = -1;
    let lastKeptOut = -1;
    let firstKeptOut = -1;
    let h1 = -1;
    const roots = new Set<ElementNode>(run?.roots ?? []);
    const perEntry = new Map<ElementNode, number>();
    for (let i = 0; i < blocks.length; i++) {
      if (h1 < 0 && (blocks[i].tag === 'h1' || blocks[i].containers.includes('h1'))) h1 = i;
      if (run?.inside[i]) {
        if (firstRun < 0) firstRun = i;
        runLinks += blocks[i].linkWords;
        let e: ElementNode | null = blocks[i].node;
        while (e && !roots.has(e)) e = e.parent?.kind === 'element' ? e.parent : null;
        if (e) perEntry.set(e, (perEntry.get(e) ?? 0) + blocks[i].words);
        if (shipped[i] !== 'o') keptRun += blocks[i].words;
      } else if (shipped[i] !== 'o') {
        keptOut += blocks[i].words;
        lastKeptOut = i;
        if (firstKeptOut < 0) firstKeptOut = i;
      }
    }
    const f = (x: number) => x.toFixed(2);
    console.log(
      [
        set.name,
        page.name,
        page.type ?? '',
        kind ?? '-',
        run ? f(run.words / run.pageWords) : '-',
        run?.entries ?? 0,
        run ? f(run.words / run.entries) : '-',
        run ? f(runLinks / run.words) : '-',
        took,
        keptRun,
        keptOut,
        run && firstKeptOut >= 0
          ? firstRun > lastKeptOut
            ? 'after'
            : firstRun < firstKeptOut
              ? 'before'
              : 'mixed'
          : '-',
        h1 < 0 || firstRun < 0 ? '-' : h1 < firstRun ? 1 : 0,
        run ? f(Math.max(0, ...perEntry.values()) / run.words) : '-',
        signals.schemaTypes.some((t) => /Product/.test(t)) ? 1 : 0,
      ].join('\t'),
    );
  }
}
