import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { articleDropsSections, headedSections, isLandingPage } from '../src/clean/landing.js';
import { readPageSignals } from '../src/clean/page-kind.js';
import { parseHtml5 } from '../src/html/parse.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');
const sentence = (k: number) =>
  `We plan, build and look after the systems of small companies, part ${k}, so that their people can work.`;

// A service's home page: a hero section with a long text, then four headed sections of their own, each in its
// own wrapper (the layout of most landing pages), and a footer.
const LANDING = `<html><body><nav><a href="/">Home</a> <a href="/about">About</a></nav>
<section class="hero"><div class="container"><h1>Managed IT for small offices</h1>${times(8, (k) => `<p>${sentence(k)}</p>`)}</div></section>
${times(
  4,
  (i) =>
    `<section class="block"><div class="container"><div class="col"><h2>Service ${i}</h2><p>Our team handles part ${i} of your office systems every day, with a named engineer and clear reports each month.</p></div></div></section>`,
)}
<footer><p>Copyright 2026 Example Ltd. All rights reserved.</p></footer></body></html>`;

// An article whose body has headed parts inside one container, and one sidebar widget with a heading.
const ARTICLE = `<html><body><div class="main"><article><h1>How the river changed</h1>${times(
  4,
  (i) => `<h2>Part ${i}</h2>${times(3, (k) => `<p>${sentence(i * 3 + k)}</p>`)}`,
)}</article></div><aside class="widget"><div class="box"><h3>About the author</h3><p>She writes about rivers and the towns along them, and has done so for twenty years now.</p></div></aside></body></html>`;

const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1, articleMinWords: 50 };
const allContent = (html: string) => {
  const blocks = blocksOf(html);
  const post = posteriors(blocks, (b) => (b.text.startsWith('Copyright') || b.text === 'Home' ? 0.9 : 0.1));
  return { blocks, post };
};

test('landing: each kept heading owns the largest element around it holding no other kept heading', () => {
  const blocks = blocksOf(LANDING);
  const labels = blocks.map(() => 'p' as const);
  const { sectionOf, count } = headedSections(blocks, labels);
  // The h1 of the hero and the four h2s: five sections, each section's paragraph in its heading's section.
  assert.equal(count, 5);
  const of = (text: string) => sectionOf[blocks.findIndex((b) => b.text.startsWith(text))];
  assert.equal(of('Our team handles part 2'), of('Service 2'));
  assert.notEqual(of('Service 1'), of('Service 2'));
  assert.equal(of('We plan, build'), of('Managed IT'));
  // Dropped headings own no section.
  const noH2 = blocks.map((b) => (b.text.startsWith('Service') ? ('o' as const) : ('p' as const)));
  assert.equal(headedSections(blocks, noH2).count, 1);
});

test('landing: article mode is undone on a page of headed sections, and kept on an article', () => {
  const landing = allContent(LANDING);
  const without = kept(landing.blocks, secondPass(landing.blocks, landing.post, LABELS, params));
  // Article mode takes the hero as the article and drops the page's four sections…
  assert.ok(without.some((t) => t.startsWith('We plan')));
  assert.ok(!without.some((t) => t.startsWith('Our team handles')));
  // …which the landing step gives back.
  const withStep = kept(
    landing.blocks,
    secondPass(landing.blocks, landing.post, LABELS, { ...params, landingSections: 2 }),
  );
  assert.equal(withStep.filter((t) => t.startsWith('Our team handles')).length, 4);
  assert.ok(!withStep.some((t) => t.startsWith('Copyright')));

  // On the article only the sidebar widget is a headed section outside the article: it still goes.
  const article = allContent(ARTICLE);
  const out = kept(
    article.blocks,
    secondPass(article.blocks, article.post, LABELS, { ...params, landingSections: 2 }),
  );
  assert.ok(out.some((t) => t.startsWith('We plan')));
  assert.ok(!out.some((t) => t.startsWith('She writes')));
});

