// The training workshop's page pool: sites, the gate kept out, per-site caps, recipes, folds by site, the
// Readability.js and WCXB gold converters, and the site-grouped fold training. A small corpora folder is
// written from test/fixtures/corpus; the development corpora are never read.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { convertPage } from '../src/training/convert.js';
import { trainFoldModels } from '../src/training/cv.js';
import {
  capPerSite,
  type DevEntry,
  devEntries,
  evenSpread,
  loadDevPage,
  readGate,
  siteFold,
  withoutGate,
} from '../src/training/dev-pages.js';
import { siteOfUrl } from '../src/training/page-site.js';
import { capPerType, describePool, parseCorpusCounts, selectPool } from '../src/training/recipe.js';

const fixture = (name: string) =>
  readFileSync(fileURLToPath(new URL(`fixtures/corpus/${name}`, import.meta.url)), 'utf8');
const news = fixture('news.html');
const root = mkdtempSync(join(tmpdir(), 'kitten-pool-'));
after(() => rmSync(root, { recursive: true, force: true }));

function put(path: string, data: string | Uint8Array): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), data);
}
const withUrl = (url: string) => news.replace('<head>', `<head><link rel="canonical" href="${url}">`);
// CleanEval: the organisers' wrapper names the URL.
put('cleaneval-dev/input/1.html', `<text id="http://www.daily.example.com/a" title="x">\n${news}`);
put('cleaneval-dev/gold/1.txt', fixture('news.cleaneval.txt'));
put('cleaneval-dev/input/2.html', `<text id="http://news.other.co.uk/b" title="x">\n${news}`);
put('cleaneval-dev/gold/2.txt', fixture('news.cleaneval.txt'));
// Dragnet: one page of the same site as CleanEval's page 1, three of another.
put('dragnet/input/R1.html', withUrl('http://daily.example.com/r1'));
put('dragnet/gold/R1.txt', fixture('news.dragnet.txt'));
for (const n of ['R2', 'R3', 'R4']) {
  put(`dragnet/input/${n}.html`, withUrl(`http://blog.paper.example.net/${n}`));
  put(`dragnet/gold/${n}.txt`, fixture('news.dragnet.txt'));
}
// The Readability.js tests point every URL to `fakehost`: no site, so the page is its own.
put('readability-tests/input/article-1.html', withUrl('http://fakehost/article-1'));
put(
  'readability-tests/gold/article-1.txt',
  '<div id="readability-page-1" class="page"><h1>River floods the old town</h1><p>The river rose two metres overnight and flooded the old town, the mayor said on Monday.</p><p>Residents don’t expect the water to fall before Thursday.</p></div>',
);
// WCXB: gzipped input, URL and type in types.tsv, snippets in gold-json.
put('wcxb-dev/input/0001.html.gz', gzipSync(news));
put(
  'wcxb-dev/gold/0001.txt',
  'The river rose two metres overnight and flooded the old town, the mayor said on Monday.\nResidents don’t expect the water to fall before Thursday.\n',
);
put('wcxb-dev/types.tsv', 'id\ttype\turl\n0001\tarticle\thttps://shop.example.org/news/1\n');
put(
  'wcxb-dev/gold-json/0001.json',
  JSON.stringify({
    ground_truth: { main_content: 'x', with: ['river rose two metres'], without: ['Copyright 2012'] },
    _internal: { page_type: { primary: 'article' } },
  }),
);

const all = (): DevEntry[] =>
  (['cleaneval-dev', 'dragnet', 'readability-tests', 'wcxb-dev'] as const).flatMap((c) =>
    devEntries(root, c),
  );

test('sites: registrable domain, www and subdomains dropped, a ccTLD second level kept, no site for a dotless host', () => {
  assert.equal(siteOfUrl('https://www.daily.example.com/a'), 'example.com');
  assert.equal(siteOfUrl('http://news.other.co.uk/b'), 'other.co.uk');
  assert.equal(siteOfUrl('http://fakehost/test'), null);
  assert.equal(siteOfUrl('http://216.31.193.173/x'), '216.31.193.173');
  assert.equal(siteOfUrl('not a url'), null);
});

test('development entries carry their site from the corpus record, the wrapper or the canonical link', () => {
  const bySite = new Map(all().map((e) => [`${e.corpus}/${e.name}`, e.site]));
  assert.equal(bySite.get('cleaneval-dev/1'), 'example.com');
  assert.equal(bySite.get('cleaneval-dev/2'), 'other.co.uk');
  assert.equal(bySite.get('dragnet/R1'), 'example.com');
  assert.equal(bySite.get('dragnet/R3'), 'example.net');
  assert.equal(bySite.get('wcxb-dev/0001'), 'example.org');
  assert.equal(bySite.get('readability-tests/article-1'), 'readability-tests/article-1.html');
});

test('the gate leaves out its pages, pages named by a prefix, and every page of their sites in every corpus', () => {
  const gate = readGate('corpus\tpage\tsite\ncleaneval-dev\t1\t-\nwcxb-dev\t9999\tshop.example.org\n');
  const kept = withoutGate(all(), gate).map((e) => `${e.corpus}/${e.name}`);
  assert.deepEqual(kept, [
    'cleaneval-dev/2',
    'dragnet/R2',
    'dragnet/R3',
    'dragnet/R4',
    'readability-tests/article-1',
  ]);
  const byPrefix = readGate('corpus\tpage\tsite\ndragnet\tR2\t-\n');
  const e = { corpus: 'dragnet' as const, name: 'R2-copy', input: '', gold: '', site: 'x.org' };
  assert.deepEqual(withoutGate([e], byPrefix), []);
});

