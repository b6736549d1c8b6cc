import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { pageFooterBlocks } from '../src/clean/page-footer.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const PAGE = `<html><body><main>
<h1>Cloud hosting for growing teams</h1>
<p>Deploy virtual machines, managed databases and object storage from one console, billed by the second.</p>
<article><p>Our customers move their workloads in a weekend and keep their bills predictable as they grow.</p>
<footer>Posted by the product team</footer></article>
<h2>Get started for free</h2>
<p>Sign up and get credit for your first sixty days on any of our products.</p>
</main>
<footer><h2>Company</h2><ul><li><a href="/about">About</a></li><li><a href="/careers">Careers</a></li>
<li><a href="/press">Press</a></li></ul><p>© 2026 Example Cloud, LLC.</p></footer>
</body></html>`;

const all = (n: number) => Array.from({ length: n }, () => true);

test('page footer: the closing footer is marked, not an article footer followed by kept text', () => {
  const blocks = blocksOf(PAGE);
  const marked = pageFooterBlocks(blocks, all(blocks.length), 0.95);
  const texts = blocks.filter((_, i) => marked[i]).map((b) => b.text);
  assert.deepEqual(texts, ['Company', 'About', 'Careers', 'Press', '© 2026 Example Cloud, LLC.']);
});

test('page footer: a footer holding more than the share of the kept words, or all of them, stays', () => {
  const blocks = blocksOf(PAGE);
  const inFooter = blocks.map((b) => b.containers.includes('footer') && !b.containers.includes('article'));
  assert.equal(pageFooterBlocks(blocks, inFooter, 0.95).filter((m) => m).length, 0);
  const share = pageFooterBlocks(blocks, all(blocks.length), 0.05);
  assert.equal(share.filter((m) => m).length, 0);
});

test('page footer: dropPageFooter drops the kept footer and keeps the page', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, () => 0.1);
  const base = { keepBelow: 0.5, region: 0 };
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, base)).includes('Careers'));
  const after = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropPageFooter: 0.95 }));
  assert.ok(!after.includes('Careers'));
  assert.ok(!after.some((t) => t.startsWith('©')));
  assert.ok(after.includes('Posted by the product team'));
  assert.ok(after.some((t) => t.startsWith('Sign up and get credit')));
});
