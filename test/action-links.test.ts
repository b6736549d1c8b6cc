import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// Three blog posts, each followed by its footer line: a date, the author (one address each time), the post's
// own permalink and comments links, and a timestamp linked to the post.
const post = (k: number) =>
  `<h2>Post ${k}</h2><p>The text of post ${k}, long enough to be running text, and so it goes on.</p>` +
  `<div class="footer">May ${k} | <a href="/author/ann">Ann</a> | <a href="/post/${k}">permalink</a> | ` +
  `<a href="/post/${k}#c">comments (${k})</a> | <a href="/post/${k}#t">10:0${k} PM</a></div>`;
const PAGE = `<html><body>${[1, 2, 3].map(post).join('')}</body></html>`;
const params: AutoParams = { keepBelow: 0.5, region: 0 };

test('actionLinks: the same link text to three addresses or more goes, with the separators beside it', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, () => 0.1);
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('permalink'));
  const out = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, actionLinks: 4 }));
  assert.ok(!out.includes('permalink') && !out.includes('comments (2)'));
  // The author linked to one address, the timestamp and the date stay.
  for (const t of [
    'Ann',
    '10:02 PM',
    'The text of post 2, long enough to be running text, and so it goes on.',
  ])
    assert.ok(out.includes(t), t);
});

test('actionLinkLines: a short footer line holding an action link goes whole, a paragraph does not', () => {
  const blocks = blocksOf(PAGE);
  const probs = posteriors(blocks, () => 0.1);
  const out = kept(
    blocks,
    secondPass(blocks, probs, LABELS, { ...params, actionLinks: 4, actionLinkLines: 12 }),
  );
  assert.ok(!out.includes('Ann') && !out.some((t) => t.startsWith('May')));
  assert.ok(out.includes('Post 2') && out.some((t) => t.startsWith('The text of post 2')));
});
