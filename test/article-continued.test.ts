import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { continuedBlocks } from '../src/clean/article/continued.js';
import { parseHtml5 } from '../src/html/parse.js';

const long = (k: number) =>
  `Answer ${k} goes on with enough plain words of running text to read as the body itself, never a teaser line.`;

const page = `<html><body>
  <div class="post"><p>${long(0)}</p><p>${long(1)}</p><span class="share">Share this</span></div>
  <div class="faq"><h2>Questions</h2>
    <div class="item"><div class="q">What is it?</div><p>${long(2)} ${long(3)}</p></div>
    <div class="item"><div class="q">Why?</div><p>${long(4)} ${long(5)}</p></div>
  </div>
  <div class="more"><h3><a href="/other">Another story</a></h3><p>${long(6)} ${long(7)}</p></div>
  <footer><p>${long(8)} ${long(9)}</p></footer>
</body></html>`;

test("text the CRF kept just past the article's region comes back; linked teasers and footers do not", () => {
  const blocks = buildBlocks(parseHtml5(page));
  const text = (i: number) => blocks[i].text;
  // The CRF kept every wordy block (p(o) 0.02); article mode kept the post only.
  const wordy = blocks.map((b) => b.words >= 15 || b.text === 'Another story');
  const before: Label[] = blocks.map((_, i) => (wordy[i] ? 'p' : 'o'));
  const out: Label[] = blocks.map((b, i) => (wordy[i] && b.text.startsWith('Answer 0') ? 'p' : 'o'));
  out[blocks.findIndex((b) => b.text.startsWith('Answer 1'))] = 'p';
  const pO = Float64Array.from(blocks, (_, i) => (wordy[i] ? 0.02 : 0.9));
  const back = continuedBlocks(blocks, before, out, pO, null, { articleContinued: 0.1 });
  const got = blocks
    .map((_, i) => i)
    .filter((i) => back[i])
    .map(text);
  assert.deepEqual(
    got.map((t) => t.slice(0, 8)),
    ['Answer 2', 'Answer 4'],
  );
  // Inside the page's run of alike entries (the FAQ's items), with articleContinuedRun: nothing comes back.
  const run = Uint8Array.from(blocks, (b) =>
    b.text.startsWith('Answer 2') || b.text.startsWith('Answer 4') ? 1 : 0,
  );
  const inRun = continuedBlocks(
    blocks,
    before,
    out,
    pO,
    null,
    { articleContinued: 0.1, articleContinuedRun: 1 },
    run,
  );
  assert.deepEqual([...inRun].filter(Boolean), []);
  // Off: nothing comes back.
  assert.deepEqual([...continuedBlocks(blocks, before, out, pO, null, {})].filter(Boolean), []);
});

test('with articleContinuedCarry, blocks the CRF kept less surely ride along inside a stretch of sure ones', () => {
  const html = `<html><body>
  <div class="intro"><p>${long(0)} ${long(3)}</p>
    <p class="stat">In 2025, <a href="/s">three in four diners</a> still say they like to eat out in person.</p></div>
  <div class="body"><p>${long(1)}</p><p>${long(2)}</p></div>
</body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const at = (s: string) => blocks.findIndex((b) => b.text.startsWith(s));
  const before: Label[] = blocks.map(() => 'p');
  const out: Label[] = blocks.map((_, i) => (i >= at('Answer 1') ? 'p' : 'o'));
  // The intro's paragraph is sure (0.02); the statistic's pieces, split at the link, less so (0.15).
  const pO = Float64Array.from(blocks, (_, i) => (i === at('Answer 0') || i >= at('Answer 1') ? 0.02 : 0.15));
  const marked = (params: object) =>
    blocks.filter(
      (_, i) => continuedBlocks(blocks, before, out, pO, null, { articleContinued: 0.1, ...params })[i],
    );
  // Alone, the sure paragraph is parted from the body by the statistic's 17 words: nothing comes back.
  assert.deepEqual(marked({}), []);
  assert.deepEqual(
    marked({ articleContinuedCarry: 0.5 }).map((b) => b.text.slice(0, 8)),
    ['Answer 0', 'In 2025,', 'three in', 'still sa'],
  );
});

test('with articleContinuedTrailing, a short stretch past the article on a page declaring none stays out', () => {
  const html = `<html><body>
  <div class="lead"><p>${long(0)} ${long(1)}</p></div>
  <div class="story"><p>${long(2)}</p><p>${long(3)}</p></div>
  <div style="border:1px solid"><p>${long(4)} ${long(5)}</p></div>
</body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const at = (s: string) => blocks.findIndex((b) => b.text.startsWith(s));
  const before: Label[] = blocks.map(() => 'p');
  const out: Label[] = blocks.map((_, i) => (i === at('Answer 2') || i === at('Answer 3') ? 'p' : 'o'));
  const pO = new Float64Array(blocks.length).fill(0.02);
  const params = { articleContinued: 0.1, articleContinuedTrailing: 150 };
  const marked = (declared: boolean) =>
    blocks
      .filter((_, i) => continuedBlocks(blocks, before, out, pO, null, params, null, declared)[i])
      .map((b) => b.text.slice(0, 8));
  // Declared: the lead above and the box below (40-odd words) both come back; undeclared, the lead only.
  assert.deepEqual(marked(true), ['Answer 0', 'Answer 4']);
  assert.deepEqual(marked(false), ['Answer 0']);
});

test("with articleContinuedSmallUnlikely, an FAQ's question in its small `header` box rides along", () => {
  const html = `<html><body>
  <div class="post"><p>${long(0)}</p><p>${long(1)}</p></div>
  <div class="faq">
    <div class="accordion-body"><p>${long(2)} ${long(3)}</p></div>
    <div class="accordion-header">What does the tool do when the page it reads holds a long list?</div>
    <div class="accordion-body"><p>${long(4)} ${long(5)}</p></div>
  </div>
</body></html>`;
  const blocks = buildBlocks(parseHtml5(html));
  const at = (s: string) => blocks.findIndex((b) => b.text.startsWith(s));
  const before: Label[] = blocks.map(() => 'p');
  const out: Label[] = blocks.map((_, i) => (i <= at('Answer 1') ? 'p' : 'o'));
  const pO = Float64Array.from(blocks, (_, i) => (i === at('What') ? 0.3 : 0.02));
  const marked = (params: object) =>
    blocks
      .filter(
        (_, i) =>
          continuedBlocks(blocks, before, out, pO, null, {
            articleContinued: 0.1,
            articleContinuedCarry: 0.5,
            ...params,
          })[i],
      )
      .map((b) => b.text.slice(0, 8));
  // The question's 14 words under an unlikely container part the second answer from the first.
  assert.deepEqual(marked({}), ['Answer 2']);
  assert.deepEqual(marked({ articleContinuedSmallUnlikely: 15 }), ['Answer 2', 'What doe', 'Answer 4']);
});
