// Readers' comments where article mode did not run: on a declared article (`articleCommentsDeclared`) and on any
// page that is no forum, list page or thread (`articleCommentsOff`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

const para = (k: number, what = 'story') =>
  `<p>Paragraph ${k} of the ${what}, long enough to be its running text, with a clause, and on it goes.</p>`;
const reply = (k: number) =>
  `<div class="comments-body"><p>Reply ${k}: thanks for this, I will try it tomorrow, and tell you how it went.</p></div>`;
// A page declaring an article (og:type) whose story the CRF mostly dropped, beside a kept panel: the story's
// region holds too small a share of the kept words for article mode, and the readers' comments came back.
const PAGE = `<html><head><meta property="og:type" content="article"></head><body><div class="story">${[1, 2, 3, 4, 5, 6].map((k) => para(k)).join('')}</div><div class="col"><div class="inner"><div class="panel">${[1, 2, 3, 4, 5, 6, 7, 8].map((k) => para(k, 'panel')).join('')}</div></div></div><div class="thread">${[1, 2, 3].map(reply).join('')}</div></body></html>`;
/** The same page declaring no article. */
const UNDECLARED = PAGE.replace('content="article"', 'content="website"');
/** Article mode by share, the comments step of article pages on. */
const params: AutoParams = {
  keepBelow: 0.5,
  region: 0,
  article: 1,
  articleMinShare: 0.4,
  articleComments: 25,
};
const pO = (t: string) => (/^Paragraph [2-6] of the story/.test(t) ? 0.95 : 0.2);

/** The page's comments and panel are kept without `extra`; with it the comments go and the story and panel stay. */
function assertCommentsGo(page: string, extra: Partial<AutoParams>): void {
  const { blocks, signals, post } = preparedPage(page, (b) => pO(b.text));
  const before = kept(blocks, secondPass(blocks, post, LABELS, params, signals));
  // Article mode is off (the panel stays), so the comments step of article pages did not run.
  assert.ok(
    before.some((t) => t.startsWith('Paragraph 1 of the panel')),
    `${before}`,
  );
  assert.ok(
    before.some((t) => t.startsWith('Reply 1')),
    `${before}`,
  );
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...params, ...extra }, signals));
  assert.ok(!after.some((t) => t.startsWith('Reply')), `${after}`);
  assert.ok(after.some((t) => t.startsWith('Paragraph 1 of the story')));
  assert.ok(after.some((t) => t.startsWith('Paragraph 3 of the panel')));
}

test('comments on a declared article that article mode did not take go only with articleCommentsDeclared', () => {
  assertCommentsGo(PAGE, { articleCommentsDeclared: 1 });
});

test('comments stay on a page declaring no article that article mode did not take', () => {
  const { blocks, signals, post } = preparedPage(PAGE.replace('article', 'website'), (b) => pO(b.text));
  const after = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...params, articleCommentsDeclared: 1 }, signals),
  );
  assert.ok(
    after.some((t) => t.startsWith('Reply 1')),
    `${after}`,
  );
});

test('comments on a page article mode did not take go only with articleCommentsOff', () => {
  assertCommentsGo(UNDECLARED, { articleCommentsOff: 25 });
});

test('comments stay when too few kept words are left without them', () => {
  const { blocks, signals, post } = preparedPage(UNDECLARED, (b) => pO(b.text));
  const after = kept(
    blocks,
    secondPass(blocks, post, LABELS, { ...params, articleCommentsOff: 1000 }, signals),
  );
  assert.ok(
    after.some((t) => t.startsWith('Reply 1')),
    `${after}`,
  );
});
