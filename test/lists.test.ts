// Kitten §3.2 list rules, one by one, through the pipeline (clean none) and on their own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildBlocks } from '../src/blocks/build.js';
import { buildSegments } from '../src/blocks/segments.js';
import { findElement } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { type ExtractOptions, extract, type PageOk, resolveOptions } from '../src/index.js';
import { kittenLines } from '../src/structure/index.js';
import { enumeratorLength, stripBullets, symbolBulletLength } from '../src/structure/lists/bullets.js';
import { flattenList, lastWord, lowerFirst } from '../src/structure/lists/index.js';
import { surveyList } from '../src/structure/lists/survey.js';
import { isTrigger } from '../src/structure/lists/triggers.js';

// The paper's list rules are the corpus scope's; the main scope's two differences are tested at the end.
function run(html: string, opts: ExtractOptions = {}): PageOk {
  const r = extract(html, { clean: 'none', scope: 'corpus', ...opts });
  assert.equal(r.status, 'ok');
  return r as PageOk;
}
const textOf = (html: string, opts: ExtractOptions = {}) => run(html, opts).text;

const MENU =
  '<p>Welcome to the site.</p><ul><li><a href="/">Home</a></li><li><a href="/c">Cite</a></li>' +
  '<li><a href="/x">A link with five whole words</a></li></ul>';

test('hyperlink lists: link items under five words are removed and logged', () => {
  const r = run(MENU);
  assert.equal(r.text, 'Welcome to the site.\nA link with five whole words.\n');
  assert.deepEqual(
    r.log.filter((e) => e.type === 'link-item-removed'),
    [
      { type: 'link-item-removed', text: 'Home' },
      { type: 'link-item-removed', text: 'Cite' },
    ],
  );
});

test('hyperlink lists: a list with a plain item is not one; an introductory first item is allowed', () => {
  const mixed = '<ul><li><a href="/">Home</a></li><li>Plain words</li></ul>';
  assert.equal(textOf(mixed), 'Home.\nPlain words.\n');
  const intro = '<ul><li>Sections:</li><li><a href="/">Home</a></li><li><a href="/n">News</a></li></ul>';
  const r = run(intro);
  assert.equal(r.text, 'Sections.\n');
  assert.equal(r.log.length, 2);
});

test('hyperlink lists: separators between links do not make an item plain', () => {
  assert.equal(textOf('<ul><li><a href="/">Home</a> |</li><li><a href="/n">News</a></li></ul>'), '');
});

test('--no-lists keeps hyperlink items and bullets, and logs nothing', () => {
  const r = run(MENU, { lists: false });
  assert.equal(r.text, 'Welcome to the site.\nHome.\nCite.\nA link with five whole words.\n');
  assert.equal(r.log.length, 0);
  assert.equal(textOf('<ul><li>* one</li><li>* two</li></ul>', { lists: false }), '* one.\n* two.\n');
});

test('bullets: symbols always go, enumerators when they number the list', () => {
  assert.equal(
    textOf('<ul><li>* one</li><li>• two</li><li>- three</li><li>»four</li></ul>'),
    'one.\ntwo.\nthree.\nfour.\n',
  );
  assert.equal(textOf('<ol><li>1. one</li><li>2) two</li></ol>'), 'one.\ntwo.\n');
  assert.equal(
    textOf('<ol><li>a) one</li><li>b) two</li><li>iv) four</li><li>IV. four</li></ol>'),
    'one.\ntwo.\nfour.\nfour.\n',
  );
  // A name list keeps its initials: only one item in four looks numbered.
  assert.deepEqual(stripBullets(['J. Smith', 'Anne Vilnat', 'Mathieu Falco', 'Véronique Moriceau']), [
    'J. Smith',
    'Anne Vilnat',
    'Mathieu Falco',
    'Véronique Moriceau',
  ]);
  assert.deepEqual(stripBullets(['•']), ['']);
  assert.equal(symbolBulletLength('-5 degrees'), 0);
  assert.equal(enumeratorLength('e.g. this'), 0);
  assert.equal(enumeratorLength('(3) three'), 4);
});

