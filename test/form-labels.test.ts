import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { formLabelBlocks } from '../src/clean/form-labels.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the document, long enough to be its running text, on it goes.</p>`;
// A comment form of a few words per field after the text.
const COMMENT_FORM =
  '<form><h3>Post a comment</h3><p>Name: <input name="n"></p><p>Email Address: <input name="e"></p>' +
  '<p>Comments: <textarea name="c"></textarea></p><input type="hidden" name="id"><button>Post</button></form>';
// A page wrapped whole in one form with a single search box: many words for each control.
const WRAPPED = `<form>${para(3)}${para(4)}<p>Search: <input name="q"></p><input type="submit"></form>`;

test('formLabels: a form of few words per control is furniture; a page wrapped in a form is not', () => {
  const blocks = blocksOf(`<html><body>${para(1)}${para(2)}${COMMENT_FORM}${WRAPPED}</body></html>`);
  const marks = formLabelBlocks(blocks, 10);
  assert.deepEqual(
    blocks.filter((_, i) => marks[i]).map((b) => b.text),
    ['Post a comment', 'Name:', 'Email Address:', 'Comments:', 'Post'],
  );
  const params: AutoParams = { keepBelow: 0.5, region: 0 };
  const probs = posteriors(blocks, () => 0.1);
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('Name:'));
  const out = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, formLabels: 10 }));
  assert.ok(!out.includes('Name:') && out.includes('Search:'));
});
