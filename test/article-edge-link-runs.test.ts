import assert from 'node:assert/strict';
import { test } from 'node:test';
import { edgeLinkRunBlocks } from '../src/clean/article/edge-link-runs.js';
import { blocksOf } from './helpers/second-pass.js';

// A story with a ribbon of other stories' titles over it, a list of its sources inside it and a "more from
// this section" list under it.
const PAGE = `<html><body><main>
<div class="ribbon"><a href="/a"><p>Stopping a medication?</p></a><a href="/b"><p>Time for a check-up?</p></a><a href="/c"><p>How we make memories</p></a></div>
<h1>Regular physical activity can boost mood</h1>
<p>Regular physical activity has long been tied to a better mood, and a new study puts numbers on it.</p>
<ul><li><a href="/s1">First study of walkers</a></li><li><a href="/s2">Second study of runners</a></li><li><a href="/s3">Third study of swimmers</a></li></ul>
<p>The researchers followed four thousand adults for ten years and asked them about their mood each month.</p>
<ul><li><a href="/d">How to fall without injury</a></li><li><a href="/e">Cholesterol's various forms</a></li></ul>
<ul><li><a href="/f">Risk factors for memory loss</a></li><li><a href="/g">Handling tough decisions</a></li><li><a href="/h">Treating mild cognitive impairment</a></li></ul>
</main></body></html>`;

test('edge link runs: runs of 3+ link lines above the first text line or below the last are marked, not inside', () => {
  const blocks = blocksOf(PAGE);
  const all = blocks.map(() => true);
  const texts = (m: Uint8Array) => blocks.filter((_, i) => m[i]).map((b) => b.text);
  assert.deepEqual(texts(edgeLinkRunBlocks(blocks, all, 3)), [
    'Stopping a medication?',
    'Time for a check-up?',
    'How we make memories',
    'How to fall without injury',
    "Cholesterol's various forms",
    'Risk factors for memory loss',
    'Handling tough decisions',
    'Treating mild cognitive impairment',
  ]);
  // A run cut short by a dropped block is shorter than the minimum.
  const someDropped = blocks.map((b) => b.text !== 'Time for a check-up?');
  assert.ok(!texts(edgeLinkRunBlocks(blocks, someDropped, 3)).includes('Stopping a medication?'));
});

test('edge link runs: a page with no text line of its own keeps everything', () => {
  const blocks = blocksOf(
    '<html><body><ul><li><a href="/a">One</a></li><li><a href="/b">Two</a></li><li><a href="/c">Three</a></li></ul></body></html>',
  );
  assert.equal(
    edgeLinkRunBlocks(
      blocks,
      blocks.map(() => true),
      3,
    ).reduce((a, b) => a + b, 0),
    0,
  );
});

test('edge link runs: a list a label ending in a colon introduces stays', () => {
  const blocks = blocksOf(`<html><body><main>
<p>Regular physical activity has long been tied to a better mood, and a new study puts numbers on it.</p>
<p>Related posts:</p>
<ul><li><a href="/f">Risk factors for memory loss</a></li><li><a href="/g">Handling tough decisions</a></li><li><a href="/h">Treating mild cognitive impairment</a></li></ul>
</main></body></html>`);
  const marked = edgeLinkRunBlocks(
    blocks,
    blocks.map(() => true),
    3,
  );
  assert.equal(
    marked.reduce((a, b) => a + b, 0),
    0,
  );
});