test('bullet patterns are anchored: property checks on arbitrary strings', () => {
  fc.assert(
    fc.property(fc.string(), (s) => {
      const n = symbolBulletLength(s);
      const m = enumeratorLength(s);
      assert.ok(n >= 0 && n <= s.length && m >= 0 && m <= s.length);
      const [out] = stripBullets([s]);
      assert.ok(s.endsWith(out));
    }),
  );
  // A long run of bullet-like characters is handled in one anchored pass.
  const long = `${'•'.repeat(200_000)}x`;
  assert.equal(symbolBulletLength(long), 200_000);
});

test('flattening: short items join with commas; an item ending with punctuation gets none', () => {
  assert.equal(
    flattenList('Colors:', ['red', 'green;', 'blue,', 'yellow'], () => false),
    'Colors: red, green; blue, yellow.',
  );
  assert.equal(
    flattenList('Colors:', ['red', 'blue,'], () => false),
    'Colors: red, blue.',
  );
});

test('flattening Chinese or Japanese items: the enumeration comma 、 and the ideographic stop, no ASCII marks', () => {
  assert.equal(
    flattenList('色：', ['赤', '青', '黄'], () => false),
    '色： 赤、 青、 黄。',
  );
  assert.equal(
    flattenList('颜色：', ['红色，', '蓝色'], () => false),
    '颜色： 红色， 蓝色。',
  );
});

test('flattening: long items become sentences, non-final punctuation replaced (not brackets or dash)', () => {
  const long = (s: string) => `${s} ${'word '.repeat(14).trim()}`;
  const out = flattenList(
    'Points:',
    [long('First,'), `${long('Second')};`, `${long('Third')} (see below)`],
    () => false,
  );
  assert.equal(out, `Points: ${long('First,')}. ${long('Second')}. ${long('Third')} (see below).`);
});

test('flattening needs a colon, one level, and --lists', () => {
  const nocolon = '<p>Colors</p><ul><li>red</li><li>blue</li></ul>';
  assert.equal(textOf(nocolon), 'Colors.\nred.\nblue.\n');
  const nested = '<p>Colors:</p><ul><li>warm<ul><li>red</li></ul></li><li>blue</li></ul>';
  assert.equal(textOf(nested), 'Colors.\nwarm.\nred.\nblue.\n');
  const headed = '<h2>Colors:</h2><ul><li>red</li><li>blue</li></ul>';
  assert.equal(textOf(headed), 'Colors: red, blue.\n');
});

test('clause repetition: trigger words by language (lang attribute, else detected)', () => {
  const fr =
    '<html lang="fr"><body><p>Les parents doivent :</p><ul><li>Choisir une école</li><li>Trouver un prêt</li></ul></body></html>';
  assert.equal(textOf(fr), 'Les parents doivent choisir une école. Les parents doivent trouver un prêt.\n');
  const frDetected =
    '<p>Il est possible de trouver les livres dans les bibliothèques de la ville, pour :</p><ul><li>Lire</li><li>Écrire</li></ul>';
  assert.equal(
    textOf(frDetected),
    'Il est possible de trouver les livres dans les bibliothèques de la ville, pour lire. Il est possible de trouver les livres dans les bibliothèques de la ville, pour écrire.\n',
  );
  const de = '<html lang="de"><body><p>Sie müssen to:</p><ul><li>Eins</li><li>Zwei</li></ul></body></html>';
  assert.equal(textOf(de), 'Sie müssen to: Eins, Zwei.\n');
  assert.ok(
    isTrigger('To', 'en') && isTrigger('not', 'en') && isTrigger('may', 'en') && isTrigger('pas', 'fr'),
  );
  assert.ok(!isTrigger('consider', 'en'));
  assert.equal(lastWord('parents need to'), 'to');
  assert.equal(lastWord("you can't "), "can't");
  assert.equal(lowerFirst('Determine'), 'determine');
  assert.equal(lowerFirst('NASA rules'), 'NASA rules');
  assert.equal(lowerFirst('I think'), 'I think');
});

test('the introduction is folded only once and lists that follow a table or list are not flattened onto it', () => {
  const twoLists = '<p>Colors:</p><ul><li>red</li></ul><ul><li>blue</li></ul>';
  assert.equal(textOf(twoLists), 'Colors: red.\nblue.\n');
});

