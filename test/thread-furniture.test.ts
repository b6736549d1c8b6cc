import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { isLinkPreview, linkPreviewBlocks } from '../src/clean/link-previews.js';
import { noticeBlocks } from '../src/clean/notices.js';
import { qaRemarkBlocks } from '../src/clean/qa-remarks.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const FORUM = { schemaTypes: ['DiscussionForumPosting'], ogType: null };
const PARAMS: AutoParams = { keepBelow: 0.5, region: 0 };

// A thread under the board's notice banner, one post holding a link's preview card and an inline one.
const post = (i: number) =>
  `<article class="message"><div class="message-body"><p>Post ${i}: the old firmware still works, see <a class="inline-onebox" href="https://example.org/a">Firmware notes for the fan</a> for the details.</p>${i === 0 ? '<aside class="onebox allowlistedgeneric"><header class="source">example.org</header><article class="onebox-body"><h3>Firmware notes</h3><p>Everything about the fan firmware, the changes and the known issues.</p></article></aside>' : ''}</div></article>`;
const THREAD = `<html><body><ul class="notices notices--block"><li class="notice"><div class="notice-content">Scam alert: members are reminded never to send money to a seller they have not met in person.</div></li></ul><main>${times(3, post)}</main></body></html>`;

test('thread furniture: a declared thread keeps its posts, not the notice banner nor the link’s preview card', () => {
  const blocks = blocksOf(THREAD);
  const probs = posteriors(blocks, () => 0.2);
  const all = kept(blocks, secondPass(blocks, probs, LABELS, PARAMS, FORUM));
  assert.ok(all.some((t) => t.startsWith('Scam')));
  assert.ok(all.some((t) => t.startsWith('Everything about')));
  const out = kept(
    blocks,
    secondPass(blocks, probs, LABELS, { ...PARAMS, threadNotices: 1, threadLinkPreviews: 1 }, FORUM),
  );
  assert.equal(out.filter((t) => t.startsWith('Post')).length, 3);
  assert.ok(out.some((t) => t.includes('Firmware notes for the fan')));
  assert.ok(
    !out.some((t) => t.startsWith('Scam') || t.startsWith('Everything about') || t === 'example.org'),
  );
  // With 1, an undeclared page keeps both; with 2, not.
  const plain = kept(
    blocks,
    secondPass(blocks, probs, LABELS, { ...PARAMS, threadNotices: 1, threadLinkPreviews: 1 }),
  );
  assert.ok(plain.some((t) => t.startsWith('Scam')) && plain.some((t) => t.startsWith('Everything about')));
  const every = kept(
    blocks,
    secondPass(blocks, probs, LABELS, { ...PARAMS, threadNotices: 2, threadLinkPreviews: 2 }),
  );
  assert.ok(!every.some((t) => t.startsWith('Scam') || t.startsWith('Everything about')));
});

test('thread furniture: by name words; an inline onebox link and a page-wide wrapper are left alone', () => {
  const blocks = blocksOf(
    '<html><body><div class="page-notice-wrapper"><p>The whole page sits in a wrapper whose name says notice.</p><div class="announcement"><p>Forums closed</p></div></div></body></html>',
  );
  const all = blocks.map(() => true);
  assert.deepEqual(
    blocks.filter((_, i) => noticeBlocks(blocks, all)[i]).map((b) => b.text),
    ['Forums closed'],
  );
  const cards = blocksOf(
    '<html><body><p>See <a class="inline-onebox" href="x">A title</a>.</p><div class="onebox"><p>Card text</p></div><p>More text to keep here.</p></body></html>',
  );
  assert.deepEqual(
    cards
      .filter(
        (_, i) =>
          linkPreviewBlocks(
            cards,
            cards.map(() => true),
          )[i],
      )
      .map((b) => b.text),
    ['Card text'],
  );
  const inline = blocksOf('<html><body><p><a class="inline-onebox" href="x">A title</a></p></body></html>');
  assert.ok(!isLinkPreview(inline[0].node));
});

// A Q&A page: a question and two answers, each with a remark marked up as a Comment.
const remark = (i: number) =>
  `<ul><li itemprop="comment" itemscope itemtype="https://schema.org/Comment"><span class="comment-copy">Remark ${i}: have you tried the other cable first?</span></li></ul>`;
const QA = `<html><body><div itemscope itemtype="https://schema.org/Question"><div itemprop="text"><p>Question: why does the fan spin at full speed after the firmware update?</p></div>${remark(0)}${times(2, (i) => `<div itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div itemprop="text"><p>Answer ${i}: reset the controller, then flash the previous firmware again.</p></div>${remark(i + 1)}</div>`)}</div></body></html>`;

test('Q&A remarks: the Comments under a question and its answers go, the posts stay', () => {
  const blocks = blocksOf(QA);
  const drop = qaRemarkBlocks(blocks);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text.slice(0, 8)),
    ['Remark 0', 'Remark 1', 'Remark 2'],
  );
  const probs = posteriors(blocks, () => 0.2);
  const qa = { schemaTypes: ['QAPage'], ogType: null };
  const out = kept(blocks, secondPass(blocks, probs, LABELS, { ...PARAMS, threadQaRemarks: 1 }, qa));
  assert.ok(!out.some((t) => t.startsWith('Remark')));
  assert.equal(out.filter((t) => t.startsWith('Answer') || t.startsWith('Question')).length, 3);
  // Replies marked up as Comments of a Question with no Answer items are the thread's posts.
  const thread = blocksOf(QA.replace(/schema\.org\/Answer/g, 'schema.org/WebPageElement'));
  assert.ok(!qaRemarkBlocks(thread).includes(1));
});

test('thread furniture: an alert box is a notice only with threadNoticeAlerts, on a declared thread', () => {
  const page = `<html><body><main>${times(3, post)}<div class="alert alert-warning"><p>Hello! It looks like you are interested in this conversation, but you have no account yet.</p></div></main></body></html>`;
  const blocks = blocksOf(page);
  const probs = posteriors(blocks, () => 0.2);
  const run = (params: Partial<AutoParams>, signals?: typeof FORUM) =>
    kept(blocks, secondPass(blocks, probs, LABELS, { ...PARAMS, threadNotices: 1, ...params }, signals));
  assert.ok(run({}, FORUM).some((t) => t.startsWith('Hello!')));
  const out = run({ threadNoticeAlerts: 1 }, FORUM);
  assert.ok(!out.some((t) => t.startsWith('Hello!')));
  assert.equal(out.filter((t) => t.startsWith('Post')).length, 3);
  // Not on a page that declares no thread (threadNotices 1).
  assert.ok(run({ threadNoticeAlerts: 1 }).some((t) => t.startsWith('Hello!')));
});
