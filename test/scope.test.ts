import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { secondPass } from '../src/clean/auto.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { parseHtml5 } from '../src/html/parse.js';
import { extract, OptionError, resolveOptions } from '../src/index.js';

const ROOT = new URL('..', import.meta.url).pathname;
const fixture = (name: string) => readFileSync(join(ROOT, 'test/fixtures', name), 'utf8');
const textOf = (html: string, opts: Parameters<typeof extract>[1]) => {
  const r = extract(html, { format: 'text', ...opts });
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? r.text : '';
};
const COMMENT = 'half of my cherry tomatoes split overnight';
const BODY = 'It rained for the third day in a row';

test('scope: main by default, corpus on request, anything else an option error', () => {
  assert.equal(resolveOptions().scope, 'main');
  assert.equal(resolveOptions({ scope: 'corpus' }).scope, 'corpus');
  assert.throws(() => resolveOptions({ scope: 'all' }), OptionError);
});

test('scope main keeps a blog post without its headline or comments; corpus keeps both', () => {
  const html = fixture('article/blog-post.html');
  const main = textOf(html, {});
  const corpus = textOf(html, { scope: 'corpus' });
  assert.ok(main.includes(BODY) && !main.includes(COMMENT), main);
  assert.ok(corpus.includes(BODY) && corpus.includes(COMMENT), corpus);
  assert.ok(!main.includes('Archives'), 'the sidebar is not main content');
  // Main-content gold (WCXB, the article benchmarks) has no headline line; CleanEval's keeps it.
  assert.ok(!main.includes('Rain again') && corpus.includes('Rain again'));
});

test('scope applies to the cleaners only: -c none keeps every block whatever the scope', () => {
  const html = fixture('article/blog-post.html');
  for (const scope of ['main', 'corpus'] as const) {
    const all = textOf(html, { clean: 'none', scope });
    assert.ok(all.includes(COMMENT) && all.includes('Archives'), all);
  }
});

test('hidden elements are labelled, not removed: their blocks stay in the block list', () => {
  const html = fixture('scope/hidden.html');
  const blocks = buildBlocks(parseHtml5(html));
  const hidden = hiddenBlocks(blocks);
  const hiddenTexts = blocks.filter((_, i) => hidden[i]).map((b) => b.text.split(':')[0]);
  assert.deepEqual(hiddenTexts, ['Hidden copy', 'Hidden attribute', 'Aria hidden']);
  const r = extract(html, { clean: 'none', format: 'json' });
  assert.equal(r.status, 'ok');
  if (r.status === 'ok') assert.equal(r.blocks.length, blocks.length);
});

test('second pass: a hidden copy of a visible block goes (dropHidden 1), any hidden block with dropHidden 2', () => {
  const blocks = buildBlocks(
    parseHtml5(
      '<div><p>Visible text of the page.</p><p hidden>Visible text of the page.</p><p hidden>Tab two.</p></div>',
    ),
  );
  const post = new Float64Array(blocks.length * 5);
  for (let i = 0; i < blocks.length; i++) post[i * 5] = 0.9; // p(p) = 0.9, p(o) = 0.1: all kept by the CRF
  const labels = ['p', 'h', 'l', 'c', 'o'];
  assert.deepEqual(secondPass(blocks, post, labels, { keepBelow: 0.5, region: 0 }), ['p', 'p', 'p']);
  assert.deepEqual(secondPass(blocks, post, labels, { keepBelow: 0.5, region: 0, dropHidden: 1 }), [
    'p',
    'o',
    'p',
  ]);
  assert.deepEqual(secondPass(blocks, post, labels, { keepBelow: 0.5, region: 0, dropHidden: 2 }), [
    'p',
    'o',
    'o',
  ]);
});

test('second pass: a repeated block of enough words is kept once (dropDuplicates)', () => {
  const blocks = buildBlocks(
    parseHtml5(
      '<div><p>Free shipping on all orders today.</p><p>Body.</p><p>Free shipping on all orders today.</p></div>',
    ),
  );
  const post = new Float64Array(blocks.length * 5);
  for (let i = 0; i < blocks.length; i++) post[i * 5] = 0.9;
  const labels = ['p', 'h', 'l', 'c', 'o'];
  assert.deepEqual(secondPass(blocks, post, labels, { keepBelow: 0.5, region: 0, dropDuplicates: 3 }), [
    'p',
    'p',
    'o',
  ]);
  assert.deepEqual(secondPass(blocks, post, labels, { keepBelow: 0.5, region: 0, dropDuplicates: 9 }), [
    'p',
    'p',
    'p',
  ]);
});

/** The CLI from the sources, as a user runs it. */
function kitten(args: string[]) {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/fixtures/cli/kitten.ts'), ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('--config cleaneval selects the corpus scope and the cleaneval format; typed flags still win', () => {
  const page = join(ROOT, 'test/fixtures/article/blog-post.html');
  const named = kitten(['extract', '-j', '1', '--config', 'cleaneval', page]);
  assert.equal(named.code, 0, named.stderr);
  assert.match(named.stdout, /^<p>/m);
  assert.ok(named.stdout.includes(COMMENT), 'corpus scope keeps the comments');
  const text = kitten(['extract', '-j', '1', '--config', 'cleaneval', '-f', 'text', '--scope', 'main', page]);
  assert.equal(text.code, 0, text.stderr);
  assert.ok(!text.stdout.includes('<p>') && !text.stdout.includes(COMMENT), text.stdout);
  const bad = kitten(['extract', '--config', 'no-such-name', page]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /not a bundled config \(cleaneval\)/);
});

test('learn: --features names the feature set, --config stays its old spelling', () => {
  for (const flag of ['--features', '--config']) {
    const r = kitten(['learn', flag, 'no-such-set', join(ROOT, 'test/fixtures')]);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /unknown --features no-such-set/);
  }
});
