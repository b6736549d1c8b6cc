import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { findEntries } from '../src/clean/entries.js';
import { runHoldsThread, signatureBlocks } from '../src/clean/thread.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const FORUM = { schemaTypes: ['DiscussionForumPosting'], ogType: null };

// A declared thread of two posts; the page's largest run built alike is an install dialog's steps.
const step = (i: number) =>
  `<li class="step">Step ${i}: tap the share icon, then add it to your home screen.</li>`;
const post = (who: string, text: string) =>
  `<p class="author"><a href="/u/${who}">${who}</a></p><p>${text}</p>`;
const SHORT_THREAD = `<html><body><div class="dialog"><h2>Install this app</h2><ol class="steps">${times(5, step)}</ol></div>
<main><h1>Roadmap discussion</h1><div class="posts">
${post('ron', 'Hi, I would like to know the roadmap for future products and version releases. It appears the only information posted here covers changes to released products, and nothing about what is planned next. Thank you!')}
${post('paul', 'For more insight into the products and the roadmap, you may want to check whether you are eligible to join the partner circle, where plans are shared early with members who build sites for others.')}
</div></main></body></html>`;

test('thread: a declared thread whose largest run holds little of the page is not taken by that run', () => {
  const blocks = blocksOf(SHORT_THREAD);
  const run = findEntries(blocks, { entriesKind: 2 }, 'forum');
  assert.ok(run);
  assert.ok(blocks.some((b, i) => run.inside[i] && b.text.startsWith('Step')));
  const share = run.words / run.pageWords;
  assert.ok(runHoldsThread(run, {}));
  assert.ok(runHoldsThread(run, { threadRunShare: share - 0.01 }));
  assert.ok(!runHoldsThread(run, { threadRunShare: share + 0.01 }));
  assert.ok(!runHoldsThread(null, {}));
});

test('thread: second pass on the short thread keeps the posts, not the dialog, with threadRunShare', () => {
  const blocks = blocksOf(SHORT_THREAD);
  // A CRF that keeps the posts and, unsure, the dialog's steps too.
  const probs = posteriors(blocks, (b) =>
    b.text.startsWith('Hi,') || b.text.startsWith('For more') ? 0.1 : b.text.startsWith('Step') ? 0.4 : 0.9,
  );
  const params: AutoParams = {
    keepBelow: 0.5,
    region: 0,
    article: 1,
    articleClean: 1,
    articleMinWords: 10,
    entries: 1,
    entriesKind: 2,
  };
  // Taken as the thread's posts, the dialog's run leaves article mode out, and the steps stay.
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params, FORUM));
  assert.ok(before.some((t) => t.startsWith('Step')));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadRunShare: 0.5 }, FORUM));
  assert.ok(after.some((t) => t.startsWith('Hi,')));
  assert.ok(after.some((t) => t.startsWith('For more')));
  assert.ok(!after.some((t) => t.startsWith('Step')));
});

// A thread of three posts, each with a member's signature under it.
const signed = (i: number) =>
  `<div class="post"><div class="postbody"><p>Post ${i}: the old firmware still works, but the update fixed the fan noise on mine after a day.</p></div><div class="signature"><p>My rig: a tower, two screens and a very old keyboard.</p></div></div>`;
const SIGNED = `<html><body><main>${times(3, signed)}</main><div class="sig-wrapper-page"><p>Footer words of the site that are many and long enough to matter, more than the thread holds, and then some more words, and more again to be sure of it, and more.</p></div></body></html>`;

test('thread: post signatures go with threadSignatures (on declared threads, or everywhere with 2)', () => {
  const blocks = blocksOf(SIGNED);
  const probs = posteriors(blocks, (b) => (b.text.startsWith('Footer') ? 0.9 : 0.2));
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const all = kept(blocks, secondPass(blocks, probs, LABELS, params, FORUM));
  assert.equal(all.filter((t) => t.startsWith('My rig')).length, 3);
  const declared = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadSignatures: 1 }, FORUM));
  assert.equal(declared.filter((t) => t.startsWith('Post')).length, 3);
  assert.ok(!declared.some((t) => t.startsWith('My rig')));
  // An undeclared page keeps them with 1, drops them with 2.
  const plain = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadSignatures: 1 }));
  assert.equal(plain.filter((t) => t.startsWith('My rig')).length, 3);
  const every = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadSignatures: 2 }));
  assert.ok(!every.some((t) => t.startsWith('My rig')));
  assert.equal(every.filter((t) => t.startsWith('Post')).length, 3);
});

test('thread: signature containers by class words, not inside other words', () => {
  const blocks = blocksOf(
    '<html><body><div class="message-signature"><p>a</p></div><div id="ipsEntry__signature"><p>b</p></div><div class="sigText"><p>c</p></div><div class="signature-dish"><p>d</p></div><div class="design"><p>e</p></div></body></html>',
  );
  const drop = signatureBlocks(
    blocks,
    blocks.map(() => true),
    true,
    1,
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['a', 'b', 'c', 'd'],
  );
});

test('thread: off declared threads, only a block container named by the whole word is a signature', () => {
  const blocks = blocksOf(
    '<html><body><dl><dt class="sig sig-object">a</dt></dl><p><span class="sig-name">b</span></p><div class="pb-sig-line"><p>c</p></div><div class="signature"><p>d</p></div></body></html>',
  );
  const all = blocks.map(() => true);
  const texts = (drop: Uint8Array) => blocks.filter((_, i) => drop[i]).map((b) => b.text);
  assert.deepEqual(texts(signatureBlocks(blocks, all, true, 1)), ['c', 'd']);
  assert.deepEqual(texts(signatureBlocks(blocks, all, false, 1)), ['d']);
});
