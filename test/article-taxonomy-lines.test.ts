import assert from 'node:assert/strict';
import { test } from 'node:test';
import { taxonomyLineBlocks } from '../src/clean/article/taxonomy-lines.js';
import { blocksOf } from './helpers/second-pass.js';

// A blog post whose header names its topic, and whose plain paragraphs below the body hold its category line and
// the site's short commenting note (no metadata class on either).
const PAGE = `<html><body><div class="post">
<p>Topics: Entrepreneurship</p>
<p>The league announced on Sunday that the season opener would move to Thursday night, a change the players union had asked for since the spring.</p>
<p>Coaches said the short week would hurt the teams that travel the farthest, and several asked for the bye weeks to be spread out again.</p>
<p>Posted in: Fantasy | <a href="/comments">comments</a> |</p>
<p>Comments may be no longer than 2000 characters and will post to the site shortly after submitting.</p>
</div></body></html>`;

test('taxonomy lines: a "Posted in:" line below the last paragraph is marked, the header line is not', () => {
  const blocks = blocksOf(PAGE);
  const marks = taxonomyLineBlocks(
    blocks,
    blocks.map(() => true),
  );
  const texts = blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.ok(texts.some((t) => t.startsWith('Posted in:')));
  assert.ok(!texts.some((t) => t.startsWith('Topics:')));
  assert.ok(!texts.some((t) => t.startsWith('Comments may')));
  assert.ok(!texts.some((t) => t.startsWith('The league')));
});

test('taxonomy lines: a wiki category link ("Category:Portage") and a page with no paragraph stay', () => {
  const blocks = blocksOf(
    `<html><body><p>${'Portage is the package manager of Gentoo, written in Python and shell. '.repeat(2)}</p>
<p>Category:Portage</p></body></html>`,
  );
  assert.equal(
    taxonomyLineBlocks(
      blocks,
      blocks.map(() => true),
    ).reduce((a, b) => a + b, 0),
    0,
  );
  const short = blocksOf('<html><body><p>Tags: Sri Lanka</p></body></html>');
  assert.equal(
    taxonomyLineBlocks(
      short,
      short.map(() => true),
    ).reduce((a, b) => a + b, 0),
    0,
  );
});