test('landing: sections the CRF was unsure of, or of a few words, do not count', () => {
  const { blocks } = allContent(LANDING);
  const before = blocks.map(() => 'p' as const);
  const after = blocks.map((b) => (b.text.startsWith('Our team') ? ('o' as const) : ('p' as const)));
  const sure = new Float64Array(blocks.length).fill(0.1);
  assert.ok(articleDropsSections(blocks, before, after, sure, { landingSections: 4 }));
  assert.ok(!articleDropsSections(blocks, before, after, sure, { landingSections: 5 }));
  assert.ok(!articleDropsSections(blocks, before, after, sure, { landingSections: 0 }));
  const unsure = new Float64Array(blocks.length).fill(0.45);
  assert.ok(!articleDropsSections(blocks, before, after, unsure, { landingSections: 2, landingBelow: 0.3 }));
});

test('dropSvgText: an inline icon title is not running text', () => {
  const page = `<html><body><div class="card"><a href="/x"><svg viewBox="0 0 10 10"><title>Building office icon</title><path d="M0 0h10"/></svg></a><p>We advise companies on their data and analytics programmes, from strategy to delivery.</p></div></body></html>`;
  const blocks = blocksOf(page);
  const post = posteriors(blocks, () => 0.1);
  const base: AutoParams = { keepBelow: 0.5, region: 0 };
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, base)).includes('Building office icon'));
  const out = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropSvgText: 1 }));
  assert.ok(!out.includes('Building office icon'));
  assert.ok(out.some((t) => t.startsWith('We advise')));
});

// The landing page with the CRF unsure of its four sections (p(o) 0.5): the confident check does not fire.
const unsureSections = (html: string) => {
  const blocks = blocksOf(html);
  const pO = (b: { text: string }) =>
    b.text.startsWith('Copyright') || b.text === 'Home'
      ? 0.9
      : b.text.startsWith('Our team') || b.text.startsWith('Service')
        ? 0.45
        : 0.1;
  return { blocks, post: posteriors(blocks, pO) };
};
const undated: AutoParams = {
  ...params,
  landingSections: 3,
  landingBelow: 0.3,
  landingUndated: 2,
  landingUndatedBelow: 0.8,
};
const signalsOf = (html: string) => readPageSignals(parseHtml5(html));

test('landing: on a page with no date and no declared article, sections the CRF kept less surely count', () => {
  const page = unsureSections(LANDING);
  const sig = signalsOf(LANDING);
  assert.equal(sig.dated, false);
  const confidentOnly = kept(
    page.blocks,
    secondPass(page.blocks, page.post, LABELS, { ...undated, landingUndated: 0 }, sig),
  );
  assert.ok(!confidentOnly.some((t) => t.startsWith('Our team handles')));
  const out = kept(page.blocks, secondPass(page.blocks, page.post, LABELS, undated, sig));
  assert.equal(out.filter((t) => t.startsWith('Our team handles')).length, 4);
  assert.ok(!out.some((t) => t.startsWith('Copyright')));
});

test('landing: a declared date, a declared article or a date line by the title keeps article mode', () => {
  const withHead = (head: string) => LANDING.replace('<html>', `<html><head>${head}</head>`);
  const pages = [
    withHead('<meta property="article:published_time" content="2024-03-05T10:00:00Z">'),
    withHead('<script type="application/ld+json">{"@type":"BlogPosting","headline":"x"}</script>'),
    LANDING.replace('<body>', '<body><time datetime="2024-03-05">5 March 2024</time>'),
    LANDING.replace('</h1>', '</h1><p class="date">March 5, 2024</p>'),
  ];
  for (const html of pages) {
    const page = unsureSections(html);
    const out = kept(page.blocks, secondPass(page.blocks, page.post, LABELS, undated, signalsOf(html)));
    assert.ok(!out.some((t) => t.startsWith('Our team handles')), html.slice(0, 120));
    assert.ok(out.some((t) => t.startsWith('We plan')));
  }
});

test('landing: isLandingPage needs the sections dropped, not just an undated page', () => {
  const page = unsureSections(LANDING);
  const before = page.blocks.map(() => 'p' as const);
  const pO = new Float64Array(page.blocks.length).fill(0.5);
  const sig = signalsOf(LANDING);
  assert.ok(!isLandingPage(page.blocks, before, before, pO, undated, sig));
  const after = page.blocks.map((b) => (b.text.startsWith('Our team') ? ('o' as const) : ('p' as const)));
  assert.ok(isLandingPage(page.blocks, before, after, pO, undated, sig));
  assert.ok(!isLandingPage(page.blocks, before, after, pO, { ...undated, landingUndated: 0 }, sig));
  assert.ok(!isLandingPage(page.blocks, before, after, pO, { ...undated, landingUndated: 5 }, sig));
});

