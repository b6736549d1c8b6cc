import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { notDatedStory, showsDate, showsLeadDate } from '../src/clean/page-date.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (t: string) =>
  `<p>${t} We plan, build and look after gardens for homes and offices all year round.</p>`;
/** Blocks of a page of two `<h1>`s (no single title heading) with `n` paragraphs, `line` after the `at`-th. */
function page(n: number, at: number, line: string) {
  let html = '<header><h1>Gardens</h1></header><main><h1>Garden care</h1>';
  for (let i = 0; i < n; i++) html += para(`Part ${i}.`) + (i === at ? `<p>${line}</p>` : '');
  const blocks = buildBlocks(parseHtml5(`<html><body>${html}</main></body></html>`));
  // The paragraphs are kept, the headings and the date line not.
  return { blocks, kept: blocks.map((b) => b.text.startsWith('Part')) };
}

test("a date line deep in the kept text of a page without a title heading is not the page's date", () => {
  const late = page(10, 7, 'Top models on Mar 8, 2026');
  assert.equal(showsDate(late.blocks), true);
  assert.equal(showsLeadDate(late.blocks, late.kept, 0.5), false);
  const none = page(10, -1, '');
  assert.equal(showsLeadDate(none.blocks, none.kept, 0.5), false);
  // In the kept text's upper half it still is (a story's date line under an unmarked headline).
  const top = page(10, 2, 'Mar 8, 2026');
  assert.equal(showsLeadDate(top.blocks, top.kept, 0.5), true);
});

test('a date by the single <h1> or a <time> element counts wherever it lies', () => {
  const blocks = buildBlocks(
    parseHtml5(
      `<html><body><main><h1>Garden care</h1><p>March 8, 2026</p>${para('Design.')}</main></body></html>`,
    ),
  );
  assert.equal(
    showsLeadDate(
      blocks,
      blocks.map(() => true),
      0.5,
    ),
    true,
  );
  const time = page(10, 8, '<time datetime="2026-03-08">Mar 8</time>');
  assert.equal(showsLeadDate(time.blocks, time.kept, 0.5), true);
});

test('a page that declares or shows a date, or (when asked) a byline, is a dated story', () => {
  const blocksOf = (head: string) =>
    buildBlocks(
      parseHtml5(`<html><body><main><h1>Garden care</h1>${head}${para('Design.')}</main></body></html>`),
    );
  // A company's page: no date anywhere, no byline.
  assert.equal(notDatedStory(blocksOf(''), false, true), true);
  // Its structured data declares a date, or it shows one under the heading.
  assert.equal(notDatedStory(blocksOf(''), true, false), false);
  assert.equal(notDatedStory(blocksOf('<p>March 8, 2026</p>'), false, false), false);
  // A byline with no date counts only when asked.
  const signed = blocksOf('<p class="byline">Jane Doe</p>');
  assert.equal(notDatedStory(signed, false, false), true);
  assert.equal(notDatedStory(signed, false, true), false);
});
