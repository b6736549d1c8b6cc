import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the story, long enough to be its running text, with a clause, and on it goes.</p>`;
// A sentence split at its links: the CRF keeps its last piece and drops the others with confidence (p(o)
// 0.97, above article mode's rescue). A line of share links beside it has nothing kept.
const STORY = `<html><body><article class="story">${para(1)}${para(2)}<p>Cycling here is not without <a href="/d">its downsides</a>, however, as the city still grows its lanes of dedicated paths and their barriers.</p>${para(3)}<p>Share on <a href="/f">Facebook</a> or <a href="/t">Twitter</a></p></article></body></html>`;
const pO = (t: string) => (t.startsWith('Paragraph') || t.includes('dedicated') ? 0.1 : 0.97);

test('whole lines: the dropped pieces of a sentence the CRF kept a piece of come back', () => {
  const blocks = blocksOf(STORY);
  const probs = posteriors(blocks, (b) => pO(b.text));
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleRescueBelow: 0.9 };
  const before = kept(blocks, secondPass(blocks, probs, LABELS, params));
  assert.ok(!before.includes('its downsides'), `${before}`);
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleWholeLines: 3 }));
  assert.ok(after.includes('Cycling here is not without'), `${after}`);
  assert.ok(after.includes('its downsides'), `${after}`);
  assert.ok(!after.includes('Facebook'), `${after}`);
});
