import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  type ChildNode,
  createElement,
  type ElementNode,
  hasClassToken,
  isJsSpace,
  type Visitor,
  walk,
  walkTogether,
} from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { readJsonLd, readMicrodata, readStructuredData } from '../src/metadata/index.js';
import { readHeadTags } from '../src/metadata/meta-tags.js';

/** A visitor that records its calls and skips the children of elements named in `skip`. */
function recorder(skip: ReadonlySet<string>): Visitor & { log: string[] } {
  const log: string[] = [];
  const id = (n: ChildNode) => (n.kind === 'element' ? n.name : n.kind === 'text' ? `"${n.value}"` : '#c');
  return {
    log,
    enter: (n) => {
      log.push(`+${id(n)}`);
      return n.kind === 'element' && skip.has(n.name) ? false : undefined;
    },
    leave: (el: ElementNode) => log.push(`-${el.name}`),
  };
}

const NAMES = ['div', 'p', 'span', 'svg', 'b'];

test('walkTogether gives each visitor the calls its own walk gives, skips included', () => {
  // Random nestings of a few tags and texts; each visitor skips the children of its own set of names.
  const html = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.constantFrom('t', 'u', ''),
      fc
        .tuple(fc.constantFrom(...NAMES), fc.array(tie('node'), { maxLength: 4 }))
        .map(([n, kids]) => `<${n}>${(kids as string[]).join('')}</${n}>`),
    ),
  })).node;
  const skips = fc.array(fc.subarray(NAMES), { minLength: 1, maxLength: 4 });
  fc.assert(
    fc.property(fc.array(html, { maxLength: 5 }), skips, (parts, sets) => {
      const doc = parseHtml5(`<body>${parts.join('')}</body>`);
      const together = sets.map((s) => recorder(new Set(s)));
      walkTogether(doc, together);
      sets.forEach((s, k) => {
        const alone = recorder(new Set(s));
        walk(doc, alone.enter, alone.leave);
        assert.deepEqual(together[k].log, alone.log);
      });
    }),
    { numRuns: 300 },
  );
});

test('readStructuredData reads in one walk what the three readers read apart', () => {
  const doc = parseHtml5(`<html lang="fr"><head><title>T</title><meta property="og:type" content="article">
    <link rel="canonical" href="https://x.test/a">
    <script type="application/ld+json">{"@type":"NewsArticle","headline":"H","author":{"@type":"Person","name":"A"}}</script>
    </head><body><svg><title>svg title</title><link rel="canonical" href="https://svg.test"/>
    <g itemscope itemtype="https://schema.org/Thing"><a itemprop="url" href="u">x</a></g></svg>
    <div itemscope itemtype="https://schema.org/Article"><h1 itemprop="headline">Head</h1>
    <span itemprop="author" itemscope itemtype="https://schema.org/Person"><b itemprop="name">B</b></span></div>
    <meta name="description" content="D"></body></html>`);
  const one = readStructuredData(doc);
  assert.deepEqual(one.jsonld, readJsonLd(doc));
  assert.deepEqual(one.microdata, readMicrodata(doc));
  assert.deepEqual(one.head, readHeadTags(doc));
  // The head tags skip svg: its title and link are not the page's.
  assert.equal(one.head.title, 'T');
  assert.equal(one.head.canonical, 'https://x.test/a');
  assert.equal(one.microdata.length, 3);
  assert.equal(one.jsonld.length, 2);
});

test("isJsSpace is a regular expression's \\s on every UTF-16 code unit", () => {
  for (let c = 0; c < 0x10000; c++)
    assert.equal(isJsSpace(c), /\s/.test(String.fromCharCode(c)), `U+${c.toString(16)}`);
});

test('hasClassToken finds the tokens a split on /\\s+/ of the lower-cased first 300 characters gives', () => {
  const tokens = new Set(['a', 'ab', 'sr-only', 'i\u0307']);
  const split = (cls: string) =>
    cls
      .slice(0, 300)
      .toLowerCase()
      .split(/\s+/)
      .some((t) => tokens.has(t));
  const part = fc.constantFrom(
    'a',
    'B',
    'Ab',
    'SR-only',
    '\u0130',
    ' ',
    '\t',
    '\u00a0',
    '\u2003',
    '\ufeff',
    'x',
    '-',
  );
  fc.assert(
    fc.property(fc.array(part, { maxLength: 10 }), fc.boolean(), (parts, long) => {
      const cls = (long ? 'x'.repeat(296) : '') + parts.join('');
      const el = createElement('div', [{ name: 'class', value: cls }]);
      assert.equal(hasClassToken(el, tokens), cls !== '' && split(cls));
    }),
    { numRuns: 3000 },
  );
});
