// Measures the metadata sources on WCXB-style gold and chooses each field's source order by grouped
// cross-validation (folds by site, so no site is both chosen on and scored on):
//   nice -n 10 npx tsx scripts/metadata-order.ts --corpus ../shared/corpora/wcxb-dev [--limit N] [--folds 5]
// Prints, per field, each source alone (coverage, accuracy when it answers, accuracy over the gold pages),
// the cross-validated accuracy of the chosen order, the order chosen on all pages, and the accuracy of the
// order the library ships (SOURCE_ORDER).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { buildBlocks } from '../src/blocks/build.js';
import { authorCorrect, dateCorrect, type MetadataField, titleCorrect } from '../src/eval/metadata-score.js';
import { preclean } from '../src/html/preclean.js';
import {
  allFacts,
  chooseMetadata,
  METADATA_PARAMS,
  type MetadataParams,
  type MetadataSource,
  readMetadataSources,
  SOURCE_ORDER,
  type SourceFacts,
} from '../src/metadata/index.js';
import type { HeadTags } from '../src/metadata/meta-tags.js';
import { hostName } from '../src/metadata/title.js';
import { resolveOptions } from '../src/options.js';
import { loadPage } from '../src/pipeline.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/wcxb-dev' },
    limit: { type: 'string', default: '0' },
    /** Read every Nth page only (a quick look spread over all page types). */
    every: { type: 'string', default: '1' },
    folds: { type: 'string', default: '5' },
    /** Print the pages a field gets wrong with the shipped order (for reading, not for tuning on). */
    show: { type: 'string' },
    /** Save the pages' source facts to FILE, or read them from it (for trying choice rules only: re-read the
     * pages after changing a source reader). */
    'save-facts': { type: 'string' },
    facts: { type: 'string' },
    /** The fields to measure, comma-separated. */
    fields: { type: 'string', default: 'title,author,date' },
  },
});
const root = values.corpus!;
const options = resolveOptions({ format: 'json' });
const folds = Number(values.folds);

interface Page {
  id: string;
  site: string;
  gold: Record<MetadataField, string | null>;
  facts: Record<MetadataSource, SourceFacts>;
  head: HeadTags;
  url: string | null;
}

/** The registrable part of a host name, roughly (`news.bbc.co.uk` → `bbc.co.uk`): the CV groups. */
function siteOf(url: string | null, id: string): string {
  const host = hostName(url);
  if (!host) return id;
  const labels = host.split('.');
  const n = labels.length >= 3 && labels[labels.length - 2].length <= 3 ? 3 : 2;
  return labels.slice(-n).join('.');
}

