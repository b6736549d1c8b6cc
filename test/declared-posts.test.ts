import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { declaredPostBlocks } from '../src/clean/declared-posts.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

// A thread declared in JSON-LD with its first post's and its reply's text; the page's markup of the posts is
// plain, and a cookie dialog beside them is longer than the thread.
const FIRST =
  'Does anyone know what these two hooks on the case are for? The manual says nothing about them.';
const REPLY = "I've heard they are for a fan bracket that ships later, so keep them free for now.";
const LD = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'DiscussionForumPosting',
  headline: 'New case',
  text: `${FIRST}\n Thanks!`,
  comment: [{ '@type': 'Comment', text: REPLY }],
});
const THREAD = `<html><head><script type="application/ld+json">${LD}</script></head><body>
<h1>New case</h1><div class="post"><p>${FIRST}</p></div><div class="post"><p>${REPLY.replace("I've", 'I&#39;ve')}</p></div>
<div class="post"><p>Not sure about the one at the bottom, though: mine has none there at all.</p></div>
<div class="prefs"><p>We use cookies to give you the best experience on our site, to measure visits and to show you offers that suit you, and you can change this at any time from the link in the page footer.</p></div>
</body></html>`;

test('declared posts: the page signals carry the declared posts’ texts', () => {
  const { signals } = preparedPage(THREAD);
  assert.equal(signals.postTexts?.length, 2);
});

test('declared posts: blocks whose words appear in a declared post are matched, short ones not', () => {
  const { blocks, signals } = preparedPage(THREAD);
  const marks = declaredPostBlocks(blocks, signals.postTexts, 3);
  const matched = blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.deepEqual(matched, [FIRST, REPLY]);
  assert.equal(declaredPostBlocks(blocks, signals.postTexts, 0).some(Boolean), false);
  assert.equal(declaredPostBlocks(blocks, signals.postTexts, 40).some(Boolean), false);
});

test('declared posts: second pass keeps the posts the CRF dropped with declaredPosts', () => {
  // A CRF that takes the cookie text for content and drops the posts but the last.
  const { blocks, signals, post } = preparedPage(THREAD, (b) =>
    b.text.startsWith('We use') || b.text.startsWith('Not sure') ? 0.2 : 0.9,
  );
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, params, signals));
  assert.ok(!before.includes(FIRST));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...params, declaredPosts: 3 }, signals));
  assert.ok(after.includes(FIRST));
  assert.ok(after.includes(REPLY));
  assert.ok(!after.includes('New case'));
  // Not on a page that declares no thread.
  const none = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...params, declaredPosts: 3 }, { ...signals, schemaTypes: [] }),
  );
  assert.ok(!none.includes(FIRST));
});
