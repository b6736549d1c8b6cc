// Metadata of `-f json` (issue 14): each source on a small page of its own, the title without the site's
// name, dates on the page's own day, language declared/checked/detected, WARC facts, and only json paying.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { runBatch } from '../src/batch/index.js';
import { buildBlocks } from '../src/blocks/build.js';
import { parseHtml5 } from '../src/html/parse.js';
import { extract } from '../src/index.js';
import { findDateAt, findDateInText } from '../src/metadata/dates.js';
import {
  detectLanguage,
  findByline,
  findTitleHeading,
  jsonLdFacts,
  nameInByline,
  normalizeDate,
  normalizeLanguage,
  readJsonLd,
  readMicrodata,
  titleWithoutSite,
} from '../src/metadata/index.js';
import { leadingPart } from '../src/metadata/title.js';
import { resolveOptions } from '../src/options.js';

const DIR = join(import.meta.dirname, 'fixtures', 'metadata');
const page = (name: string) => readFileSync(join(DIR, name), 'utf8');

function json(html: string, options: Record<string, unknown> = {}): Record<string, unknown> {
  const r = extract(html, { format: 'json', ...options });
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? JSON.parse(r.output) : {};
}

test('JSON-LD @graph: headline, author by @id, date with its offset, site, description, canonical', () => {
  const j = json(page('json-ld-graph.html'), { url: 'https://planet.example/news?id=1' });
  assert.equal(j.title, 'Storm closes the coast road');
  assert.equal(j.author, 'Lois Lane');
  // 23:30 in New York is already the 4th in UTC: the page's own day stays.
  assert.equal(j.date, '2024-03-03T23:30:00-05:00');
  assert.equal(j.site, 'The Daily Planet');
  assert.equal(j.description, 'The coast road is shut until Friday.');
  assert.equal(j.canonical, 'https://planet.example/2024/03/storm');
  assert.equal(j.language, 'en');
  // The SPEC's field order: metadata first, then encoding, blocks, tables, text.
  assert.deepEqual(Object.keys(j).slice(0, 9), [
    'url',
    'title',
    'author',
    'date',
    'language',
    'site',
    'canonical',
    'description',
    'encoding',
  ]);
});

test('JSON-LD: a top-level array, several authors, and a hand-written script with a raw line break', () => {
  const nodes = readJsonLd(parseHtml5(page('json-ld-array.html')));
  assert.ok(nodes.some((n) => n['@type'] === 'BlogPosting'));
  const j = json(page('json-ld-array.html'));
  assert.equal(j.title, 'Two reporters, one story');
  assert.equal(j.author, 'Ann Smith and Bob Jones');
  assert.equal(j.date, '2023-11-05');
});

test('meta tags: og:title, author, published time, site name, description, canonical, lang', () => {
  const j = json(page('meta-tags.html'));
  assert.equal(j.title, 'How to rent a car');
  assert.equal(j.author, 'Maria Katerina');
  assert.equal(j.date, '2021-09-08T08:00:00+02:00');
  assert.equal(j.site, 'Example Travel');
  assert.equal(j.description, 'Seven tips for renting a car abroad.');
  assert.equal(j.canonical, 'https://travel.example/rent-a-car');
  assert.equal(j.language, 'en');
});

test('microdata: headline, a nested Person as author, <time datetime>', () => {
  const items = readMicrodata(parseHtml5(page('microdata.html')));
  assert.equal(items[0].types[0], 'Article');
  assert.equal(items[0].props.get('headline')?.[0], 'Gardens in winter');
  assert.equal(items[0].props.has('articlebody'), false, 'the body is never copied as a value');
  const j = json(page('microdata.html'));
  assert.equal(j.title, 'Gardens in winter');
  assert.equal(j.author, 'Tina Flint');
  assert.equal(j.date, '2020-04-12');
});

test('a byline in the text gives the author and the date; the title loses the site name', () => {
  const j = json(page('byline.html'));
  assert.equal(j.author, 'Jane Doe');
  assert.equal(j.date, '2024-03-03');
  assert.equal(j.title, 'Rain again, and the tomatoes');
  const blocks = buildBlocks(parseHtml5(page('byline.html')));
  const b = findByline(
    blocks,
    blocks.findIndex((x) => x.tag === 'h1'),
  );
  assert.equal(b?.name, 'Jane Doe');
  assert.equal(blocks[b?.index ?? -1].text, 'By Jane Doe | March 3, 2024');
});

