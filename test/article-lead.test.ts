import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { leadBlocks } from '../src/clean/article/lead.js';
import { parseHtml5 } from '../src/html/parse.js';

const long = (k: number) =>
  `Paragraph ${k} goes on with enough plain words of running text to read as the story itself, never a teaser.`;

// A story whose lead sits in a box of its own beside the body's container, under a headline; a teaser box
// (linked) and a sidebar note above it.
const page = `<html><body>
  <div class="side"><p>${long(0)}</p></div>
  <div class="story">
    <h1>The headline of the story</h1>
    <div class="teaser"><a href="/x">${long(1)}</a></div>
    <div class="firstpara">${long(2)}</div>
    <span>12</span>
    <div class="bodytext"><p>${long(3)}</p><p>${long(4)}</p></div>
  </div>
</body></html>`;

// A caption box (an image and its line) above the body is no lead.
const captioned = `<html><body><div class="story">
  <div class="wp-caption"><img src="a.jpg"><span>${long(5)}</span></div>
  <div class="bodytext"><p>${long(3)}</p><p>${long(4)}</p></div>
</div></body></html>`;

test('a caption beside its image above the body does not come back', () => {
  const blocks = buildBlocks(parseHtml5(captioned));
  const out: Label[] = blocks.map((b) => (b.text.startsWith('Paragraph 5') ? 'o' : 'p'));
  const pO = Float64Array.from(blocks, () => 0.8);
  assert.deepEqual([...leadBlocks(blocks, out, pO, null, { articleLead: 0.9 })].filter(Boolean), []);
});

test('the dropped lead paragraph just above the kept body comes back; a linked teaser and a far box do not', () => {
  const blocks = buildBlocks(parseHtml5(page));
  const at = (s: string) => blocks.findIndex((b) => b.text.startsWith(s));
  const out: Label[] = blocks.map(() => 'o');
  out[at('Paragraph 3')] = 'p';
  out[at('Paragraph 4')] = 'p';
  const pO = Float64Array.from(blocks, () => 0.8);
  const back = leadBlocks(blocks, out, pO, null, { articleLead: 0.9 });
  const got = blocks.filter((_, i) => back[i]).map((b) => b.text.slice(0, 11));
  assert.deepEqual(got, ['Paragraph 2']);
  // Above the p(o) ceiling, or off: nothing comes back.
  assert.deepEqual([...leadBlocks(blocks, out, pO, null, { articleLead: 0.5 })].filter(Boolean), []);
  assert.deepEqual([...leadBlocks(blocks, out, pO, null, {})].filter(Boolean), []);
});
