import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { buildBlocks, collapseSpace, hasSpaceToCollapse, normalizeSpace } from '../src/blocks/build.js';
import { buildSegments } from '../src/blocks/segments.js';
import { labelStructurally } from '../src/clean/structural.js';
import { parseHtml5 } from '../src/html/parse.js';
import { forSpacedTexts } from './helpers/spaced-texts.js';

const blocksOf = (html: string) => buildBlocks(parseHtml5(html));

test('Victor §3.2: text is split by tags into blocks', () => {
  const blocks = blocksOf('<p>Hello <b><i>world</i></b>!</p>');
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Hello', 'world', '!'],
  );
  assert.deepEqual(blocks[1].crossed, ['b', 'i']);
  assert.deepEqual(blocks[2].crossed, ['/i', '/b']);
  assert.equal(blocks[1].spaceBefore, true);
  assert.equal(blocks[2].spaceBefore, false);
});

test('Victor §4.2: div groups hold the direct text descendants of one div', () => {
  const blocks = blocksOf('<div> a <div> b <i>c</i> </div> d <div> e <i>f</i> </div> g </div>');
  const groups = new Map<number, string[]>();
  for (const b of blocks) groups.set(b.divGroup, [...(groups.get(b.divGroup) ?? []), b.text]);
  assert.deepEqual(
    [...groups.values()],
    [
      ['a', 'd', 'g'],
      ['b', 'c'],
      ['e', 'f'],
    ],
  );
});

test('blocks carry containers, the block-level tag and link words', () => {
  const [title, link, text] = blocksOf('<ul><li><a href="/x">two words</a> and more</li></ul>');
  assert.equal(title.text, 'two words');
  assert.deepEqual(title.containers, ['html', 'body', 'ul', 'li', 'a']);
  assert.equal(title.tag, 'li');
  assert.equal(title.linkWords, 2);
  assert.equal(link.text, 'and more');
  assert.equal(link.linkWords, 0);
  assert.equal(text, undefined);
});

test('the none labelling joins inline runs and opens segments at block boundaries', () => {
  const blocks = blocksOf(
    '<h1>Title</h1><p>One <b>bold</b> word.</p><ul><li>item</li></ul><p>a<br>b<br><br>c</p>',
  );
  const labels = labelStructurally(blocks);
  const segments = buildSegments(blocks, labels);
  assert.deepEqual(
    segments.map((s) => [s.label, s.text]),
    [
      ['h', 'Title'],
      ['p', 'One bold word.'],
      ['l', 'item'],
      ['p', 'a b'],
      ['p', 'c'],
    ],
  );
});

test('a 200,000-deep page yields its block without overflowing the stack', () => {
  const blocks = blocksOf(`${'<div>'.repeat(200_000)}deep text`);
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0].text, 'deep text');
  assert.equal(blocks[0].containers.length, 64);
});

test('block text is the source text with whitespace runs (NBSP, em space, tabs, newlines) collapsed and trimmed', () => {
  const piece = fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u2003', 'a', 'bc', 'é', 'x y');
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
      const source = parts.join('');
      const blocks = buildBlocks(parseHtml5(`<p>${source}</p>`));
      const expected = source.replace(/[\s\u00a0]+/g, ' ').trim();
      assert.deepEqual(
        blocks.map((b) => b.text),
        expected ? [expected] : [],
      );
    }),
  );
});

test('on random markup every block carries the names of its open elements, its crossed tags and its word break', () => {
  // Inline and block tags, links, empty elements and words in any order: consecutive blocks share a containers
  // array only while their open elements are the same, so each block's is checked against its own ancestors.
  const piece = fc.constantFrom(
    'word ',
    'two words',
    ' ',
    '<b>',
    '</b>',
    '<i>',
    '</i>',
    '<a href="/x">',
    '<a>',
    '</a>',
    '<div>',
    '</div>',
    '<p>',
    '</p>',
    '<br>',
    '<img alt="pic">',
    '<span class="s">',
    '</span>',
    '<td>',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 40 }), (parts) => {
      const doc = parseHtml5(parts.join(''));
      const blocks = buildBlocks(doc);
      // Tags crossed between consecutive texts, in a plain recursive walk (the pages here are shallow).
      const crossedBefore: string[][] = [];
      let crossed: string[] = [];
      const visit = (n: import('../src/html/node.js').AnyNode) => {
        if (n.kind === 'text') {
          if (n.value.trim() !== '') {
            crossedBefore.push(crossed);
            crossed = [];
          }
          return;
        }
        if (n.kind === 'element') crossed.push(n.name);
        if (n.kind === 'element' || n.kind === 'document') for (const c of n.children) visit(c);
        if (n.kind === 'element') crossed.push(`/${n.name}`);
      };
      visit(doc);
      assert.equal(blocks.length, crossedBefore.length);
      blocks.forEach((b, i) => {
        const names: string[] = [];
        let inLink = false;
        for (
          let e: import('../src/html/node.js').ParentNode | null = b.node;
          e?.kind === 'element';
          e = e.parent
        ) {
          names.unshift(e.name);
          if (e.name === 'a' && e.attrs.some((a) => a.name === 'href')) inLink = true;
        }
        assert.deepEqual(b.containers, names);
        assert.deepEqual(b.crossed, crossedBefore[i]);
        assert.equal(b.inLink, inLink);
        assert.equal(b.linkWords, inLink ? b.words : 0);
        const breaks = b.crossed.some((t) =>
          ['br', 'img', '/img', 'p', '/p', 'div', '/div', 'td', '/td'].includes(t),
        );
        if (breaks) assert.equal(b.spaceBefore, true);
      });
    }),
  );
});

test('whitespace tests by code unit agree with the regexps they stand for, on every code unit', () => {
  for (let c = 0; c < 0x10000; c++) {
    const ch = String.fromCharCode(c);
    const inner = `a${ch}b`;
    assert.equal(
      hasSpaceToCollapse(inner),
      inner.replace(/[\s\u00a0]+/g, ' ') !== inner,
      `U+${c.toString(16)}`,
    );
    // Leading and trailing space: the ASCII ones, NBSP, and JavaScript's \s above U+1FFF.
    const edge =
      c === 32 || c === 10 || c === 9 || c === 13 || c === 12 || c === 0xa0 || (c > 0x1fff && /\s/.test(ch));
    const r = normalizeSpace(`${ch}x${ch}`);
    assert.deepEqual([r.lead, r.trail], [edge, edge], `U+${c.toString(16)}`);
    const runs = `${ch}a${ch}${ch}b ${ch}c${ch} `;
    assert.equal(collapseSpace(runs), runs.replace(/[\s\u00a0]+/g, ' '), `U+${c.toString(16)}`);
  }
});

test('collapseSpace makes every run of white space one space, as the plain run regexp does', () => {
  forSpacedTexts((text) =>
    assert.equal(collapseSpace(text), text.replace(/[\s\u00a0]+/g, ' '), JSON.stringify(text)),
  );
});
