import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { mediaFallbackBlocks } from '../src/clean/media-fallback.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const PAGE = `<html><body><main>
<h1>Record your screen in one click</h1>
<p>Share a short video with your team instead of writing a long message, and let them watch it when they are ready.</p>
<video autoplay muted loop><source src="demo.mp4" type="video/mp4">Your browser does not support the video tag.</video>
<p>Comments and emoji reactions sit on the video's timeline, so a reply points at the very moment it is about.</p>
<audio controls><source src="intro.mp3">Your browser does not support the audio element.</audio>
<video controls><source src="yields.mp4"><p>Data visualization of predicted wheat and maize yields through the end of the century, based on an ensemble of crop and climate models.</p></video>
</main></body></html>`;

test('media fallback: the short fallback texts inside a video or an audio element are marked, no other', () => {
  const blocks = blocksOf(PAGE);
  const marked = mediaFallbackBlocks(blocks, 12);
  const texts = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.deepEqual(texts, [
    'Your browser does not support the video tag.',
    'Your browser does not support the audio element.',
  ]);
});

test('media fallback: dropMediaFallback drops the fallback text and keeps the description', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.some((t) => t.startsWith('Your browser does not support the video')));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropMediaFallback: 12 }));
  assert.ok(!after.some((t) => t.startsWith('Your browser does not support')));
  assert.ok(after.some((t) => t.startsWith('Share a short video')));
  assert.ok(after.some((t) => t.startsWith('Comments and emoji')));
});

test('media fallback: a fallback of more words than the cap is a description of the media, and stays', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const after = kept(
    blocks,
    secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0, dropMediaFallback: 12 }),
  );
  assert.ok(after.some((t) => t.startsWith('Data visualization of predicted')));
  assert.ok(!after.some((t) => t.startsWith('Your browser does not support')));
});
