import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { landingGapBlocks } from '../src/clean/landing-gaps.js';
import { parseHtml5 } from '../src/html/parse.js';

const para = (t: string) =>
  `<p>${t} We plan, build and look after gardens for homes and offices all year round.</p>`;

/** The texts brought back when every block but those starting with a word of `dropped` is kept. */
function back(
  html: string,
  dropped: string[],
  maxLinks = 0.2,
  skipCaptions = 0,
  disclosures = 0,
  inRun: string[] = [],
  facets = 0,
): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map((b) => !dropped.some((w) => b.text.startsWith(w)));
  const inside = Uint8Array.from(blocks, (b) => (inRun.some((w) => b.text.startsWith(w)) ? 1 : 0));
  const out = landingGapBlocks(
    blocks,
    kept,
    {
      landingGaps: maxLinks,
      landingGapsSkipCaptions: skipCaptions,
      landingGapsDisclosures: disclosures,
      landingGapsFacets: facets,
    },
    false,
    inRun.length > 0 ? inside : undefined,
  );
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test("a service's card names and list between kept text come back", () => {
  const html =
    `<main><h1>Garden care</h1>${para('Design.')}` +
    '<div class="card"><h3>Who is this for?</h3><ul><li>Owners of new homes</li><li>Offices</li></ul></div>' +
    `${para('Planting.')}<div class="quote"><span>Jane Doe</span></div>${para('Care.')}</main>`;
  assert.deepEqual(back(html, ['Who', 'Owners', 'Offices', 'Jane']), [
    'Who is this for?',
    'Owners of new homes',
    'Offices',
    'Jane Doe',
  ]);
});

test('links, page furniture and text outside kept text stay out', () => {
  const links = `<main>${para('Design.')}<div><a href="/a">Read our blog</a> <a href="/b">Careers</a></div>${para('Care.')}</main>`;
  assert.deepEqual(back(links, ['Read']), []);
  const nav = `<main>${para('Design.')}<nav><p>Gardens near you today</p></nav>${para('Care.')}</main>`;
  assert.deepEqual(back(nav, ['Gardens']), []);
  const comment = `<main>${para('Design.')}<div class="comment"><p>Lovely work</p></div>${para('Care.')}</main>`;
  assert.deepEqual(back(comment, ['Lovely']), []);
  const tail = `<main>${para('Design.')}${para('Care.')}<p>Call us on weekdays</p></main>`;
  assert.deepEqual(back(tail, ['Call']), []);
  assert.deepEqual(back(`<main>${para('Design.')}<p>Jane Doe</p>${para('Care.')}</main>`, ['Jane'], 0), []);
});

test("an image's caption between kept text stays dropped with landingGapsSkipCaptions", () => {
  const html =
    `<main>${para('Design.')}<figure><img src="a.jpg" alt=""><figcaption>A rose garden in June. Photo: Jane Doe</figcaption></figure>` +
    `<p>Our team</p>${para('Care.')}</main>`;
  assert.deepEqual(back(html, ['A rose', 'Our']), ['A rose garden in June. Photo: Jane Doe', 'Our team']);
  assert.deepEqual(back(html, ['A rose', 'Our'], 0.2, 1), ['Our team']);
});

test("an FAQ's question buttons between kept text come back with landingGapsDisclosures", () => {
  const html =
    `<main>${para('Design.')}<h2>Questions</h2>` +
    '<button aria-expanded="false">How long does a garden take?</button>' +
    '<button class="faq-question">Do you water plants?</button>' +
    `${para('Care.')}</main>`;
  assert.deepEqual(back(html, ['Questions', 'How', 'Do']), []);
  assert.deepEqual(back(html, ['Questions', 'How', 'Do'], 0.2, 0, 1), []);
  assert.deepEqual(back(html, ['Questions', 'How', 'Do'], 0.2, 0, 2), [
    'Questions',
    'How long does a garden take?',
    'Do you water plants?',
  ]);
  const buy = `<main>${para('Design.')}<button>Add to basket now</button>${para('Care.')}</main>`;
  assert.deepEqual(back(buy, ['Add'], 0.2, 0, 2), []);
});

test("a gap inside a kept run's entries stays out when the run's blocks are given", () => {
  const html = `<main>${para('Design.')}<div class="card"><p>From $49 a month</p></div>${para('Care.')}<p>Our team</p>${para('Soil.')}</main>`;
  assert.deepEqual(back(html, ['From', 'Our']), ['From $49 a month', 'Our team']);
  assert.deepEqual(back(html, ['From', 'Our'], 0.2, 0, 0, ['From']), ['Our team']);
});

