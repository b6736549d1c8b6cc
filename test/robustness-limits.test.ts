// The limits of src/limits.ts: a page over one fails with its reason and a message, never a crash, and a
// page just under them goes through. The huge-page figures (100 MB in bounded memory) are bench/'s.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extract, type Repair } from '../src/index.js';
import { MAX_DEPTH, MAX_INPUT_BYTES, MAX_PAGE_ELEMENTS } from '../src/limits.js';

const REPAIRS: Repair[] = ['html5', 'cleandom'];

test('a page over the size limit fails as too-large', () => {
  const r = extract(new Uint8Array(MAX_INPUT_BYTES + 1), { clean: 'none' });
  assert.equal(r.status, 'failed');
  assert.ok(r.status === 'failed' && r.reason === 'too-large' && /bytes/.test(r.message));
});

test('a page with more elements than the limit fails as too-many-elements, in both repairs', () => {
  const page = `<p>${'<br>'.repeat(MAX_PAGE_ELEMENTS)}x`;
  for (const repair of REPAIRS) {
    const r = extract(page, { repair, clean: 'none' });
    assert.ok(r.status === 'failed', repair);
    assert.equal(r.reason, 'too-many-elements', repair);
    assert.match(r.message, /elements/);
  }
});

test('a page at the element limit still goes through', () => {
  // html, head, body and p are 4 of the elements.
  const page = `<p>${'<br>'.repeat(MAX_PAGE_ELEMENTS - 4)}x`;
  const r = extract(page, { clean: 'none' });
  assert.equal(r.status, 'ok');
});

test('nesting deeper than the limit fails as too-deep, in both repairs', () => {
  const page = `${'<div>'.repeat(MAX_DEPTH + 1)}deep`;
  for (const repair of REPAIRS) {
    const r = extract(page, { repair, clean: 'none' });
    assert.ok(r.status === 'failed', repair);
    assert.equal(r.reason, 'too-deep', repair);
  }
});
