import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Label } from '../src/blocks/block.js';
import { urlLineEntries } from '../src/clean/url-lines.js';
import { assertOnlyWhenSet, assertUnchanged, page } from './helpers/segments.js';

test('the description under a bare web address goes on its entry', () => {
  const blocks = page(
    '<p>Circle of Hope<br><a href="/x">http://lymphedemacircleofhope.org</a><br>A non-profit organization.</p>',
  );
  assert.deepEqual(
    blocks.map((b) => b.text),
    ['Circle of Hope', 'http://lymphedemacircleofhope.org', 'A non-profit organization.'],
  );
  const out: Label[] = ['p', 'c', 'p'];
  urlLineEntries(blocks, out);
  assert.deepEqual(out, ['p', 'c', 'c']);
});

test('an address inside a sentence, a blank line or a new block after it, or a dropped line, change nothing', () => {
  const cases: [string, Label[]][] = [
    ['<p>See <a href="/x">http://example.org</a> for more<br>Another line</p>', ['p', 'c', 'c', 'p']],
    ['<p>http://example.org<br><br>Another paragraph.</p>', ['p', 'p']],
    ['<p>http://example.org</p><p>Another paragraph.</p>', ['p', 'p']],
    ['<p>Visit www.example.org today<br>Another line</p>', ['p', 'p']],
  ];
  assertUnchanged(cases, urlLineEntries);
  const blocks = page('<p>http://example.org<br>Dropped line<br>Kept</p>');
  const out: Label[] = ['p', 'o', 'p'];
  urlLineEntries(blocks, out);
  assert.deepEqual(out, ['p', 'o', 'p']);
});

test('settleSegmentBounds applies urlLines only when set', () => {
  assertOnlyWhenSet(
    '<p>http://www.acor.org<br>On the web site, click here.</p>',
    ['p', 'p'],
    { urlLines: 1 },
    ['p', 'c'],
  );
});
