import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { Label } from '../src/blocks/block.js';
import { MAX_STYLE_GAP } from '../src/clean/kimatu/constants.js';
import { countPhrasePunctuation } from '../src/clean/kimatu/elements.js';
import { analyzeKimatu, kimatuRatios } from '../src/clean/kimatu/index.js';
import { lcsLength } from '../src/clean/kimatu/lcs.js';
import { relevanceOf } from '../src/clean/kimatu/ratios.js';
import { resolveOptions } from '../src/options.js';
import { extractPage, type PageOk } from '../src/pipeline.js';

// The pipeline's own result: Kimatu's analysis reads the blocks with their DOM nodes.
function run(html: string): PageOk {
  const r = extractPage({ bytes: html }, resolveOptions({ clean: 'kimatu', format: 'cleaneval' }));
  assert.equal(r.status, 'ok');
  return r as PageOk;
}

const SENTENCE =
  'The kittens slept in the basket all afternoon, and nobody dared to wake them; the old cat watched. ';
const para = (n: number) => `<p>${SENTENCE.repeat(n)}</p>`;
const MENU =
  '<ul class="nav"><li><a href="/">Home</a></li><li><a href="/a">About us</a></li><li><a href="/c">Contact</a></li></ul>';

test('phrase punctuation: boundaries only, not times, numbers, initials', () => {
  assert.equal(countPhrasePunctuation('Hello, world. Fine!'), 3);
  assert.equal(countPhrasePunctuation('At 10.30 we paid 3,000 to J. Smith'), 0);
  assert.equal(countPhrasePunctuation('He said "yes." Then left'), 1);
});

test('LCS length of word sequences', () => {
  assert.equal(lcsLength('a b c d e'.split(' '), 'a c e f'.split(' ')), 3);
  assert.equal(lcsLength([], ['a']), 0);
  assert.equal(lcsLength('x y'.split(' '), 'y x'.split(' ')), 1);
});

test('relevance formula: 0.5·length + 0.5·avglen − (1 − punct) − links', () => {
  assert.equal(relevanceOf({ length: 1, avgLength: 1, punctuation: 1, linkDensity: 0 }), 1);
  const r = relevanceOf({ length: 0.2, avgLength: 0.4, punctuation: 0.5, linkDensity: 0.25 });
  assert.ok(Math.abs(r - (0.3 - 0.5 - 0.25)) < 1e-12, String(r));
});

test('ratios: the article scores above the sure threshold, the menu below zero', () => {
  const r = run(`<html><body>${MENU}<div class="story">${para(3)}${para(2)}${para(3)}</div></body></html>`);
  const ratios = kimatuRatios(r.blocks);
  assert.equal(ratios.length, r.blocks.length);
  const story = ratios[r.blocks.findIndex((b) => b.text.startsWith('The kittens'))];
  const home = ratios[r.blocks.findIndex((b) => b.text === 'Home')];
  assert.equal(story.length, 1);
  assert.equal(story.punctuation, 1);
  assert.equal(story.linkDensity, 0);
  assert.ok(story.relevance > 0.32, String(story.relevance));
  assert.equal(home.punctuation, 0);
  assert.equal(home.linkDensity, 1); // every word is inside a link
  assert.ok(home.relevance < 0, String(home.relevance));
  // all paragraphs of the story share one style block, the menu items another
  assert.notEqual(story.styleBlock, home.styleBlock);
});

test('style blocks: same aspect split when more than MAX_STYLE_GAP elements lie between', () => {
  const others = (n: number) => Array.from({ length: n }, (_, i) => `<div class="x">x${i}</div>`).join('');
  const near = run(`<body>${para(1)}${others(MAX_STYLE_GAP)}${para(1)}</body>`);
  const far = run(`<body>${para(1)}${others(MAX_STYLE_GAP + 1)}${para(1)}</body>`);
  const count = (p: PageOk) => new Set(analyzeKimatu(p.blocks).styleBlocks.map((s) => s.aspect)).size;
  const blocks = (p: PageOk) => analyzeKimatu(p.blocks).styleBlocks.length;
  assert.equal(count(near), count(far));
  assert.equal(blocks(far), blocks(near) + 1);
});