test('recipes: a per-site cap, then pages spread evenly, in the recipe order; bad specs are clear errors', () => {
  const recipe = {
    train: parseCorpusCounts('dragnet=all,cleaneval-dev=1'),
    weights: new Map(),
    perSite: 2,
    features: 'combined',
    c: 1,
    iterations: 5,
  };
  const pool = selectPool(all(), recipe).map((e) => `${e.corpus}/${e.name}`);
  assert.deepEqual(pool, ['dragnet/R1', 'dragnet/R2', 'dragnet/R3', 'cleaneval-dev/1']);
  assert.match(
    describePool(selectPool(all(), recipe), recipe),
    /dragnet 3, cleaneval-dev 1; at most 2 pages per site/,
  );
  assert.throws(() => parseCorpusCounts('cleaneval=3'), /unknown corpus "cleaneval"/);
  assert.throws(() => parseCorpusCounts('dragnet=many'), /not corpus=N/);
  assert.deepEqual(evenSpread([1, 2, 3, 4, 5, 6], 3), [1, 3, 5]);
  assert.equal(capPerSite(all(), 1).length, 5);
});

test('recipes: a per-type cap spreads each WCXB type evenly and keeps the order; entries carry their type', () => {
  assert.equal(all().find((e) => e.name === '0001')?.type, 'article');
  assert.equal(all().find((e) => e.name === 'R1')?.type, undefined);
  const e = (name: string, type?: string): DevEntry => ({
    corpus: 'wcxb-dev',
    name,
    input: '',
    gold: '',
    site: name,
    ...(type ? { type } : {}),
  });
  const entries = [
    e('a1', 'article'),
    e('p1', 'product'),
    e('a2', 'article'),
    e('a3', 'article'),
    e('u1'),
    e('a4', 'article'),
    e('p2', 'product'),
  ];
  const names = (xs: DevEntry[]) => xs.map((x) => x.name);
  assert.deepEqual(names(capPerType(entries, 2)), ['a1', 'p1', 'a3', 'u1', 'p2']);
  assert.deepEqual(names(capPerType(entries, Number.POSITIVE_INFINITY)), names(entries));
  const recipe = {
    train: parseCorpusCounts('wcxb-dev=3'),
    weights: new Map(),
    perSite: 1,
    perType: 2,
    features: 'combined',
    c: 1,
    iterations: 5,
  };
  assert.deepEqual(names(selectPool(entries, recipe)), ['a1', 'p1', 'u1']);
  assert.match(describePool(selectPool(entries, recipe), recipe), /at most 2 pages per WCXB type/);
});

test('folds by site: stable, within range, so a site is never on both sides', () => {
  fc.assert(
    fc.property(fc.string(), fc.integer({ min: 1, max: 10 }), (site, folds) => {
      const k = siteFold(site, folds);
      return Number.isInteger(k) && k >= 0 && k < folds && k === siteFold(site, folds);
    }),
  );
});

test('Readability.js and WCXB gold label the article blocks and not the navigation or the footer', () => {
  const html = new TextEncoder().encode(news);
  for (const [corpus, gold] of [
    ['readability-tests', readFileSync(join(root, 'readability-tests/gold/article-1.txt'))],
    ['wcxb-dev', readFileSync(join(root, 'wcxb-dev/gold/0001.txt'))],
  ] as const) {
    const r = convertPage(corpus, html, new Uint8Array(gold));
    const kept = r.blocks.filter((_, i) => r.labels[i] !== 'o').map((b) => b.text);
    assert.ok(kept.includes('Residents don’t expect the water to fall before Thursday.'), corpus);
    assert.ok(!kept.includes('Home') && !kept.includes('Copyright 2012 Daily News'), corpus);
  }
  const page = loadDevPage(root, all().find((e) => e.corpus === 'wcxb-dev')!);
  assert.equal(page?.type, 'article');
  assert.deepEqual(page?.with, ['river rose two metres']);
  assert.deepEqual(page?.without, ['Copyright 2012']);
});

test('fold models are trained on the pages of the other folds only', () => {
  const pages = all().flatMap((e, i) => {
    const p = loadDevPage(root, e);
    return p ? [{ ...p, fold: i % 3 }] : [];
  });
  const counts = [0, 1, 2].map((k) => pages.filter((p) => p.fold !== k).length);
  const seen: number[] = [];
  const models = trainFoldModels(pages, 3, { featureSet: 'combined', maxIterations: 3 }, [0, 2], (k, _m, n) =>
    seen.push(k, n),
  );
  assert.equal(models.length, 2);
  assert.deepEqual(seen, [0, counts[0], 2, counts[2]]);
  assert.equal(models[0].training.sequences, counts[0]);
  assert.equal(models[1].training.sequences, counts[2]);
  assert.throws(
    () => trainFoldModels([{ ...pages[0], fold: 3 }], 3, { featureSet: 'combined' }),
    /outside 0..2/,
  );
  assert.throws(
    () => trainFoldModels([{ ...pages[0], fold: 0 }], 3, { featureSet: 'combined', maxIterations: 1 }, [0]),
    /fold 0: no training page/,
  );
});
