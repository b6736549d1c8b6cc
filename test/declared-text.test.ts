import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { declaredTextFallback } from '../src/clean/declared-text.js';
import { findElement } from '../src/html/node.js';
import { kept, preparedPage } from './helpers/second-pass.js';

// A thread rendered by script: the body holds a logo link and a splash line, the opening post only the head's
// descriptions (the longest one wins; its entities left encoded by the server are decoded).
const OPENING =
  'I have nothing smart in my apartment yet, so I want to start. Which hub works with most sensors, and where can I buy one at a fair price?';
const SHELL = `<html><head><title>Where to start? - Community</title>
<meta name="description" content="I have nothing smart in my apartment yet, so I want to start&amp;hellip;">
<meta property="og:description" content="${OPENING}">
</head><body><header><a href="/">Community</a></header><div id="splash">Loading…</div></body></html>`;

const allOther = (n: number): Label[] => Array.from({ length: n }, (): Label => 'o');

test('declared text: the page signals carry the longest declared description', () => {
  assert.equal(preparedPage(SHELL).signals.declaredText, OPENING);
});

test('declared text: a page keeping (nearly) nothing yields the declared text as its only paragraph', () => {
  const { doc, blocks, signals } = preparedPage(SHELL);
  const labels = allOther(blocks.length);
  labels[blocks.findIndex((b) => b.text === 'Loading…')] = 'p';
  const out = declaredTextFallback(blocks, labels, doc, signals.declaredText, 10);
  assert.ok(out);
  assert.deepEqual(kept(out.blocks, out.labels), [OPENING]);
  // The new block's element is in the body, so the renderers find it as they find any other.
  const last = out.blocks.at(-1)?.node;
  assert.ok(last && findElement(doc, 'body')?.children.includes(last));
  // Off, a page keeping enough of its own, or a declared text too short: nothing changes.
  assert.equal(declaredTextFallback(blocks, labels, doc, signals.declaredText, 0), null);
  assert.equal(declaredTextFallback(blocks, labels, doc, signals.declaredText, 1), null);
  assert.equal(declaredTextFallback(blocks, labels, doc, signals.declaredText, 10, 40), null);
});