test('the page: menu out, heading and list kept near the article, link inside a paragraph is a continuation', () => {
  const html = `<html><head><title>Kittens</title></head><body>${MENU}
    <div class="story"><h1>Sleepy kittens</h1>${para(3)}
    <p>Read the <a href="/more">whole report</a> on kitten sleep habits, with photographs and notes from the vets.</p>
    ${para(2)}<ul><li>Baskets, boxes and sofas are the favourite places.</li><li>Sunny windows come second, and beds third.</li></ul>
    ${para(2)}</div><div class="foot"><a href="/p">Privacy</a> | <a href="/t">Terms</a></div></body></html>`;
  const r = run(html);
  const label = (text: string) => r.labels[r.blocks.findIndex((b) => b.text === text)];
  assert.equal(label('Home'), 'o');
  assert.equal(label('Privacy'), 'o');
  assert.equal(label('Sleepy kittens'), 'h');
  assert.equal(label('Read the'), 'p');
  assert.equal(label('whole report'), 'c');
  assert.equal(label('Baskets, boxes and sofas are the favourite places.'), 'l');
  assert.match(r.output, /<h>Sleepy kittens\n\n<p>The kittens/);
});

test('function blocks ("posted by X") and quotes of the post are removed', () => {
  const post =
    'I think the kittens should sleep on the sofa because the basket is far too small for all three of them.';
  const html = `<body>
    <div class="post"><p class="msg">${post} ${SENTENCE.repeat(3)}</p></div>
    <div class="meta"><span class="by">Posted by Anna at noon</span></div>
    <div class="post"><p class="msg">${SENTENCE.repeat(4)}</p></div>
    <div class="meta"><span class="by">Posted by Ben at noon</span></div>
    <div class="reply"><blockquote class="q"><p>${post}</p></blockquote><p class="msg">${SENTENCE.repeat(4)}</p></div>
    <div class="meta"><span class="by">Posted by Cleo at noon</span></div></body>`;
  const r = run(html);
  const labels = (pred: (t: string) => boolean) =>
    r.blocks.flatMap((b, i) => (pred(b.text) ? [r.labels[i]] : []));
  assert.deepEqual(
    labels((t) => t.startsWith('Posted by')),
    ['o', 'o', 'o'],
  );
  assert.deepEqual(
    labels((t) => t === post),
    ['o'],
  ); // the quote (the post itself is in a longer block)
  assert.deepEqual(
    labels((t) => t.startsWith(post) && t !== post),
    ['p'],
  );
});

test('labels: one per block, valid, and a `c` always continues a kept block of the same paragraph', () => {
  const piece = fc.constantFrom(
    para(1),
    para(2),
    MENU,
    '<h2>Heading</h2>',
    '<p>Short <a href="#">link</a> text.</p>',
    '<div>x<br>y</div>',
    '<table><tr><td>cell one, here.</td><td><b>two</b></td></tr></table>',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 25 }), (pieces) => {
      const r = run(`<body>${pieces.join('')}</body>`);
      assert.equal(r.labels.length, r.blocks.length);
      r.labels.forEach((l: Label, i) => {
        assert.ok(['p', 'h', 'l', 'c', 'o'].includes(l));
        if (l === 'c') assert.notEqual(r.labels[i - 1], 'o');
      });
    }),
    { numRuns: 60 },
  );
});

test('a large page of alternating aspects and repeated text is labelled (bounded quote step)', () => {
  const parts: string[] = [];
  for (let i = 0; i < 3000; i++) {
    parts.push(i % 2 ? para(1) : `<div class="c${i % 7}"><p>${SENTENCE}</p></div>`);
  }
  const r = run(`<body>${parts.join('')}</body>`);
  assert.equal(r.labels.length, r.blocks.length);
  assert.ok(r.labels.some((l) => l === 'p'));
});
