import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Block } from '../src/blocks/block.js';
import type { EntriesRun } from '../src/clean/entries.js';
import { runIsSignedReplies } from '../src/clean/signed-replies.js';
import type { ElementNode } from '../src/html/node.js';
import { blocksOf } from './helpers/second-pass.js';

/** The run of the page's `<li>` entries. */
function liRun(blocks: readonly Block[]): EntriesRun {
  const roots = new Set<ElementNode>();
  const inside = new Uint8Array(blocks.length);
  blocks.forEach((b, i) => {
    for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
      if (e.name === 'li') {
        roots.add(e);
        inside[i] = 1;
        break;
      }
  });
  return { inside, words: 0, pageWords: 0, shownWords: 0, entries: roots.size, roots: [...roots] };
}

const reply = (sig: string) =>
  `<li><div class="post">I tried this method last year and it worked for a while.</div>${sig}</li>`;
const page = (sig: string) =>
  `<article><p>Will this simple method work for a beginner?</p></article><section id="comments"><ul>${reply(sig).repeat(4)}</ul></section>`;

test("threadSignedReplies: a forum's replies marked up as comments carry signatures; readers' comments do not", () => {
  const signed = blocksOf(page('<div class="signature">My best method: example.org</div>'));
  assert.ok(runIsSignedReplies(signed, liRun(signed), { threadSignedReplies: 3 }));
  assert.ok(!runIsSignedReplies(signed, liRun(signed), { threadSignedReplies: 5 }), 'fewer signed entries');
  assert.ok(!runIsSignedReplies(signed, liRun(signed), {}), 'off when absent');
  const plain = blocksOf(page(''));
  assert.ok(!runIsSignedReplies(plain, liRun(plain), { threadSignedReplies: 3 }));
});
