import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findEntries } from '../src/clean/entries.js';
import { entryControlBlocks } from '../src/clean/entry-controls.js';
import { blocksOf } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

const dropped = (html: string) => {
  const blocks = blocksOf(html);
  const run = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(run);
  const marks = entryControlBlocks(
    blocks,
    blocks.map(() => true),
    run,
    0.5,
  );
  return blocks.filter((_, i) => marks[i]).map((b) => b.text);
};

test("entry controls: an event card's own buttons and form go, its title, date and teaser stay", () => {
  const cards = times(
    6,
    (i) =>
      `<div class="event-card"><h3><a href="/e${i}">Tech writing workshop number ${i}</a></h3>` +
      `<p>Wednesday at 4:00 PM, online, free for everyone who registers early</p>` +
      `<button><span class="hidden-label">Save this event: Tech writing workshop ${i}</span></button>` +
      `<form><p>Remind me by email</p><input name="email"></form></div>`,
  );
  const html = `<html><body><main><h1>Online events</h1><div class="results">${cards}</div></main></body></html>`;
  const gone = dropped(html);
  assert.equal(gone.filter((t) => t.startsWith('Save this event')).length, 6);
  assert.equal(gone.filter((t) => t === 'Remind me by email').length, 6);
  assert.ok(!gone.some((t) => t.startsWith('Tech writing') || t.startsWith('Wednesday')));
});

test('entry controls: a card built as one button is the entry itself and stays', () => {
  const cards = times(
    6,
    (i) =>
      `<div class="faq"><button><h3>Question number ${i} about the course</h3>` +
      `<p>The answer to question ${i} in a few plain words</p></button></div>`,
  );
  const html = `<html><body><main><h1>Questions</h1><div class="list">${cards}</div></main></body></html>`;
  assert.deepEqual(dropped(html), []);
});

test("entry controls: an accordion's question buttons stay", () => {
  const items = times(
    6,
    (i) =>
      `<li class="faq-item"><button aria-expanded="false">How long does course ${i} take to finish?</button>` +
      `<div class="panel"><p>Course ${i} takes about twelve weeks of part-time study with a tutor.</p></div>` +
      `<div><button><h3>Will I get a certificate for course ${i}?</h3></button><p>Yes, a certificate.</p></div></li>`,
  );
  const html = `<html><body><main><h1>Questions</h1><ul class="faq">${items}</ul></main></body></html>`;
  assert.deepEqual(dropped(html), []);
});
