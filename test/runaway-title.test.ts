import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { findElement, textContent } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { closeRunawayTitle } from '../src/html/runaway-title.js';
import { extract } from '../src/index.js';

const RUNAWAY =
  '<html><head><title>Golfer Wins Seventh Title (The Times)ntById("x");\n}</script></head>' +
  '<body><h1>Golfer wins</h1><p>The golfer won his seventh title on Sunday, two strokes ahead of the field.</p>' +
  '<p>He thanked his caddie and his family after the final round.</p></body></html>';

test('a title never closed ends at its first line, and the body is parsed as markup', () => {
  const doc = parseHtml5(RUNAWAY);
  const title = findElement(doc, 'title');
  assert.equal(title && textContent(title), 'Golfer Wins Seventh Title (The Times)ntById("x");');
  const body = findElement(doc, 'body');
  assert.ok(body && findElement(body, 'p'), 'the paragraphs are elements, not title text');
  const result = extract(RUNAWAY, { format: 'text' });
  assert.equal(result.status, 'ok');
  const text = result.status === 'ok' ? result.output : '';
  assert.match(text, /seventh title on Sunday/);
  assert.doesNotMatch(text, /<p>/);
});

test('a title never closed ends at the next tag when that comes before the end of its line', () => {
  const fixed = closeRunawayTitle('<title>Short <b>x</b> and more');
  assert.equal(fixed, '<title>Short </title><b>x</b> and more');
});

test('title text on the line after the start tag stays in the title', () => {
  assert.equal(closeRunawayTitle('<title>\n  Page name\n<p>body'), '<title>\n  Page name</title>\n<p>body');
});

test('pages whose title is closed, or that have none, are left as they are', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), (head, rest) => {
      const closed = `${head}<TITLE lang="en">${rest.replaceAll('<', '')}</Title >${rest}`;
      assert.equal(closeRunawayTitle(closed), closed);
      const none = head.replaceAll('<', '');
      assert.equal(closeRunawayTitle(none), none);
    }),
  );
});
