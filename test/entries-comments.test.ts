import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runIsComments } from '../src/clean/entries-comments.js';
import { blocksOf, runOver } from './helpers/second-pass.js';

const reply = (k: number) =>
  `<li><p>Reply ${k}: what a lovely dress, I would wear it to every party this fall.</p></li>`;
// A blog post's parts as alike sibling boxes: the two-line post, its long thread of comments, the reply form.
const POST = `<html><body><div class="main">
  <div class="box hentry"><h2>At the show</h2><p>She wore a bright red dress and looked great.</p></div>
  <div class="box comments"><ol>${Array.from({ length: 8 }, (_, k) => reply(k)).join('')}</ol></div>
  <div class="box respond"><p>Leave a reply: your email address will not be published.</p></div>
</div></body></html>`;
// A listing of teasers, one of which links to its comments.
const LIST = `<html><body><div class="main">${Array.from(
  { length: 4 },
  (_, k) =>
    `<div class="box"><h2>Story ${k}</h2><p>Teaser ${k} of a story worth reading on this site today.</p><div class="comments-link"><a href="/c">2 comments</a></div></div>`,
).join('')}</div></body></html>`;

const whole = (n: number) => runOver(new Uint8Array(n).fill(1));

test('entries: a run whose words are mostly readers’ comments is no listing', () => {
  const blocks = blocksOf(POST);
  assert.equal(runIsComments(blocks, whole(blocks.length), {}), false, 'off by default');
  assert.equal(runIsComments(blocks, whole(blocks.length), { entriesSkipComments: 0.5 }), true);
});

test('entries: a listing whose entries link to their comments stays one', () => {
  const blocks = blocksOf(LIST);
  assert.equal(runIsComments(blocks, whole(blocks.length), { entriesSkipComments: 0.5 }), false);
});
