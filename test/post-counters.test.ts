import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { postCounterBlocks } from '../src/clean/post-counters.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const FORUM = { schemaTypes: ['DiscussionForumPosting'], ogType: null };

// A thread in Discourse's crawler markup: each post's date, its number in the thread and its likes.
const post = (i: number) =>
  `<div itemprop="comment" itemscope itemtype="http://schema.org/Comment"><span class="creator">member${i}</span><span class="crawler-post-infos"><time itemprop="datePublished">May ${i + 1}, 2024</time><span itemprop="position">${i + 1}</span></span><div itemprop="text"><p>Post ${i}: the old firmware still works, but the update fixed the fan noise on mine.</p></div><div itemprop="interactionStatistic" itemscope itemtype="http://schema.org/InteractionCounter"><span class="post-likes">${i + 2} Likes</span></div></div>`;
const THREAD = `<html><body><main>${times(3, post)}</main></body></html>`;

test('post counters: a declared thread keeps its posts and dates, not their numbers and likes', () => {
  const blocks = blocksOf(THREAD);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const all = kept(blocks, secondPass(blocks, probs, LABELS, params, FORUM));
  assert.equal(all.filter((t) => t.endsWith('Likes')).length, 3);
  const out = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadPostCounters: 1 }, FORUM));
  assert.equal(out.filter((t) => t.startsWith('Post')).length, 3);
  assert.equal(out.filter((t) => t.startsWith('May')).length, 3);
  assert.ok(!out.some((t) => t.endsWith('Likes') || /^\d+$/.test(t)));
  // Value 1: not on a page declaring no thread; 2: there too.
  const plain = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadPostCounters: 1 }));
  assert.equal(plain.filter((t) => t.endsWith('Likes')).length, 3);
  const every = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadPostCounters: 2 }));
  assert.ok(!every.some((t) => t.endsWith('Likes')));
});

test('post numbers: a "#N" link alone on its line goes, not one inside a sentence nor an unlinked one', () => {
  const blocks = blocksOf(
    '<html><body><div class="post"><ul><li><a href="/threads/t.1/post-7">#1</a></li></ul><p>Fixed by pull request <a href="https://example.org/pull/20713">#20713</a> last week.</p><span class="message_num">#2</span></div></body></html>',
  );
  const drop = postCounterBlocks(blocks, false, true);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['#1'],
  );
  assert.ok(!postCounterBlocks(blocks, true, false).includes(1));
});