test("a shop's filter panel between its heading and its kept grid stays out with landingGapsFacets", () => {
  const html =
    `<main><h1>Graphics cards</h1>${para('Intro.')}` +
    '<div class="left-nav"><dl class="filter-box"><dt>Brands</dt><dd><label><span>ASUS</span></label>' +
    '<label><span>MSI</span></label></dd></dl></div>' +
    '<ul class="items"><li><p>Radeon RX 9060 XT 16GB graphics card</p></li><li><p>GeForce RTX 5070 12GB card</p></li></ul></main>';
  const dropped = ['Brands', 'ASUS', 'MSI'];
  const inRun = ['Radeon', 'GeForce'];
  // Off, the panel's short lines come back as a landing page's own text.
  assert.deepEqual(back(html, dropped, 0.4, 0, 0, inRun, 0), ['Brands', 'ASUS', 'MSI']);
  assert.deepEqual(back(html, dropped, 0.4, 0, 0, inRun, 1), []);
  // 1 leaves a page kept without a run alone; 2 refuses the panel's gap on every page.
  assert.deepEqual(back(html, dropped, 0.4, 0, 0, [], 1), ['Brands', 'ASUS', 'MSI']);
  assert.deepEqual(back(html, dropped, 0.4, 0, 0, [], 2), []);
});

test("a card's linked title and its teaser come back when half the gap's words are links (landingGaps 0.5)", () => {
  const html =
    `<main>${para('Design.')}<div class="card"><h3><a href="/outlook">Career outlook</a></h3>` +
    `<p>Job prospects ahead</p></div>${para('Care.')}</main>`;
  assert.deepEqual(back(html, ['Career', 'Job'], 0.2), []);
  assert.deepEqual(back(html, ['Career', 'Job'], 0.5), ['Career outlook', 'Job prospects ahead']);
});

/** The texts brought back with `landingHero` 12 when only the blocks starting with a word of `kept` are kept. */
function hero(html: string, kept: string[], titles: string[] = []): string[] {
  const blocks = buildBlocks(parseHtml5(html));
  const keep = blocks.map((b) => kept.some((w) => b.text.startsWith(w)));
  const out = landingGapBlocks(
    blocks,
    keep,
    { landingGaps: 0.2, landingHero: 12 },
    false,
    undefined,
    null,
    titles,
  );
  return blocks.filter((_, i) => out[i]).map((b) => b.text);
}

test("a landing page's hero above its first kept text comes back with its <h1> (landingHero)", () => {
  const page = (h1: string) =>
    `<head><title>Acme Gardens | Home</title></head><body><nav><a href="/">Home</a> <a href="/b">Blog</a></nav>` +
    `<div class="hero"><h1>${h1}</h1><p>Join 5,000 happy owners of new gardens</p></div>` +
    `<main>${para('Design.')}${para('Care.')}</main></body>`;
  assert.deepEqual(hero(page('Gardens that grow with you'), ['Design', 'Care']), [
    'Gardens that grow with you',
    'Join 5,000 happy owners of new gardens',
  ]);
  // Not a heading that repeats the page's title (an article's headline, its dek below), nor a long one.
  assert.deepEqual(hero(page('Acme Gardens'), ['Design', 'Care']), []);
  assert.deepEqual(
    hero(page('Gardens that grow with you and your family in every season of every year'), ['Design']),
    [],
  );
  // Not when text above the heading is kept, nor a heading straight above the kept text (no hero of its own).
  assert.deepEqual(hero(page('Gardens that grow with you'), ['Home', 'Design', 'Care']), []);
  const bare = `<body><h1>Gardens that grow with you</h1><main>${para('Design.')}</main></body>`;
  assert.deepEqual(hero(bare, ['Design']), []);
});

test("an undated landing page's <h1> straight above its kept text comes back when the CRF kept it (landingHeroHeld)", () => {
  const html =
    `<head><title>Acme Pet Cover | Home</title></head><body>` +
    `<div class="hero"><h1>Find the best pet insurance plan</h1></div><main>${para('Design.')}</main></body>`;
  const blocks = buildBlocks(parseHtml5(html));
  const kept = blocks.map((b) => b.text.startsWith('Design'));
  const run = (held: boolean[] | null, on: number) =>
    blocks
      .filter(
        (_, i) =>
          landingGapBlocks(
            blocks,
            kept,
            { landingGaps: 0.2, landingHero: 12, landingHeroHeld: on },
            false,
            undefined,
            null,
            [],
            held,
          )[i],
      )
      .map((b) => b.text);
  const all = blocks.map(() => true);
  // Without the step (or without the CRF's labels) a heading straight above the kept text stays dropped.
  assert.deepEqual(run(all, 0), []);
  assert.deepEqual(run(null, 3), []);
  assert.deepEqual(run(all, 3), ['Find the best pet insurance plan']);
  // Not a heading shorter than the value (a section's one-word label).
  assert.deepEqual(run(all, 7), []);
  // Not a heading the CRF dropped itself.
  assert.deepEqual(
    run(
      blocks.map((b) => !b.text.startsWith('Find')),
      3,
    ),
    [],
  );
});