test('landing: with landingUndatedMinKept, the undated sections undo article mode only if it kept most words', () => {
  const page = unsureSections(LANDING);
  const before = page.blocks.map(() => 'p' as const);
  const pO = new Float64Array(page.blocks.length).fill(0.5);
  const sig = signalsOf(LANDING);
  // Article mode kept the hero (most of the page's words) and dropped the four sections: a landing page.
  const sectionsCut = page.blocks.map((b) =>
    b.text.startsWith('Our team') ? ('o' as const) : ('p' as const),
  );
  assert.ok(
    isLandingPage(page.blocks, before, sectionsCut, pO, { ...undated, landingUndatedMinKept: 0.6 }, sig),
  );
  assert.ok(
    !isLandingPage(page.blocks, before, sectionsCut, pO, { ...undated, landingUndatedMinKept: 0.95 }, sig),
  );
  // Article mode kept a few of the page's words (the hero's first two paragraphs): a story cut to its body.
  const mostCut = page.blocks.map((b) =>
    /part [01],/.test(b.text) || b.text.startsWith('Managed') ? ('p' as const) : ('o' as const),
  );
  assert.ok(isLandingPage(page.blocks, before, mostCut, pO, undated, sig));
  assert.ok(
    !isLandingPage(page.blocks, before, mostCut, pO, { ...undated, landingUndatedMinKept: 0.6 }, sig),
  );
});

// Article mode keeping little of an undated page (`landingUndatedKept`): the CRF's confidence plays no part, the
// share of the page's words article mode kept, the page's headed sections and where the dropped words lie do.
const keptLittle: AutoParams = {
  ...params,
  landingUndatedKept: 0.8,
  landingUndatedKeptSections: 4,
  landingUndatedDroppedInSections: 0.5,
};
const REPLIES = LANDING.replace(
  '<footer>',
  `<div class="replies">${times(6, (k) => `<p>${sentence(k + 20)}</p>`)}</div><footer>`,
);

test('landing: article mode keeping little of an undated page of headed sections is undone', () => {
  const page = unsureSections(LANDING);
  const before = page.blocks.map(() => 'p' as const);
  const after = page.blocks.map((b) =>
    b.text.startsWith('Our team') || b.text.startsWith('Service') ? ('o' as const) : ('p' as const),
  );
  const pO = new Float64Array(page.blocks.length).fill(0.9);
  const sig = signalsOf(LANDING);
  assert.ok(isLandingPage(page.blocks, before, after, pO, keptLittle, sig));
  // Off, too few sections kept before, a smaller share, a date: article mode stays.
  assert.ok(!isLandingPage(page.blocks, before, after, pO, { ...keptLittle, landingUndatedKept: 0 }, sig));
  assert.ok(
    !isLandingPage(page.blocks, before, after, pO, { ...keptLittle, landingUndatedKeptSections: 6 }, sig),
  );
  assert.ok(!isLandingPage(page.blocks, before, after, pO, { ...keptLittle, landingUndatedKept: 0.5 }, sig));
  assert.ok(!isLandingPage(page.blocks, before, after, pO, keptLittle, { ...sig, dated: true }));
  // Nothing dropped: nothing to undo.
  assert.ok(!isLandingPage(page.blocks, before, before, pO, keptLittle, sig));
});

test('landing: words dropped outside the headed sections (a run of replies) keep article mode', () => {
  const page = unsureSections(REPLIES);
  const before = page.blocks.map(() => 'p' as const);
  const replies = new Set(Array.from({ length: 6 }, (_, k) => sentence(k + 20)));
  const after = page.blocks.map((b) => (replies.has(b.text) ? ('o' as const) : ('p' as const)));
  assert.equal(after.filter((l) => l === 'o').length, 6);
  const pO = new Float64Array(page.blocks.length).fill(0.9);
  const sig = signalsOf(REPLIES);
  assert.ok(!isLandingPage(page.blocks, before, after, pO, keptLittle, sig));
  assert.ok(
    isLandingPage(page.blocks, before, after, pO, { ...keptLittle, landingUndatedDroppedInSections: 0 }, sig),
  );
});

