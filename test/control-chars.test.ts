import assert from 'node:assert/strict';
import { test } from 'node:test';
import { settleControls, settleControlsInTree, sourceMayHaveControls } from '../src/html/control-chars.js';
import { parseHtml5 } from '../src/html/parse.js';
import { extract } from '../src/index.js';
import type { Format } from '../src/options.js';

test('vertical tab and form feed become spaces; other controls, lone surrogates, U+FFFE/U+FFFF go', () => {
  assert.equal(settleControls('a\vb\fc'), 'a b c');
  assert.equal(settleControls('a\u0000b\u0001c\u0008d\u000ee\u001ff\u007fg'), 'abcdefg');
  assert.equal(settleControls('a\ud800b\udc00c\ufffed\uffffe'), 'abcde');
  // C1 controls: the windows-1252 punctuation they stand for (as the mojibake repair reads them), or nothing.
  assert.equal(settleControls('don\u0092t\u0081 \u0085'), 'don’t …');
  // Kept: tab, LF, CR, astral characters (paired surrogates), U+FFFD, other noncharacters XML allows.
  const kept = '\t\n\r😀\ufffd\ufdd0 é';
  assert.equal(settleControls(kept), kept);
});

test('the source prefilter sees raw controls and numeric references to them, not emoji or ordinary references', () => {
  assert.equal(sourceMayHaveControls('<p>a &#8217; &amp; 😀 &#x1F600;</p>'), false);
  for (const s of [
    '<p>a\vb</p>',
    '<p>a&#11;b</p>',
    '<p>&#x0C;</p>',
    '<p>&#X7f;</p>',
    '<p>&#xFFFF;</p>',
    'x\ud800',
  ])
    assert.equal(sourceMayHaveControls(s), true, s);
});

test('the tree is settled in text nodes and attributes; a text node left empty is removed', () => {
  const html = '<p title="a&#1;b&#11;c">x&#11;y<b>\u0001</b>z</p>';
  const doc = parseHtml5(html);
  assert.equal(settleControlsInTree(doc, html), 3);
  const body = doc.children[0].kind === 'element' ? doc.children[0].children[1] : null;
  assert.ok(body && body.kind === 'element');
  const p = body.children[0];
  assert.ok(p.kind === 'element');
  assert.deepEqual(p.attrs, [{ name: 'title', value: 'ab c' }]);
  assert.deepEqual(
    p.children.map((c) => (c.kind === 'text' ? c.value : c.kind === 'element' ? c.children.length : '')),
    ['x y', 0, 'z'],
  );
});

const PAGE = `<html><head><title>T\vX\u0001Y</title></head><body><article>
<h1>Head\vline\u0002 one</h1>
<p>Alpha\vbeta\fgamma delta\u0001epsilon zeta\u001fEta theta&#11;iota&#1;kappa \uffff lambda. This paragraph is
long enough for the cleaner to keep it, with a good many words of running text in it for sure.</p>
<p>A second paragraph with more words, so that the page has main content and the article is kept whole.</p>
</article></body></html>`;

test('every format gives the same text: no format keeps a control, none joins words a vertical tab parted', () => {
  const words = 'Alpha beta gamma deltaepsilon zetaEta theta iotakappa lambda.';
  for (const format of ['text', 'json', 'markdown', 'victor', 'cleaneval', 'xhtml'] as Format[]) {
    const r = extract(PAGE, { format });
    assert.equal(r.status, 'ok');
    if (r.status !== 'ok') continue;
    assert.doesNotMatch(
      r.output,
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\uffff]|\\u00(0[0-8bcef]|1)/,
      format,
    );
    const flat = format === 'xhtml' ? r.output.replace(/<[^>]*>/g, '') : r.output;
    assert.ok(flat.replace(/\s+/g, ' ').includes(words), `${format}: ${r.output}`);
    assert.ok(flat.includes('Head line one'), format);
    assert.equal(r.title, 'T XY', format);
  }
});

test('the prefilter knows every numeric reference to a control, in decimal or hexadecimal, leading zeros or not', () => {
  const control = (c: number) =>
    (c < 0x20 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f) || c === 0xfffe || c === 0xffff;
  for (let c = 0; c <= 0x10100; c++) {
    const hex = c.toString(16);
    for (const ref of [`&#${c};`, `&#x${hex};`, `&#X00${hex.toUpperCase()}`, `&#0${c}x`])
      assert.equal(sourceMayHaveControls(`<p>a${ref}z</p>`, true), control(c), ref);
  }
});
