// Decisions that worked for English only (session 38, helper `mlg2`). (1) Sentence ends in other scripts and
// quote styles: `closeSentence` adds no second stop after German „…“ / »…« quotes, the halfwidth ideographic
// stop, Urdu's full stop, and reads a `;` after Greek text as the Greek question mark, not a semicolon to turn
// into a full stop. (2) A byline's name ends at a date written in any of the main languages, not only at an
// English month name.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extract, type PageOk } from '../src/index.js';
import { nameInByline } from '../src/metadata/byline.js';
import { findDateAt, findDateInText } from '../src/metadata/dates.js';
import { closeSentence, endsSentence } from '../src/structure/segmentation.js';

test('German, Danish and Czech closing quotes close a finished sentence', () => {
  assert.equal(closeSentence('Sie sagte: „Wir beginnen im April.“'), 'Sie sagte: „Wir beginnen im April.“');
  assert.equal(closeSentence('Er rief: „Das ist eine Katastrophe!“'), 'Er rief: „Das ist eine Katastrophe!“');
  assert.equal(
    closeSentence('Ein Sprecher sagte: »Wir sind zufrieden.«'),
    'Ein Sprecher sagte: »Wir sind zufrieden.«',
  );
  assert.equal(closeSentence('Řekl: ‚Ano.‘'), 'Řekl: ‚Ano.‘');
  // an unfinished quote still takes the stop after it
  assert.equal(closeSentence('Sie sagte „Wir beginnen im April“'), 'Sie sagte „Wir beginnen im April“.');
});

test('other scripts’ full stops end a sentence', () => {
  assert.ok(endsSentence('可決した｡'));
  assert.equal(closeSentence('منظوری دے دی۔'), 'منظوری دے دی۔');
  assert.equal(closeSentence('यह ठीक है॥'), 'यह ठीक है॥');
  assert.equal(closeSentence('ဟုတ်ကဲ့။'), 'ဟုတ်ကဲ့။');
  assert.equal(closeSentence('｢終わり。｣'), '｢終わり。｣');
  // no ASCII stop after Japanese text
  assert.equal(closeSentence('今後の予定'), '今後の予定。');
});

test('a semicolon after Greek text is a question mark; elsewhere it still becomes a full stop', () => {
  assert.equal(closeSentence('Γιατί όχι νωρίτερα;'), 'Γιατί όχι νωρίτερα;');
  assert.equal(closeSentence('Γιατί όχι νωρίτερα\u037e'), 'Γιατί όχι νωρίτερα\u037e');
  assert.equal(closeSentence('Contents;'), 'Contents.');
});

test('an extracted German paragraph ending in a quote gets no second full stop', () => {
  const html =
    '<html lang="de"><body><article><p>Der Stadtrat hat am Dienstag beschlossen, neue Radwege zu bauen. ' +
    'Die Bürgermeisterin sagte: „Wir beginnen im April.“</p></article></body></html>';
  const text = (extract(html, { clean: 'none' }) as PageOk).text;
  assert.match(text, /„Wir beginnen im April\.“$/m);
  assert.doesNotMatch(text, /“\./);
});

test('a byline name ends where a date in any main language starts', () => {
  assert.equal(nameInByline('Von Anna Schmidt 3. März 2024'), 'Anna Schmidt');
  assert.equal(nameInByline('Автор: Анна Смирнова 3 марта 2024'), 'Анна Смирнова');
  assert.equal(nameInByline('Por Ana García 3 de marzo de 2024'), 'Ana García');
  assert.equal(nameInByline('Von Anna Schmidt 03.03.2024'), 'Anna Schmidt');
  // as before
  assert.equal(nameInByline('By Jane Doe March 3, 2024'), 'Jane Doe');
  assert.equal(nameInByline('作者：山田花子 2024年3月3日'), '山田花子');
});

test('findDateAt gives where the date starts, not a word before it read as a weekday', () => {
  assert.deepEqual(findDateAt('Anna Schmidt 3. März 2024'), { date: '2024-03-03', index: 13 });
  assert.deepEqual(findDateAt('March 3, 2024'), { date: '2024-03-03', index: 0 });
  assert.equal(findDateInText('By Jane Doe | March 3, 2024'), '2024-03-03');
  assert.equal(findDateAt('no date here'), null);
});
