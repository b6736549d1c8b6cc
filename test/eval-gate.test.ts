// Evaluation gate: the pages of data/gate-pages.tsv scored with the real pipeline and the real scorers, with
// pinned floors about one point below the measured values (measured 2026-11-23), so that a change that
// degrades extraction quality fails CI. Pages and their origin: test/fixtures/eval-gate/README.md.
//
// The gate's pages and sites are kept out of the bundled models' training (scripts/build-models.ts), so all
// figures are held out. GATE_PRINT=1 prints them. When a change improves quality, raise the floors with it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { evaluatePairs } from '../src/eval/evaluate.js';
import type { GoldFormat } from '../src/eval/text-formats.js';
import { scoreWcxbPage, summarizeWcxb } from '../src/eval/wcxb.js';
import { extract } from '../src/index.js';
import type { Cleaner } from '../src/options.js';

const GATE = join(import.meta.dirname, 'fixtures', 'eval-gate');

function score(set: 'cleaneval' | 'dragnet' | 'l3s', clean: Cleaner) {
  const names = readdirSync(join(GATE, set, 'gold'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4));
  assert.equal(names.length, set === 'cleaneval' ? 6 : 3);
  const pairs = names.map((name) => {
    // CleanEval's gold is the corpus definition of content; the article sets' gold is the main content.
    const scope = set === 'cleaneval' ? 'corpus' : 'main';
    const r = extract(readFileSync(join(GATE, set, 'input', `${name}.html`)), {
      clean,
      scope,
      format: 'cleaneval',
    });
    assert.equal(r.status, 'ok', `${set}/${name}`);
    return {
      name,
      out: r.status === 'ok' ? r.output : '',
      gold: readFileSync(join(GATE, set, 'gold', `${name}.txt`), 'utf8'),
    };
  });
  return evaluatePairs(pairs, { shingles: set !== 'cleaneval', goldFormat: set as GoldFormat });
}

/** WCXB's word F1 (lower-cased `\w+` multisets, macro over pages) of the default text output. */
function scoreWcxb(clean: Cleaner): number {
  const names = readdirSync(join(GATE, 'wcxb', 'gold'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4));
  assert.equal(names.length, 7);
  const pages = names.map((name) => {
    const html = gunzipSync(readFileSync(join(GATE, 'wcxb', 'input', `${name}.html.gz`)));
    const r = extract(html, { clean });
    assert.equal(r.status, 'ok', `wcxb/${name}`);
    return scoreWcxbPage(r.status === 'ok' ? r.output : '', {
      text: readFileSync(join(GATE, 'wcxb', 'gold', `${name}.txt`), 'utf8'),
    });
  });
  return summarizeWcxb(pages).f;
}

