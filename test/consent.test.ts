import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AutoParams } from '../src/clean/auto.js';
import { secondPass } from '../src/clean/auto.js';
import { consentBlocks, isConsentContainer } from '../src/clean/consent.js';
import { findEntries } from '../src/clean/entries.js';
import { createElement } from '../src/html/node.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const times = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join('');

// A forum thread with five short posts, and a consent manager's preference centre: an accordion of five
// like-built sections of long, well-formed prose (OneTrust's markup, shortened).
const THREAD = `<html><body><h1>New case</h1><div class="posts">${times(
  5,
  (i) =>
    `<article class="post"><p>Post ${i}: does anyone know what the two rear mounts are for in this case?</p></article>`,
)}</div>
<div id="onetrust-consent-sdk"><div class="otPcCenter"><h2>Privacy Preference Center</h2><section class="ot-sdk-row">${times(
  5,
  (i) =>
    `<div class="ot-accordion-layout ot-cat-item"><h4>Cookie group ${i}</h4><p class="ot-acc-grpdesc">These technologies help us understand how our site is used or performs, how users arrive at it, and how they navigate or interact with it, group ${i}.</p></div>`,
)}</section></div></div></body></html>`;

const el = (name: string, attrs: Record<string, string>) =>
  createElement(
    name,
    Object.entries(attrs).map(([n, value]) => ({ name: n, value })),
  );

test('consent: class and id tokens that name a consent dialog, not a recipe category', () => {
  assert.ok(isConsentContainer(el('div', { id: 'onetrust-consent-sdk' })));
  assert.ok(isConsentContainer(el('div', { class: 'otPcCenter ot-hide' })));
  assert.ok(isConsentContainer(el('div', { class: 'banner cookie-notice' })));
  assert.ok(isConsentContainer(el('div', { class: 'CookieBanner' })));
  assert.ok(isConsentContainer(el('div', { id: 'CybotCookiebotDialog' })));
  assert.ok(isConsentContainer(el('div', { class: 'gdpr-popup' })));
  // A WordPress post in a cookie-recipe category, a "trusted by" strip, a plain box: not dialogs.
  assert.ok(
    !isConsentContainer(el('li', { class: 'post type-post category-cookies tag-chocolate-cookies' })),
  );
  assert.ok(!isConsentContainer(el('div', { class: 'trusted-by logos' })));
  assert.ok(!isConsentContainer(el('div', { class: 'box' })));
  assert.ok(!isConsentContainer(el('div', { class: 'cookie-policy' })));
  // The page itself never is, whatever its class.
  assert.ok(!isConsentContainer(el('body', { class: 'cookie-consent-shown' })));
});

test('consent: the dialog is boilerplate and is never the listing run; the posts are', () => {
  const blocks = blocksOf(THREAD);
  const consent = consentBlocks(blocks);
  const inDialog = blocks.filter((_, i) => consent[i]).map((b) => b.text);
  assert.ok(inDialog.includes('Privacy Preference Center'));
  assert.ok(inDialog.some((t) => t.startsWith('These technologies')));
  assert.ok(!inDialog.some((t) => t.startsWith('Post')));
  // Without the step the accordion (more words) is the page's run of entries; with it, the posts are.
  const plain = findEntries(blocks, { entriesShare: 0.1 });
  assert.ok(plain);
  assert.ok(blocks.some((b, i) => plain.inside[i] && b.text.startsWith('These technologies')));
  const run = findEntries(blocks, { entriesShare: 0.1, dropConsent: 1 });
  assert.ok(run);
  assert.equal(run.entries, 5);
  assert.ok(blocks.every((b, i) => !run.inside[i] || b.text.startsWith('Post')));
  // In the second pass the CRF's confident "content" on the dialog's prose is overruled.
  const post = posteriors(blocks, (b) =>
    b.text.startsWith('These') || b.text.startsWith('Post') ? 0.1 : 0.9,
  );
  const base: AutoParams = { keepBelow: 0.5, region: 0 };
  assert.ok(kept(blocks, secondPass(blocks, post, LABELS, base)).some((t) => t.startsWith('These')));
  const out = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropConsent: 1 }));
  assert.ok(!out.some((t) => t.startsWith('These')));
  assert.equal(out.filter((t) => t.startsWith('Post')).length, 5);
});

test('consent: a container holding most of the page is a wrapper, not a dialog', () => {
  const page = `<html><body><div class="cookie-law-page">${times(6, (i) => `<p>Paragraph ${i} of a page about the cookie law, in full sentences.</p>`)}</div><p>Footer.</p></body></html>`;
  const blocks = blocksOf(page);
  assert.ok(consentBlocks(blocks).every((x) => x === 0));
});

test('consent: dropConsent 2 names a vendor or site prefix before the cookie dialog word', () => {
  const wide = (attrs: Record<string, string>) => isConsentContainer(el('div', attrs), true);
  const named: Record<string, string>[] = [
    { id: 'cmplz-cookiebanner-container' },
    { class: 'bbccookies-banner' },
    { class: 'wt-cli-cookie-bar' },
    { class: 'eu-cookie-compliance-banner' },
    { id: 'uhfCookieAlert' },
    { class: 'ccc-notify ccc-notify__notify' },
  ];
  for (const attrs of named) {
    assert.ok(wide(attrs), JSON.stringify(attrs));
    // Value 1 reads only names that open with `cookie`.
    assert.ok(!isConsentContainer(el('div', attrs)), JSON.stringify(attrs));
  }
  // A recipe post's taxonomy classes and a plural `bars` or `boxes` stay content.
  assert.ok(!wide({ class: 'post category-cookie-bars tag-cookie-notice-recipes' }));
  assert.ok(!wide({ class: 'recipe-cookie-bars' }));
  assert.ok(!wide({ class: 'holiday-cookie-boxes' }));
});

test('consent: dropConsent 2 drops a front page banner a site prefix names', () => {
  const page = `<html><body><h1>News</h1>${times(
    5,
    (i) =>
      `<div class="story"><h2><a href="/s${i}">Story ${i} about the day's events in the region</a></h2></div>`,
  )}<section class="bbccookies-banner"><h2>Let us know you agree to cookies</h2><p>We use cookies to give you the best online experience.</p></section></body></html>`;
  const blocks = blocksOf(page);
  const post = posteriors(blocks, () => 0.1);
  const base: AutoParams = { keepBelow: 0.5, region: 0 };
  assert.ok(
    kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropConsent: 1 })).some((t) =>
      t.startsWith('We use'),
    ),
  );
  const out = kept(blocks, secondPass(blocks, post, LABELS, { ...base, dropConsent: 2 }));
  assert.ok(!out.some((t) => t.includes('cookies')));
  assert.equal(out.filter((t) => t.startsWith('Story')).length, 5);
});
