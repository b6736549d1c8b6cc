import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tocBlocks } from '../src/clean/article/toc.js';
import { type AutoParams, secondPass } from '../src/clean/auto.js';
import { blocksOf, kept, LABELS, posteriors } from './helpers/second-pass.js';

const para = (k: number) =>
  `<p>Paragraph ${k} of the guide, long enough to be its running text, with a clause, and on it goes again.</p>`;
const sections = [1, 2, 3].map((k) => `<h2 id="s${k}">Section ${k}</h2>${para(k)}${para(k + 10)}`).join('');
const links = [1, 2, 3].map((k) => `<li><a href="#s${k}">Section ${k}</a></li>`).join('');
// A guide with an unnamed list of in-page links, a named box, footnotes with back-links, and a list of other pages.
const GUIDE = `<html><body><article>${para(0)}<ul>${links}</ul>${sections}
<div class="ez-toc-container"><p class="ez-toc-title">Inhalt</p><ol><li><a href="/x#t1">Abschnitt eins</a></li><li><a href="/x#t2">Abschnitt zwei</a></li><li><a href="/x#t3">Abschnitt drei</a></li></ol></div><section class="toc-para"><p>A section named alike, <a href="/y">one link</a>, <a href="/z">two</a>, <a href="/w">three</a>, and a long run of its own text.</p></section>
<ol class="notes">${[1, 2, 3].map((k) => `<li><a href="#r${k}">^</a> Smith, a long note on the sources of part ${k}.</li>`).join('')}</ol>
<ul><li><a href="/a">Other guide</a></li><li><a href="/b">Another guide</a></li><li><a href="/c">A third</a></li></ul>
</article></body></html>`;

const marked = () => {
  const blocks = blocksOf(GUIDE);
  const drop = tocBlocks(
    blocks,
    blocks.map(() => true),
  );
  return blocks.filter((_, i) => drop[i]).map((b) => b.text);
};

test('toc: a list of in-page links and a named box are marked; footnotes and other links are not', () => {
  assert.deepEqual(marked(), [
    'Section 1',
    'Section 2',
    'Section 3',
    'Inhalt',
    'Abschnitt eins',
    'Abschnitt zwei',
    'Abschnitt drei',
  ]);
});

test('toc: the second pass drops it with articleToc 1 on an article page, with 2 on any page', () => {
  const blocks = blocksOf(GUIDE);
  const probs = posteriors(blocks, () => 0.2);
  const params: AutoParams = { keepBelow: 0.5, region: 0, article: 1 };
  assert.ok(kept(blocks, secondPass(blocks, probs, LABELS, params)).includes('Section 1'));
  const after = kept(blocks, secondPass(blocks, probs, LABELS, { ...params, articleToc: 1 }));
  assert.equal(after.filter((t) => t === 'Section 1').length, 1, `${after}`);
  assert.ok(!after.includes('Inhalt'));
  assert.ok(after.some((t) => t.startsWith('Paragraph 3')));
  const notArticle = { keepBelow: 0.5, region: 0 };
  assert.ok(
    kept(blocks, secondPass(blocks, probs, LABELS, { ...notArticle, articleToc: 1 })).includes('Inhalt'),
  );
  assert.ok(
    !kept(blocks, secondPass(blocks, probs, LABELS, { ...notArticle, articleToc: 2 })).includes('Inhalt'),
  );
});

test('toc: links by the full address count when their fragment names an element of the page', () => {
  const list = (hrefs: string[]) =>
    `<ol>${hrefs.map((h, k) => `<li><a href="${h}">Part ${k + 1}</a></li>`).join('')}</ol>`;
  const blocks = blocksOf(
    `<html><body><article>${list(['https://example.org/guide#s1', '/guide#s2', '/guide#s3'])}${list(['/menu#s1', '/menu#lunch', '/menu#dinner'])}${sections}</article></body></html>`,
  );
  const drop = tocBlocks(
    blocks,
    blocks.map(() => true),
  );
  assert.deepEqual(
    blocks.filter((_, i) => drop[i]).map((b) => b.text),
    ['Part 1', 'Part 2', 'Part 3'],
  );
});
