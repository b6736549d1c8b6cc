import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { closingRelatedBlocks, isRelatedHeading } from '../src/clean/article/closing-related.js';
import { parseHtml5 } from '../src/html/parse.js';

// `closingRelatedWide`: a company site's names for the teaser band closing a service page.
const para = (k: number) =>
  `<p>Paragraph ${k} of the service's description, long enough to be its running text, with a few more words.</p>`;

function closing(html: string, wide: boolean): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map(() => true);
  const out = closingRelatedBlocks(blocks, kept, 400, wide);
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

const band = (label: string) => `${label}
  <h3><a href="/a">Five ways to cut cloud costs</a></h3><p>A guide for finance teams.</p>
  <h3><a href="/b">What we learned from 500 audits</a></h3><p>Read the report.</p>`;

test('a "Featured insights" band closing a service page goes only with the wide names', () => {
  const html = `<html><body><main>${para(1)}${para(2)}${para(3)}${band('<h2>Featured insights</h2>')}</main></body></html>`;
  assert.deepEqual(closing(html, false), []);
  assert.deepEqual(closing(html, true), [
    'Featured insights',
    'Five ways to cut cloud costs',
    'A guide for finance teams.',
    'What we learned from 500 audits',
    'Read the report.',
  ]);
});

test('the wide names on a short line that is not a heading element', () => {
  const html = `<html><body><main>${para(1)}${para(2)}${para(3)}${band('<header><p>From our blog</p></header>')}</main></body></html>`;
  assert.equal(closing(html, true)[0], 'From our blog');
  assert.deepEqual(closing(html, false), []);
});

test('bare band names stay', () => {
  assert.ok(isRelatedHeading('Latest insights', true));
  assert.ok(isRelatedHeading('Related Services:', true));
  assert.ok(!isRelatedHeading('Related Services', false));
  assert.ok(!isRelatedHeading('Resources', true));
  assert.ok(!isRelatedHeading('Insights', true));
  assert.ok(!isRelatedHeading('Blog', true));
});