test('byline names: prefixes, dates and separators go', () => {
  assert.equal(nameInByline('By Jane Doe | March 3, 2024'), 'Jane Doe');
  assert.equal(
    nameInByline('Written by: Ann Smith and Bob Jones, Published 3 May 2022'),
    'Ann Smith and Bob Jones',
  );
  assert.equal(nameInByline('Posted by Sam Lee on March 3, 2024'), 'Sam Lee');
  assert.equal(nameInByline('Share this article'), null);
  assert.equal(nameInByline('by 2024'), null);
});

test("byline names: a label after an author photo's alt text goes, a day and a month is no name", () => {
  assert.equal(
    nameInByline('author image Written by: Sean Peek, Senior Analyst'),
    'Sean Peek, Senior Analyst',
  );
  assert.equal(nameInByline('August 28'), null);
  assert.equal(nameInByline('Dec. 19'), null);
  assert.equal(nameInByline('28 août'), null);
  assert.equal(nameInByline('InsaneSnow45'), 'InsaneSnow45');
  assert.equal(nameInByline('von Hans Müller'), 'Hans Müller');
  assert.equal(nameInByline('Autor: Hans Müller'), 'Hans Müller');
  assert.equal(nameInByline('Автор: Иван Петров'), 'Иван Петров');
  assert.equal(nameInByline('作者：张三 2024年3月3日'), '张三');
  assert.equal(nameInByline('记者：李四｜新华网'), '李四');
});

test('byline names in other languages: "published" ends the name, share and comment lines are no name', () => {
  assert.equal(nameInByline('Von Max Mustermann, aktualisiert am 3. März 2024'), 'Max Mustermann');
  assert.equal(nameInByline('Par Jean Dupont, publié le 3 mars'), 'Jean Dupont');
  assert.equal(nameInByline('Иван Петров, опубликовано 3 марта'), 'Иван Петров');
  assert.equal(nameInByline('Kommentare (3)'), null);
  assert.equal(nameInByline('Partager sur Facebook'), null);
  assert.equal(nameInByline('Поделиться'), null);
  assert.equal(nameInByline('分享到微博'), null);
  // A furniture word inside a longer word is no reason: the name stays.
  assert.equal(nameInByline('Anna Teilenberg'), 'Anna Teilenberg');
});

test('dates: ISO kept with its offset, words and numbers to YYYY-MM-DD, nonsense refused', () => {
  assert.equal(normalizeDate('2024-03-03T23:30:00-0500'), '2024-03-03T23:30:00-05:00');
  assert.equal(normalizeDate('Thursday, September 4th, 2025'), '2025-09-04');
  assert.equal(normalizeDate('4. September 2025'), '2025-09-04');
  assert.equal(normalizeDate('5 November, 2012'), '2012-11-05');
  assert.equal(findDateInText('by Jane Doe on 5 Nov., 2012'), '2012-11-05');
  assert.equal(normalizeDate('Posted on March 3, 2024'), '2024-03-03');
  assert.equal(normalizeDate('13/04/2025'), '2025-04-13');
  assert.equal(normalizeDate('2025-02-30'), null);
  assert.equal(normalizeDate('version 2.0.1'), null);
});

test('dates in other languages: month names, genitives and the year-month-day signs of CJK', () => {
  assert.equal(normalizeDate('3 марта 2024 г.'), '2024-03-03');
  assert.equal(normalizeDate('3 marca 2024'), '2024-03-03');
  assert.equal(normalizeDate('3 maart 2024'), '2024-03-03');
  assert.equal(normalizeDate('Mi., 3. März 2024'), '2024-03-03');
  assert.equal(normalizeDate('2024年3月3日'), '2024-03-03');
  assert.equal(normalizeDate('2024년 3월 3일'), '2024-03-03');
  assert.equal(normalizeDate('2024年13月3日'), null);
  assert.equal(findDateInText('发布时间：2024年3月3日 10:00'), '2024-03-03');
  assert.equal(findDateInText('Publicado el 3 de marzo de 2024'), '2024-03-03');
  assert.equal(findDateInText('Опубликовано: 3 марта 2024'), '2024-03-03');
  assert.equal(findDateInText('Seite 12 von 2024'), null);
});