test('list items merged by a cleaner into one segment are still cut per item', () => {
  // A continuation label across items (as the CRF may give) still yields one line per item.
  const blocks = buildBlocks(parseHtml5('<ul><li>* one</li><li>* two</li></ul>'));
  const segments = buildSegments(blocks, ['l', 'c']);
  assert.equal(segments.length, 1);
  const noTables = { tables: [], lines: new Map(), data: new Map() };
  const lines = kittenLines(segments, noTables, resolveOptions(), () => {});
  assert.deepEqual(lines, ['one.', 'two.']);
});

test('the introduction must come right before the list: text dropped in between prevents flattening', () => {
  const blocks = buildBlocks(
    parseHtml5('<p>Look:</p><p>Video credits</p><ul><li>red</li><li>blue</li></ul>'),
  );
  const noTables = { tables: [], lines: new Map(), data: new Map() };
  const dropped = buildSegments(blocks, ['p', 'o', 'l', 'l']);
  assert.deepEqual(
    kittenLines(dropped, noTables, resolveOptions(), () => {}),
    ['Look.', 'red.', 'blue.'],
  );
  const kept = buildSegments(
    blocks.filter((b) => b.text !== 'Video credits'),
    ['p', 'l', 'l'],
  );
  assert.deepEqual(
    kittenLines(kept, noTables, resolveOptions(), () => {}),
    ['Look.', 'red.', 'blue.'],
  );
  const adjacent = buildBlocks(parseHtml5('<p>Look:</p><ul><li>red</li><li>blue</li></ul>'));
  assert.deepEqual(
    kittenLines(buildSegments(adjacent, ['p', 'l', 'l']), noTables, resolveOptions(), () => {}),
    ['Look: red, blue.'],
  );
});

test('hyperlink lists: the limit is exactly "fewer than five words" (4 words go, 5 stay)', () => {
  const r = run(
    '<p>Welcome to the site.</p><ul><li><a href="/a">one two three four</a></li>' +
      '<li><a href="/b">one two three four five</a></li></ul>',
  );
  assert.equal(r.text, 'Welcome to the site.\none two three four five.\n');
  assert.deepEqual(
    r.log.filter((e) => e.type === 'link-item-removed'),
    [{ type: 'link-item-removed', text: 'one two three four' }],
  );
});

test('hyperlink lists: a nested menu is a hyperlink list at every level', () => {
  const r = run(
    '<p>Welcome to the site.</p><ul><li><a href="/">Home</a><ul><li><a href="/a">Sub one</a></li>' +
      '<li><a href="/b">Sub two</a></li></ul></li><li><a href="/n">News</a></li></ul>',
  );
  assert.equal(r.text, 'Welcome to the site.\n');
  assert.deepEqual(
    r.log.filter((e) => e.type === 'link-item-removed').map((e) => (e as { text: string }).text),
    ['Home', 'Sub one', 'Sub two', 'News'],
  );
});

test('hyperlink lists: an <a> without href (an anchor) is not a link', () => {
  const html = '<ul><li><a name="top">Top</a></li><li><a name="end">End</a></li></ul>';
  assert.equal(textOf(`<p>Welcome to the site.</p>${html}`), 'Welcome to the site.\nTop.\nEnd.\n');
  const doc = parseHtml5(html);
  assert.equal(surveyList(findElement(doc, 'ul')!).hyperlinkLists.size, 0);
  assert.ok(buildBlocks(doc).every((b) => !b.inLink && b.linkWords === 0));
  const linked = parseHtml5(html.replaceAll('name=', 'href='));
  assert.equal(surveyList(findElement(linked, 'ul')!).hyperlinkLists.size, 1);
  assert.ok(buildBlocks(linked).every((b) => b.inLink));
});

test('main scope: link items stay (the cleaner judged them) and the introduction is said once', () => {
  assert.equal(
    textOf(MENU, { scope: 'main' }),
    'Welcome to the site.\nHome.\nCite.\nA link with five whole words.\n',
  );
  const html =
    '<p>Before selecting a college, parents need to:</p><ul><li>Determine the funding</li><li>Explore the loans</li></ul>';
  assert.equal(
    textOf(html, { scope: 'main' }),
    'Before selecting a college, parents need to: Determine the funding, Explore the loans.\n',
  );
  assert.match(
    textOf(html),
    /need to determine the funding\. Before selecting a college, parents need to explore/,
  );
});
