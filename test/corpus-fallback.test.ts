import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { withMainFallback } from '../src/clean/corpus-fallback.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { NO_SIGNALS } from '../src/clean/page-kind.js';
import { hiddenBlocksOutsideChunks } from '../src/clean/streamed-chunks.js';
import { parseHtml5 } from '../src/html/parse.js';
import { extract } from '../src/index.js';

const ROOT = new URL('..', import.meta.url).pathname;
// A React streaming render: the article arrives in `<div hidden id="S:0">`, which a script moves into place.
// The corpus pass drops every hidden block (`dropHidden` 2) and kept only "Loading…"; the main scope keeps the
// article, and so must the corpus scope.
const streamed = readFileSync(join(ROOT, 'test/fixtures/scope/streamed-body.html'), 'utf8');
const BODY = 'It rained for the third day in a row';

const textOf = (scope: 'main' | 'corpus') => {
  const r = extract(streamed, { format: 'text', scope });
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? r.text : '';
};

test('corpus scope keeps the body the main scope finds when its own pass keeps almost nothing', () => {
  assert.ok(textOf('main').includes(BODY));
  const corpus = textOf('corpus');
  assert.ok(corpus.includes(BODY), corpus);
  assert.ok(corpus.includes('which may or may not help'), corpus);
});

test('the fallback adds the main pass only under its share, and never when it is off', () => {
  const doc = parseHtml5(streamed);
  const blocks = buildBlocks(doc);
  const none: Label[] = blocks.map(() => 'o');
  const all: Label[] = blocks.map(() => 'p');
  let calls = 0;
  const main = () => {
    calls++;
    return all;
  };
  const params = () => ({ keepBelow: 0.5, region: 0 });
  assert.deepEqual(withMainFallback(blocks, doc, none, 0, NO_SIGNALS, main, params), none);
  assert.equal(calls, 0, 'off: the main pass never runs');
  assert.deepEqual(withMainFallback(blocks, doc, all, 0.1, NO_SIGNALS, main, params), all);
  assert.equal(calls, 0, 'a corpus pass keeping the page runs no main pass');
  assert.deepEqual(withMainFallback(blocks, doc, none, 0.1, NO_SIGNALS, main, params), all);
  assert.equal(calls, 1);
});

// Half the article shown, half streamed in a chunk: the corpus pass keeps enough for the fallback to stay out,
// and only `keepStreamed` keeps the streamed half (a collapsed menu inside the chunk stays hidden).
const half = readFileSync(join(ROOT, 'test/fixtures/scope/streamed-half.html'), 'utf8');

test("React's streamed chunks are shown text; what they hide themselves stays hidden", () => {
  const blocks = buildBlocks(parseHtml5(half));
  const at = (t: string) => blocks.findIndex((b) => b.text.startsWith(t));
  const [picked, menu] = [at('I picked'), at('Menu:')];
  assert.deepEqual([hiddenBlocks(blocks)[picked], hiddenBlocks(blocks)[menu]], [1, 1]);
  assert.deepEqual(
    [hiddenBlocksOutsideChunks(blocks)[picked], hiddenBlocksOutsideChunks(blocks)[menu]],
    [0, 1],
  );
  const r = extract(half, { format: 'text', scope: 'corpus' });
  assert.ok(r.status === 'ok' && r.text.includes('Next year the bed gets a drip line'), JSON.stringify(r));
});