test('dates: a text without an ASCII digit has none (the pre-test of findDateAt), whatever its words', () => {
  assert.equal(findDateInText('Posted on the third of March, in the spring'), null);
  assert.equal(findDateInText('Published March ３, ２０２４'), null); // full-width digits are no \d
  assert.equal(findDateInText('Published March 3, 2024'), '2024-03-03');
  assert.equal(findDateAt('Von Anna Schmidt 3. März 2024')?.index, 17);
});

test('titles: the site name goes from either end, a dash inside the title stays', () => {
  assert.equal(
    titleWithoutSite('How to rent a car | Example Travel', 'Example Travel', null),
    'How to rent a car',
  );
  assert.equal(titleWithoutSite('BBC News - Storm hits coast', 'BBC News', null), 'Storm hits coast');
  assert.equal(
    titleWithoutSite('Shaping eCommerce – 10 Benefits - Appinventiv', null, 'https://appinventiv.com/blog'),
    'Shaping eCommerce – 10 Benefits',
  );
  assert.equal(titleWithoutSite('Only a title', 'Site', null), 'Only a title');
  // A part that only starts with the host's name is the site at the end, the product at the start.
  assert.equal(
    titleWithoutSite('Arrival T-Shirt | Gymshark Store', null, 'https://www.gymshark.com/x'),
    'Arrival T-Shirt',
  );
  assert.equal(
    titleWithoutSite('Gymshark Arrival T-Shirt - Black', null, 'https://www.gymshark.com/x'),
    'Gymshark Arrival T-Shirt - Black',
  );
});

test('titles: the leading part before a brand separator; a number alone is not one; a colon does not split', () => {
  assert.equal(leadingPart('Stripe Payments | Global Payment Processing Platform'), 'Stripe Payments');
  assert.equal(leadingPart('Quickstart — Flask Documentation (3.1.x)'), 'Quickstart');
  assert.equal(
    leadingPart('2024 - Pros & Cons Of Using A Travel Agent'),
    '2024 - Pros & Cons Of Using A Travel Agent',
  );
  assert.equal(
    leadingPart('GAAP Compliance: Applying Best Practices'),
    'GAAP Compliance: Applying Best Practices',
  );
});

test('title heading: a one-word <h1> matching the leading part of the title beats a section heading', () => {
  const html =
    '<title>Flexbox - Learn web development | MDN</title><body><h2>Learn web development</h2>' +
    '<h1>Flexbox</h1><p>Flexbox is a one-dimensional layout method for arranging items in rows or columns.</p>';
  const r = json(html, { url: 'https://developer.example.org/docs/flexbox' });
  assert.equal(r.title, 'Flexbox');
});

test('language: declared, normalized, overridden by enough text, detected when absent', () => {
  assert.equal(normalizeLanguage('en_US'), 'en');
  assert.equal(normalizeLanguage('deu'), 'de');
  assert.equal(normalizeLanguage('x-klingon'), null);
  // Declared English, written in French: the text wins.
  assert.equal(json(page('language.html')).language, 'fr');
  const undeclared =
    '<p>Der Stadtrat hat am Dienstag nach einer langen Debatte den neuen Haushalt beschlossen.</p>';
  assert.equal(json(undeclared).language, 'de');
  assert.equal(detectLanguage('ok'), null, 'too short to tell');
});

test('only json pays for metadata', () => {
  const r = extract(page('json-ld-graph.html'), { format: 'text' });
  assert.ok(r.status === 'ok' && r.metadata === null);
  const j = extract(page('json-ld-graph.html'), { format: 'json' });
  assert.ok(j.status === 'ok' && j.metadata?.author === 'Lois Lane');
});

