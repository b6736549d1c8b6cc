import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { leadBlocks } from '../src/clean/article/lead.js';
import { parseHtml5 } from '../src/html/parse.js';

const long = (k: number) =>
  `Paragraph ${k} goes on with enough plain words of running text to read as the story itself, never a teaser.`;

// A standfirst in the headline's section, two levels above the parents of both: `div.summary`
// and the body's `div.content` meet at `div.article`.
const page = `<html><body><div class="article">
  <div class="title-section"><h1>The headline</h1><div class="summary"><p>${long(1)}</p></div></div>
  <div class="content-section"><div class="content"><p>${long(2)}</p><p>${long(3)}</p></div></div>
</div></body></html>`;

test('a standfirst a few wrappers away from the body comes back with a longer reach only', () => {
  const blocks = buildBlocks(parseHtml5(page));
  const out: Label[] = blocks.map((b) =>
    b.text.startsWith('Paragraph 1') || b.text.startsWith('The') ? 'o' : 'p',
  );
  const pO = Float64Array.from(blocks, () => 0.3);
  const got = (reach?: number) =>
    blocks
      .filter((_, i) => leadBlocks(blocks, out, pO, null, { articleLead: 0.99, articleLeadReach: reach })[i])
      .map((b) => b.text.slice(0, 11));
  assert.deepEqual(got(), []);
  assert.deepEqual(got(2), ['Paragraph 1']);
});