function readPages(): Page[] {
  const ids = readdirSync(join(root, 'gold-json'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
  const limit = Number(values.limit);
  const every = Math.max(1, Number(values.every));
  const chosenIds = ids.filter((_, i) => i % every === 0);
  const read: Page[] = [];
  for (const id of limit > 0 ? chosenIds.slice(0, limit) : chosenIds) {
    const record = JSON.parse(readFileSync(join(root, 'gold-json', `${id}.json`), 'utf8'));
    const g = record.ground_truth ?? {};
    const url: string | null = record.url ?? null;
    const bytes = gunzipSync(readFileSync(join(root, 'input', `${id}.html.gz`)));
    // The pipeline's own front half, stopped before preclean as the json format does.
    const loaded = loadPage({ bytes, url }, options, { preclean: false });
    if (loaded.status !== 'ok') continue;
    const { doc } = loaded;
    const sources = readMetadataSources(doc);
    preclean(doc, options);
    const blocks = buildBlocks(doc);
    read.push({
      id,
      site: siteOf(url, id),
      gold: { title: g.title ?? null, author: g.author ?? null, date: g.publish_date ?? null },
      facts: allFacts(sources, blocks, url),
      head: sources.head,
      url,
    });
  }
  return read;
}

const t0 = performance.now();
// The choice reads only head.htmlLang of the head tags: the meta map is not saved.
const pages: Page[] = values.facts
  ? (JSON.parse(readFileSync(values.facts, 'utf8')) as Page[]).map((p) => ({
      ...p,
      head: { ...p.head, meta: new Map() },
    }))
  : readPages();
if (values['save-facts']) writeFileSync(values['save-facts'], JSON.stringify(pages));
const seconds = (performance.now() - t0) / 1000;
console.log(
  `${pages.length} pages read in ${seconds.toFixed(0)} s (${((seconds * 1000) / pages.length).toFixed(0)} ms/page)`,
);

const MATCH: Record<MetadataField, (o: string | null, g: string) => boolean> = {
  title: titleCorrect,
  author: authorCorrect,
  date: dateCorrect,
};
const SOURCES: Record<MetadataField, MetadataSource[]> = {
  title: ['jsonld', 'meta', 'microdata', 'text', 'document'],
  author: ['jsonld', 'meta', 'microdata', 'text'],
  date: ['jsonld', 'meta', 'microdata', 'time', 'text', 'url'],
};

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [[...xs]];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The page's answer for a field with the given order, through the library's own choice (title cleaning…). */
/** A setting tried for a field: a source order and, for the title, the heading threshold and brand rule. */
interface Setting {
  order: readonly MetadataSource[];
  titleMinMatch: number;
  dropBrand: boolean;
  firstPart: MetadataParams['firstPart'];
}

const paramsOf = (field: MetadataField, s: Setting): MetadataParams => ({
  order: { ...SOURCE_ORDER, [field]: s.order },
  titleMinMatch: s.titleMinMatch,
  dropBrand: s.dropBrand,
  firstPart: s.firstPart,
});

function answer(p: Page, field: MetadataField, s: Setting): string | null {
  return chooseMetadata({ facts: p.facts, head: p.head, url: p.url, text: '' }, paramsOf(field, s))[field];
}

function accuracy(ps: readonly Page[], field: MetadataField, s: Setting): number {
  let n = 0;
  let ok = 0;
  for (const p of ps) {
    const g = p.gold[field];
    if (!g) continue;
    n++;
    if (MATCH[field](answer(p, field, s), g)) ok++;
  }
  return n > 0 ? ok / n : 0;
}

const shipped = (field: MetadataField): Setting => ({
  order: SOURCE_ORDER[field],
  titleMinMatch: METADATA_PARAMS.titleMinMatch,
  dropBrand: METADATA_PARAMS.dropBrand,
  firstPart: METADATA_PARAMS.firstPart,
});
const describe = (field: MetadataField, s: Setting) =>
  s.order.join('>') +
  (field === 'title'
    ? ` min-match ${s.titleMinMatch} drop-brand ${s.dropBrand} first-part ${s.firstPart}`
    : '');

const pct = (x: number) => (100 * x).toFixed(1);
// Folds by site: a site's pages all fall in one fold.
const sites = [...new Set(pages.map((p) => p.site))].sort();
const foldOf = new Map(sites.map((s, i) => [s, i % folds]));

for (const field of values.fields!.split(',') as MetadataField[]) {
  const withGold = pages.filter((p) => p.gold[field]);
  console.log(`\n${field}: ${withGold.length} pages with gold`);
  for (const s of SOURCES[field]) {
    const answered = withGold.filter((p) => p.facts[s][field]);
    const alone = { ...shipped(field), order: [s] };
    const right = answered.filter((p) => MATCH[field](answer(p, field, alone), p.gold[field]!)).length;
    console.log(
      `  ${s.padEnd(10)} answers ${pct(answered.length / withGold.length).padStart(5)}%  right when answering ${pct(right / Math.max(1, answered.length)).padStart(5)}%  alone ${pct(right / withGold.length).padStart(5)}%`,
    );
  }
  const orders: Setting[] = [];
  // Titles: the three main sources in any order, the two rare or weak ones after them (a smaller grid).
  const candidates =
    field === 'title'
      ? permutations<MetadataSource>(['text', 'meta', 'jsonld']).flatMap((p) => [
          [...p, 'microdata', 'document'] as MetadataSource[],
          [...p, 'document', 'microdata'] as MetadataSource[],
        ])
      : permutations(SOURCES[field]);
  for (const order of candidates) {
    if (field !== 'title') orders.push({ ...shipped(field), order });
    else
      for (const titleMinMatch of [0.5, 0.6, 0.7, 0.8, 0.9])
        for (const dropBrand of [false, true])
          for (const firstPart of ['never', 'declared', 'always'] as const)
            orders.push({ order, titleMinMatch, dropBrand, firstPart });
  }
  let cvRight = 0;
  const chosen: string[] = [];
  for (let k = 0; k < folds; k++) {
    const train = pages.filter((p) => foldOf.get(p.site) !== k);
    const test = pages.filter((p) => foldOf.get(p.site) === k);
    let best = orders[0];
    let bestAcc = -1;
    for (const o of orders) {
      const a = accuracy(train, field, o);
      if (a > bestAcc) {
        bestAcc = a;
        best = o;
      }
    }
    chosen.push(describe(field, best));
    cvRight += accuracy(test, field, best) * test.filter((p) => p.gold[field]).length;
  }
  let bestAll = orders[0];
  let bestAllAcc = -1;
  for (const o of orders) {
    const a = accuracy(pages, field, o);
    if (a > bestAllAcc) {
      bestAllAcc = a;
      bestAll = o;
    }
  }
  console.log(`  grouped ${folds}-fold CV accuracy of the chosen order: ${pct(cvRight / withGold.length)}%`);
  console.log(`  orders chosen per fold: ${[...new Set(chosen)].join(' | ')}`);
  console.log(`  best setting on all pages: ${describe(field, bestAll)} (${pct(bestAllAcc)}%)`);
  console.log(
    `  shipped setting ${describe(field, shipped(field))}: ${pct(accuracy(pages, field, shipped(field)))}%`,
  );
}

if (values.show) {
  const field = values.show as MetadataField;
  for (const p of pages) {
    const g = p.gold[field];
    if (!g) continue;
    const a = answer(p, field, shipped(field));
    if (MATCH[field](a, g)) continue;
    const by = Object.entries(p.facts)
      .map(([s, f]) => `${s}=${JSON.stringify(f[field])}`)
      .join(' ');
    console.log(
      `${p.id} gold=${JSON.stringify(g)} got=${JSON.stringify(a)} <title>=${JSON.stringify(p.head.title)}\n    ${by}`,
    );
  }
}

// How often some source had the right title (after the site name is cut), when the chosen one is wrong.
{
  let wrong = 0;
  const rescuable: Record<string, number> = {};
  for (const p of pages) {
    const g = p.gold.title;
    if (!g || MATCH.title(answer(p, 'title', shipped('title')), g)) continue;
    wrong++;
    for (const s of SOURCES.title) {
      if (MATCH.title(answer(p, 'title', { ...shipped('title'), order: [s], titleMinMatch: 0 }), g))
        rescuable[s] = (rescuable[s] ?? 0) + 1;
    }
  }
  console.log(`\ntitles wrong: ${wrong}; right in another source: ${JSON.stringify(rescuable)}`);
}
