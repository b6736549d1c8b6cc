// Kitten §3.3: abbr/acronym titles written between brackets after the abbreviation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from '../src/html/node.js';
import { type ExtractOptions, extract, type PageOk } from '../src/index.js';
import { expansionFor } from '../src/structure/abbr.js';

const run = (html: string, opts: ExtractOptions = {}) => extract(html, { clean: 'none', ...opts }) as PageOk;

test('abbr with a title is expanded and logged', () => {
  const r = run('<p>On <abbr title="Monday">mon</abbr> we met.</p>');
  assert.equal(r.text, 'On mon (Monday) we met.\n');
  assert.deepEqual(r.log, [{ type: 'abbr-expanded', abbr: 'mon', expansion: 'Monday' }]);
});

test('not expanded when the text already is the title, or without a title', () => {
  const r = run(
    '<p><abbr title="NASA">NASA</abbr> and <abbr title=" nasa ">Nasa</abbr> and <abbr>WHO</abbr>.</p>',
  );
  assert.equal(r.text, 'NASA and Nasa and WHO.\n');
  assert.equal(r.log.length, 0);
});

test('an abbreviation spread over inline markup is expanded once, after its whole text', () => {
  const r = run(
    '<p>It was <abbr title="Wed, 07 May 2008 06:13:06 -0700"><b>25</b> days ago</abbr>, then.</p>',
  );
  assert.equal(r.text, 'It was 25 days ago (Wed, 07 May 2008 06:13:06 -0700), then.\n');
  assert.equal(r.log.length, 1);
});

test('title whitespace is collapsed; --no-abbr turns the rule off', () => {
  assert.equal(
    run('<p><acronym title="New\n  South Wales">NSW</acronym></p>').text,
    'NSW (New South Wales).\n',
  );
  assert.equal(run('<p><acronym title="New South Wales">NSW</acronym></p>', { abbr: false }).text, 'NSW.\n');
});

test('expansionFor compares without case and spacing', () => {
  const el = createElement('abbr');
  assert.equal(expansionFor('Mon', { el, title: 'mon' }), null);
  assert.equal(expansionFor('mon', { el, title: 'Monday' }), ' (Monday)');
});
