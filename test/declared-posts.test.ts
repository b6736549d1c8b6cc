import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { declaredPostBlocks, microdataPostBlocks } from '../src/clean/declared-posts.js';
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

// A Q&A page in microdata: the question's text, an answer's, and a remark (a Comment) under the answer.
const QA = `<html><body><div itemscope itemtype="https://schema.org/QAPage">
<div itemprop="mainEntity" itemscope itemtype="https://schema.org/Question"><h1 itemprop="name">Async in Python</h1>
<div itemprop="text"><p>How do I write the simplest possible async example?</p><pre><code>await main()</code></pre></div>
<div itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div itemprop="text"><p>Use asyncio.run on a coroutine that awaits a sleep, and print around it.</p></div>
<div itemscope itemtype="https://schema.org/Comment"><span itemprop="text">Works for me, thanks.</span></div></div></div>
<div class="sidebar"><p>Hot network questions from other sites of the network, in a long list.</p></div>
</div></body></html>`;

test('declared posts: microdata post texts (a question, an answer) are marked, a Comment’s and the rest not', () => {
  const { blocks } = preparedPage(QA);
  const marks = microdataPostBlocks(blocks);
  const matched = blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.deepEqual(matched, [
    'How do I write the simplest possible async example?',
    'await main()',
    'Use asyncio.run on a coroutine that awaits a sleep, and print around it.',
  ]);
});

test('declared posts: second pass keeps the question the CRF dropped with declaredPostsMicrodata', () => {
  const { blocks, signals, post } = preparedPage(QA, (b) => (b.text.startsWith('Use') ? 0.1 : 0.9));
  const params: AutoParams = { keepBelow: 0.5, region: 0, declaredPosts: 3 };
  const q = 'How do I write the simplest possible async example?';
  assert.ok(!kept(blocks, secondPass(blocks, post, LABELS, params, signals)).includes(q));
  const after = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...params, declaredPostsMicrodata: 1 }, signals),
  );
  assert.ok(after.includes(q));
  assert.ok(after.includes('await main()'));
  assert.ok(!after.includes('Works for me, thanks.'));
});

// A thread in microdata: its first post and a reply, a Comment outside any Answer or Question.
const CRAWLER = `<html><body><div itemscope itemtype="http://schema.org/DiscussionForumPosting"><h1 itemprop="headline">Stuck on boot</h1>
<div itemprop="text"><p>After the update the server hangs at the loading screen every time.</p></div></div>
<div itemscope itemtype="http://schema.org/Comment"><div itemprop="text"><p>Roll back to the last version and check the logs for errors.</p></div></div>
</body></html>`;

test('declared posts: a thread reply’s microdata Comment counts with declaredPostsMicrodata 2, a Q&A remark not', () => {
  const reply = 'Roll back to the last version and check the logs for errors.';
  const texts = (html: string, comments: boolean) => {
    const { blocks } = preparedPage(html);
    const marks = microdataPostBlocks(blocks, comments);
    return blocks.filter((_, i) => marks[i]).map((b) => b.text);
  };
  assert.ok(!texts(CRAWLER, false).includes(reply));
  assert.ok(texts(CRAWLER, true).includes(reply));
  assert.ok(
    texts(CRAWLER, true).includes('After the update the server hangs at the loading screen every time.'),
  );
  assert.ok(!texts(QA, true).includes('Works for me, thanks.'));
});
