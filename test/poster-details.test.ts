import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { posterDetailBlocks } from '../src/clean/poster-details.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const FORUM = { schemaTypes: ['DiscussionForumPosting'], ogType: null };

// A thread of three posts, each beside its member's panel: the name, a rank and the member's stats.
const post = (i: number) =>
  `<div class="message"><div class="message-user"><h4 class="message-name"><a class="username">member${i}</a></h4><h5 class="userTitle">Ultra Member</h5><div class="message-userExtras"><dl class="pairs"><dt>Joined</dt><dd>May ${i + 1}, 2018</dd></dl></div></div><div class="message-body"><p>Post ${i}: the old firmware still works, but the update fixed the fan noise on mine after a day.</p></div></div>`;
const THREAD = `<html><body><main>${times(3, post)}</main></body></html>`;

test('poster details: a thread keeps its posts and names, not the members’ ranks and stats', () => {
  const blocks = blocksOf(THREAD);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const all = kept(blocks, secondPass(blocks, probs, LABELS, params, FORUM));
  assert.equal(all.filter((t) => t.startsWith('Ultra')).length, 3);
  for (const value of [1, 2]) {
    const out = kept(
      blocks,
      secondPass(blocks, probs, LABELS, { ...params, threadPosterDetails: value }, FORUM),
    );
    assert.equal(out.filter((t) => t.startsWith('Post')).length, 3);
    assert.equal(out.filter((t) => t.startsWith('member')).length, 3);
    assert.ok(!out.some((t) => t.startsWith('Ultra') || t.startsWith('Joined') || t.startsWith('May')));
  }
  // An undeclared page: not with 1; with 2, as it shows three panels.
  const plain = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadPosterDetails: 1 }));
  assert.equal(plain.filter((t) => t.startsWith('Ultra')).length, 3);
  const every = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, threadPosterDetails: 2 }));
  assert.ok(!every.some((t) => t.startsWith('Ultra')));
});

test('poster details: one panel on an undeclared page (an article’s author box) is left alone', () => {
  const blocks = blocksOf(
    '<html><body><article><p>A story long enough to be the page, about fans, firmware and noise on old machines.</p><div class="author-box"><span class="author-rank">Senior editor</span></div></article></body></html>',
  );
  const all = blocks.map(() => true);
  assert.ok(posterDetailBlocks(blocks, all).includes(1));
  assert.ok(!posterDetailBlocks(blocks, all, 3).includes(1));
});

test('poster details: by class words; a profile list’s dd items, not its dt (the name, even marked no-profile-rank)', () => {
  const blocks = blocksOf(
    '<html><body><dl class="postprofile"><dt class="no-profile-rank"><a class="username">ann</a></dt><dd class="profile-posts">Posts: 3</dd><dd>Location: Oslo</dd></dl><div class="userinfo_extra"><p>Join Date: Aug 2004</p></div><div class="extraUserInfo"><p>Messages: 1,046</p></div><span class="usertitle">Newbie</span><div class="author_statistics">Reputation: 66</div><div class="user-content"><p>post text</p></div><div class="post-body"><p>more post text</p></div><dl class="specs"><dd>12 kg</dd></dl><div class="board-member__title">VP, Project Manager</div></body></html>',
  );
  const all = blocks.map(() => true);
  const drop = posterDetailBlocks(blocks, all, 0, 1);
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Posts: 3', 'Location: Oslo', 'Join Date: Aug 2004', 'Messages: 1,046', 'Newbie', 'Reputation: 66'],
  );
});
