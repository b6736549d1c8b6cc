import assert from 'node:assert/strict';
import { test } from 'node:test';
import { secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

// A tutorial whose code listings a highlighter split into one element per token.
const tokens = (words: string[]) =>
  `<pre class="shiki"><code><span class="line">${words.map((w) => `<span>${w}</span>`).join(' ')}</span></code></pre>`;
const PAGE = `<html><body><main>
<h1>Install the plugin</h1>
<p>First install the plugin and the framework from the package registry with your package manager.</p>
${tokens(['npm', 'install', 'framework', 'plugin'])}
<p>Then add the plugin to the configuration file of your build, next to the other plugins you use.</p>
${tokens(['export', 'default', 'defineConfig'])}
<p>Start the development server and open the page to check that the styles apply to your markup.</p>
</main></body></html>`;

/** The CRF keeps the prose and one token of the second listing, and drops every other token. */
const pO = (b: { text: string }) => (b.text.split(' ').length > 3 || b.text === 'export' ? 0.1 : 0.9);

test('code blocks: a listing is kept whole, or comes back between kept paragraphs with codeWhole 2', () => {
  const blocks = blocksOf(PAGE);
  const post = posteriors(blocks, pO);
  const base = { keepBelow: 0.5, region: 0 };
  const before = kept(blocks, secondPass(blocks, post, LABELS, base));
  assert.ok(before.includes('export') && !before.includes('defineConfig') && !before.includes('npm'));
  const one = kept(blocks, secondPass(blocks, post, LABELS, { ...base, codeWhole: 1 }));
  assert.ok(one.includes('default') && one.includes('defineConfig'), 'the partly kept listing is whole');
  assert.ok(!one.includes('npm'), 'a wholly dropped listing stays dropped with 1');
  const two = kept(blocks, secondPass(blocks, post, LABELS, { ...base, codeWhole: 2 }));
  assert.ok(two.includes('npm') && two.includes('plugin'), 'a listing between kept paragraphs comes back');
});

test('code blocks: a dropped listing beside dropped text stays dropped', () => {
  const blocks =
    blocksOf(`<html><body><main><p>The plugin configures the build of the page and the styles it applies to markup.</p>
<div class="sidebar"><p>ad</p>${tokens(['curl', 'sidebar'])}</div></main></body></html>`);
  const post = posteriors(blocks, (b) => (b.text.split(' ').length > 3 ? 0.1 : 0.9));
  const two = kept(blocks, secondPass(blocks, post, LABELS, { keepBelow: 0.5, region: 0, codeWhole: 2 }));
  assert.ok(!two.includes('curl'));
});