test('landing: sections the CRF dropped but the run of entries keeps count with landingUndatedRun', () => {
  // A service's cards: the CRF is unsure of each (p(o) 0.95), the listing step would keep them as a run.
  const page = unsureSections(LANDING);
  const sig = signalsOf(LANDING);
  const isCard = (t: string) => t.startsWith('Our team') || t.startsWith('Service');
  const before = page.blocks.map((b) => (isCard(b.text) ? ('o' as const) : ('p' as const)));
  // The run holds every block here: with it, each card counts as kept without article mode.
  const entries = { inside: new Uint8Array(page.blocks.length).fill(1) };
  const after = before;
  const pO = new Float64Array(page.blocks.length).fill(0.95);
  const params = { ...undated, landingUndatedRun: 3 };
  assert.ok(!isLandingPage(page.blocks, before, after, pO, params, sig));
  assert.ok(!isLandingPage(page.blocks, before, after, pO, undated, sig, entries));
  assert.ok(isLandingPage(page.blocks, before, after, pO, params, sig, entries));
  // The run's blocks the listing step would not rescue (p(o) at or above entriesRescueBelow) do not count.
  assert.ok(
    !isLandingPage(page.blocks, before, after, pO, { ...params, entriesRescueBelow: 0.9 }, sig, entries),
  );
  assert.ok(
    !isLandingPage(page.blocks, before, after, pO, { ...undated, landingUndatedRun: 5 }, sig, entries),
  );
});

test('landing: a page whose only declaration is og:type "article" counts as undeclared with landingOgArticle', () => {
  // Site builders mark every page og:type "article": a service's page of headed sections is no article.
  const og = LANDING.replace('<html>', '<html><head><meta property="og:type" content="article"></head>');
  const page = unsureSections(og);
  const sig = signalsOf(og);
  assert.equal(sig.ogType, 'article');
  const before = page.blocks.map(() => 'p' as const);
  const after = page.blocks.map((b) => (b.text.startsWith('Our team') ? ('o' as const) : ('p' as const)));
  const pO = new Float64Array(page.blocks.length).fill(0.5);
  assert.ok(!isLandingPage(page.blocks, before, after, pO, undated, sig));
  assert.ok(isLandingPage(page.blocks, before, after, pO, { ...undated, landingOgArticle: 1 }, sig));
  // A schema.org article, a date or a shop's buy box keep article mode.
  const declared = { ...sig, schemaTypes: ['BlogPosting'] };
  assert.ok(!isLandingPage(page.blocks, before, after, pO, { ...undated, landingOgArticle: 1 }, declared));
  assert.ok(
    !isLandingPage(
      page.blocks,
      before,
      after,
      pO,
      { ...undated, landingOgArticle: 1 },
      { ...sig, dated: true },
    ),
  );
  // At 2 a date the page declares (a site plugin's WebPage dates) but does not show does not count either.
  assert.ok(
    isLandingPage(
      page.blocks,
      before,
      after,
      pO,
      { ...undated, landingOgArticle: 2 },
      { ...sig, dated: true },
    ),
  );
  const shop = og.replace(
    '<footer>',
    '<div class="add-to-cart"><button>Add</button> <p>$12.00</p></div><footer>',
  );
  const shopPage = unsureSections(shop);
  const shopBefore = shopPage.blocks.map(() => 'p' as const);
  const shopAfter = shopPage.blocks.map((b) =>
    b.text.startsWith('Our team') ? ('o' as const) : ('p' as const),
  );
  const shopPO = new Float64Array(shopPage.blocks.length).fill(0.5);
  assert.ok(
    !isLandingPage(
      shopPage.blocks,
      shopBefore,
      shopAfter,
      shopPO,
      { ...undated, landingOgArticle: 1 },
      signalsOf(shop),
    ),
  );
});