test('WARC records: record id and date, HTTP status and content type in the JSON', async () => {
  const out = mkdtempSync(join(tmpdir(), 'kitten-meta-'));
  try {
    const counts = await runBatch(
      [join(import.meta.dirname, 'fixtures', 'input', 'tiny.warc')],
      resolveOptions({ format: 'json' }),
      {
        out,
        jobs: 1,
      },
    );
    assert.equal(counts.ok, 2);
    const first = JSON.parse(readFileSync(join(out, 'tiny', '2.json'), 'utf8'));
    assert.deepEqual(first.warc, {
      recordId: '<urn:uuid:00000000-0000-0000-0000-000000000002>',
      date: '2024-01-01T00:00:00Z',
    });
    assert.deepEqual(first.http, { status: 200, contentType: 'text/html; charset=windows-1251' });
    assert.equal(first.language, 'ru');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  // A page not read from a WARC has neither field.
  assert.equal('warc' in json('<p>x</p>'), false);
});

test('meta authors: several tags of one key are several authors; a JSON-LD author string loses its "By"', () => {
  const j = json(
    '<html><head><title>Paper</title><meta name="citation_author" content="Ann Smith">' +
      '<meta name="citation_author" content="Bob Jones"></head><body><h1>Paper</h1><p>Text of the paper.</p></body></html>',
  );
  assert.equal(j.author, 'Ann Smith and Bob Jones');
  const k = json(
    '<html><head><title>News</title><script type="application/ld+json">' +
      '{"@context":"https://schema.org","@type":"NewsArticle","headline":"News","author":"By Jane Doe"}' +
      '</script></head><body><h1>News</h1><p>Text of the story.</p></body></html>',
  );
  assert.equal(k.author, 'Jane Doe');
});

test('JSON-LD authors: on a later article object, an organization only when no person is named', () => {
  const ld = (o: unknown) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  const later = jsonLdFacts(
    readJsonLd(
      parseHtml5(
        `<html><head>${ld({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Why?' }] })}${ld({
          '@type': 'Article',
          headline: 'Taxes',
          author: [{ '@type': 'Person', name: 'Genevieve Carlton' }],
        })}</head><body></body></html>`,
      ),
    ),
  );
  assert.equal(later.author, 'Genevieve Carlton');
  const org = { '@type': 'Organization', name: 'Loona Construction' };
  const html = (author: unknown) =>
    `<html><head>${ld({ '@type': 'BlogPosting', headline: 'Remodel costs', author })}</head><body></body></html>`;
  assert.equal(jsonLdFacts(readJsonLd(parseHtml5(html(org)))).author, 'Loona Construction');
  assert.equal(
    jsonLdFacts(readJsonLd(parseHtml5(html([org, { '@type': 'Person', name: 'Ann Lee' }])))).author,
    'Ann Lee',
  );
  // A product's reviews are not the page's author.
  const product = `<html><head>${ld({
    '@type': 'Product',
    name: 'Tent',
    review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'A Buyer' } }],
  })}</head><body></body></html>`;
  assert.equal(jsonLdFacts(readJsonLd(parseHtml5(product))).author, null);
});

test('byline: an author link inside the line, under the first of two copies of the title heading', () => {
  const html = `<html><head><title>Best agencies in 2025</title></head><body>
    <h1>Best agencies in 2025</h1>
    <div class="post-info"><a href="/authors/chris-toy">Chris Toy</a><div>•</div><div>Jan 5, 2025</div></div>
    <p>${'Text of the article. '.repeat(20)}</p>
    <div class="sticky"><h1>Best agencies in 2025</h1></div>
    <p>More text.</p></body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  assert.equal(findByline(blocks, findTitleHeading(blocks, 'Best agencies in 2025'))?.name, 'Chris Toy');
  assert.equal(json(html).author, 'Chris Toy');
});

test('byline names: a name written twice is one; a role after a comma goes, more names and credentials stay', () => {
  assert.equal(nameInByline('Cort Honey Cort Honey'), 'Cort Honey');
  assert.equal(nameInByline('By Lisa Pham, Associate Content Marketing Writer at Jobber'), 'Lisa Pham');
  assert.equal(
    nameInByline('Manoj Jain and Jagpreet Chhatwal, The Commercial Appeal'),
    'Manoj Jain and Jagpreet Chhatwal',
  );
  assert.equal(nameInByline('Dylan Bailey, MS, RD, FAND'), 'Dylan Bailey, MS, RD, FAND');
  assert.equal(
    nameInByline('Von Anna Meier, Jonas Weber und Lea Roth'),
    'Anna Meier, Jonas Weber und Lea Roth',
  );
});
