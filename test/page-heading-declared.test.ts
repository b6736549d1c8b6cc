import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { pageHeadingCap } from '../src/clean/page-heading.js';
import { kept, LABELS, preparedPage } from './helpers/second-pass.js';

// A marketplace names its item by brand, model and specs in one long `<h1>`.
const NAME =
  'ASUS ROG Strix GeForce RTX 4080 SUPER White Edition Gaming Graphics Card (PCIe 4.0, 16GB GDDR6X, DLSS 3, HDMI 2.1a)';
const PRODUCT = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Graphics card"}</script></head>
<body><main>
<h1>${NAME}</h1>
<p>Powered by NVIDIA DLSS3, the ultra-efficient Ada Lovelace architecture and full ray tracing for every game you play.</p>
<p>Axial-tech fans scaled up for more airflow and a patented vapor chamber with a milled heatspreader for lower temperatures.</p>
</main></body></html>`;

/** The CRF keeps the description and drops the heading. */
const pO = (b: { tag: string }) => (b.tag === 'h1' ? 0.9 : 0.1);

test('page heading: a declared product keeps its long marketplace name', () => {
  const page = preparedPage(PRODUCT, pO);
  const base = { keepBelow: 0.5, region: 0, pageHeading: 12 };
  const run = (params: AutoParams) =>
    kept(page.blocks, secondPass(page.blocks, page.post, LABELS, params, page.signals));
  assert.ok(!run(base).includes(NAME), 'over 12 words: left out');
  assert.ok(run({ ...base, pageHeadingDeclared: 40 }).includes(NAME));
});

test('page heading: the longer cap only on a page declaring a product', () => {
  assert.equal(pageHeadingCap({ pageHeading: 12, pageHeadingDeclared: 40 }, true), 40);
  assert.equal(pageHeadingCap({ pageHeading: 12, pageHeadingDeclared: 40 }, false), 12);
  assert.equal(pageHeadingCap({ pageHeading: 12 }, true), 12);
  assert.equal(pageHeadingCap({ pageHeadingDeclared: 40 }, true), 0, 'the step off stays off');
});
