import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signatureBlocks } from '../src/clean/thread.js';
import { blocksOf } from './helpers/second-pass.js';

// Two forum packages name a post's signature in their own way: FluxBB / PunBB with the one class word
// `postsignature`, NodeBB with a `component="post/signature"` attribute (its classes are utility classes).
const PAGE = `<html><body>
<div class="postmsg"><p>Reinstalling the boot loader from the live ISO fixed it for me.</p></div>
<div class="postsignature postmsg"><p>How to upload text · Fix your xinitrc</p></div>
<div component="post/content"><p>The next release lands after the federation bugs are fixed.</p></div>
<div component="post/signature" class="text-xs text-muted mt-2"><p>~E. W. Dijkstra</p></div>
<div class="postscript"><p>A post scriptum is no signature.</p></div>
</body></html>`;

test('signature names: FluxBB postsignature and NodeBB post/signature are signatures', () => {
  const blocks = blocksOf(PAGE);
  const all = blocks.map(() => true);
  const texts = (drop: Uint8Array) => blocks.filter((_, i) => drop[i]).map((b) => b.text);
  const signatures = ['How to upload text · Fix your xinitrc', '~E. W. Dijkstra'];
  // On a declared thread (short words) and on every page (whole words only).
  assert.deepEqual(texts(signatureBlocks(blocks, all, true, 1)), signatures);
  assert.deepEqual(texts(signatureBlocks(blocks, all, false, 1)), signatures);
});