// Floors in percent: [CleanEval macro word F, CleanEval macro segmentation F, Dragnet F1, L3S F1, WCXB F1].
// Measured: auto 95.4 / 74.8 / 92.2 / 98.1 / 87.5 (auto.json of 2026-11-23, trained on all five development
// corpora, with the listing-entries step; WCXB was 93.4 on these 7 pages before, while the site-grouped CV on
// 1,487 WCXB dev pages rose; 91.1 with the entries' pairs, wrapper classes, alt text and constant fields of
// training.auto); crf 95.5 / 70.0 / 72.1 / 94.6 / 87.0 (models trained without the gate's pages,
// so held out; CleanEval pages with --scope corpus, the others with main);
// kimatu 92.5 / 62.7 / 79.8 / 90.4 / 87.2; none 88.3 / 49.0 / 57.5 / 76.1 / 72.2. The corpus scope's segment
// bounds (joinInline, markupKinds in training.autoCorpus) raised auto's segmentation F from 74.8 to 77.6; the
// corpus CRF retrained with C = 0.1 (chosen by site-grouped CV on the 51 other CleanEval dev pages: 85.7 / 57.4
// → 87.0 / 59.7, every fold up) gives 95.4 / 74.6 on these 6 held-out pages (pages 11 and 31 lose boundaries).
// auto.json retrained with the page-structure columns (src/ml/crf/structure-columns.ts): Dragnet 92.3, L3S-GN1
// 98.1, WCXB 92.3 (WCXB 91.1 before). The corpus CRF retrained with the structure columns and the segment-kind
// column (feature set `corpus`; CV 87.0 / 59.7 → 88.5 / 61.0): 95.4 / 75.2 on these 6 pages.
// The corpus CRF with the main model's p(o) as a column (feature set `corpus-main`, out-of-fold in training)
// and alike blocks' p(o) mixed (`alikeMix` 0.5; CV 88.5 / 61.0 → 89.2 / 61.7): 95.5 / 76.8 on these 6 pages;
// alike opening blocks' kinds mixed (`alikeKinds` 0.5; CV → 89.2 / 62.4, every fold up): 95.4 / 76.4.
// Short bold lines as headings (`boldHeadings` 12; CV 89.2 / 62.4 → 89.3 / 62.9, every fold up): 95.4 / 75.6 on
// these 6 pages (page 11 gains a heading; page 31's one 11-word bold contact line, a paragraph in its gold,
// becomes a heading and costs 8.7 points of that small page's segmentation F), so the floor moves to 75.
// Image alt text dropped in the corpus scope too, h/l lines after one <br> outside heading/list markup joined to
// the line before, a new <li> opening its segment (`dropAltText`, `breakContinues`, `listItemOpens`; CV 88.7 /
// 63.0 → 88.9 / 64.0, every fold up): 95.7 / 79.6 on these 6 pages. Blocks outside the main region kept when
// the CRF is sure of them (`mainDropAbove` 0.1; CV → 89.2 / 64.6, every fold up): 96.6 / 77.1 (pages 14 and 31
// gain; page 60 keeps 12 short credit lines outside its region that its gold leaves out, seg F 94.7 → 72.0).
// Session 16: in the main scope data tables read as rows and the list step keeps link-only items (the cleaner
// judges them): auto 96.6 / 77.1 / 92.3 / 98.2 / 92.2; with `--clean none` nothing judges a page's menus, so WCXB
// 72.2 → 68.2 (its other figures unchanged) and that floor moves to 67.
const FLOORS: Record<Cleaner, [number, number, number, number, number]> = {
  auto: [95.5, 76, 91, 97, 91.3],
  crf: [94.5, 69, 71, 93.5, 86],
  kimatu: [91.5, 61.5, 78.5, 89.5, 86],
  none: [87, 48, 56.5, 75, 67],
};

for (const [clean, floors] of Object.entries(FLOORS)) {
  test(`quality gate: --clean ${clean}`, () => {
    const ce = score('cleaneval', clean as Cleaner);
    const dn = score('dragnet', clean as Cleaner);
    const l3 = score('l3s', clean as Cleaner);
    const got = [
      ce.macro.word!.f,
      ce.macro.seg!.f,
      dn.macro.article!.f,
      l3.macro.article!.f,
      scoreWcxb(clean as Cleaner),
    ].map((x) => 100 * x);
    const names = ['CleanEval word F', 'CleanEval segmentation F', 'Dragnet F1', 'L3S-GN1 F1', 'WCXB F1'];
    floors.forEach((_floor, i) => {
      if (process.env.GATE_PRINT) process.stderr.write(`${clean} ${names[i]} ${got[i].toFixed(1)}\n`);
    });
    floors.forEach((floor, i) => {
      assert.ok(got[i] >= floor, `${clean}: ${names[i]} ${got[i].toFixed(1)} fell below ${floor}`);
    });
  });
}

test('quality gate: kimatu beats the whole page on every set', () => {
  const kim = [score('cleaneval', 'kimatu'), score('dragnet', 'kimatu'), score('l3s', 'kimatu')];
  const none = [score('cleaneval', 'none'), score('dragnet', 'none'), score('l3s', 'none')];
  assert.ok(kim[0].macro.word!.f > none[0].macro.word!.f);
  assert.ok(kim[0].macro.seg!.f > none[0].macro.seg!.f);
  assert.ok(kim[1].macro.article!.f > none[1].macro.article!.f);
  assert.ok(kim[2].macro.article!.f > none[2].macro.article!.f);
});
