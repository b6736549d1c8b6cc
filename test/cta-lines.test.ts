import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildBlocks } from '../src/blocks/build.js';
import { ctaLineBlocks, isCtaLine } from '../src/clean/cta-lines.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

// A service page's feature sections, each closing on a plain "Learn more" link (no button class).
const PAGE = `<html><body><main>
<h2>Managed analytics</h2>
<p>Our team runs your data pipelines end to end, from ingestion to dashboards your managers read.</p>
<p><a href="/analytics">Learn more.</a></p>
<h2>Cloud migration</h2>
<p>We move your workloads to the cloud with no downtime and a plan your engineers agree with.</p>
<div><a href="/migration">Get started »</a></div>
<p><a href="/data">Learn more about our data services</a></p>
<p>Read more</p>
</main></body></html>`;

function blocksOf(html: string) {
  const doc = parseHtml5(html);
  preclean(doc, { keepMenus: false });
  return buildBlocks(doc);
}

test('cta lines: bare call-to-action links go, the sections and a link naming its target stay', () => {
  const blocks = blocksOf(PAGE);
  const kept = blocks.map(() => true);
  const dropped = (mode: number) =>
    blocks.filter((_, i) => ctaLineBlocks(blocks, kept, mode)[i]).map((b) => b.text.trim());
  const links = dropped(1);
  assert.ok(links.some((t) => t.startsWith('Learn more.')));
  assert.ok(links.some((t) => t.startsWith('Get started')));
  assert.ok(!links.some((t) => t.startsWith('Learn more about')));
  assert.ok(!links.some((t) => t.startsWith('Our team')));
  // mode 1 wants link words; mode 2 takes the plain "Read more" line too
  assert.ok(!links.some((t) => t.startsWith('Read more')));
  assert.ok(dropped(2).some((t) => t.startsWith('Read more')));
  assert.ok(!dropped(2).some((t) => t.startsWith('We move')));
});

test('cta lines: the line test', () => {
  assert.ok(isCtaLine('Learn more.'));
  assert.ok(isCtaLine('Get started >'));
  assert.ok(isCtaLine('TRY IT FOR FREE'));
  assert.ok(isCtaLine('Read More »'));
  assert.ok(!isCtaLine('Learn more about security on Azure.'));
  assert.ok(!isCtaLine('More information'));
  assert.ok(!isCtaLine('MORE:'));
  assert.ok(!isCtaLine('Contact us at support@example.com'));
});

test('cta lines: the same bare links in other languages, and their longer sentences stay', () => {
  for (const line of [
    'En savoir plus',
    'Mehr erfahren »',
    'Leer más',
    'Подробнее',
    '続きを読む',
    '了解更多。',
    '더 보기',
  ])
    assert.ok(isCtaLine(line), line);
  assert.ok(!isCtaLine('Mehr erfahren Sie in unserem Bericht über die Wahl.'));
  assert.ok(!isCtaLine('Подробнее о выборах читайте в нашем материале.'));
});
