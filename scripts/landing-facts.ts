// Why article mode was or was not undone on a page as a landing page (`src/clean/landing.ts`): what the page
// declares (kind, date), whether it shows a date, the words the second pass keeps without and with article mode
// (page-level undo steps off), the headed sections of the kept text and how many of them article mode dropped,
// and the share of the dropped words inside those sections. For reading pages, not for choosing settings.
//
//   npx tsx scripts/landing-facts.ts PAGE.html[.gz]…
import { loadPage } from '../bench/pages.js';
import type { Label } from '../src/blocks/block.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { headedSections } from '../src/clean/landing.js';
import { showsDate } from '../src/clean/page-date.js';
import { declaredKind } from '../src/clean/page-kind.js';
import { resolveOptions } from '../src/options.js';
import { secondPassPage } from './second-pass-page.js';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: landing-facts.ts PAGE.html[.gz]…');
const opts = resolveOptions({ scope: 'main', format: 'text' });
// KITTEN_MODEL: another model's CRF (a CV fold's, for a page of that fold), with the shipped second pass.
const shippedModel = loadCrfModel(null, 'auto.json');
const model = process.env.KITTEN_MODEL ? loadCrfModel(process.env.KITTEN_MODEL, 'auto.json') : shippedModel;
const shipped = autoParamsOf(shippedModel, 'main');
// The steps that undo article mode or bring entries back after it, off: `after` is article mode's own verdict.
const undoOff = {
  landingSections: 0,
  landingUndated: 0,
  landingUndatedKept: 0,
  collectionUndated: 0,
  threadRescueBelow: 0,
  entries: 0,
};
const MIN_SECTION_WORDS = 8;

console.log(
  'page\tkind\tdated\tshowsDate\twordsBefore\twordsAfter\tsections\tsectionsDropped\tdroppedInSections',
);
for (const file of files) {
  const page = secondPassPage(new Uint8Array(loadPage(file)), opts);
  if (page === null) {
    console.log(`${file}\tnot loaded (binary, sitemap or too large)`);
    continue;
  }
  const { blocks, signals } = page;
  const post = pagePosteriors(model, blocks, page.loaded.doc);
  const before: Label[] = secondPass(
    blocks,
    post,
    model.labels,
    { ...shipped, ...undoOff, article: 0 },
    signals,
  );
  const after: Label[] = secondPass(blocks, post, model.labels, { ...shipped, ...undoOff }, signals);
  const { sectionOf, count, isHeading } = headedSections(blocks, before);
  const sectionBefore = new Float64Array(count);
  const sectionAfter = new Float64Array(count);
  let wordsBefore = 0;
  let wordsAfter = 0;
  let dropped = 0;
  let droppedInSections = 0;
  for (let i = 0; i < blocks.length; i++) {
    const w = blocks[i].words;
    if (before[i] !== 'o') wordsBefore += w;
    if (after[i] !== 'o') wordsAfter += w;
    if (before[i] !== 'o' && after[i] === 'o') {
      dropped += w;
      if (sectionOf[i] >= 0) droppedInSections += w;
    }
    const s = sectionOf[i];
    if (s < 0 || isHeading[i] || before[i] === 'o') continue;
    sectionBefore[s] += w;
    if (after[i] !== 'o') sectionAfter[s] += w;
  }
  let sectionsDropped = 0;
  for (let s = 0; s < count; s++)
    if (sectionBefore[s] >= MIN_SECTION_WORDS && sectionAfter[s] < 0.5 * sectionBefore[s]) sectionsDropped++;
  console.log(
    [
      file,
      declaredKind(signals) ?? '-',
      signals.dated ? 'yes' : 'no',
      showsDate(blocks) ? 'yes' : 'no',
      wordsBefore,
      wordsAfter,
      count,
      sectionsDropped,
      dropped > 0 ? (droppedInSections / dropped).toFixed(2) : '-',
    ].join('\t'),
  );
}
