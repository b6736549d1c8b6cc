// SPEC "Promises": no input crashes or hangs the pipeline, and `xhtml` output is always well-formed.
// Every case must end with output or a clear failure reason; no timing is asserted (figures in the report).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { extract, type Format, type PageResult, type Repair } from '../src/index.js';
import { xmlError } from '../src/render/xml-check.js';

const FORMATS: Format[] = ['text', 'cleaneval', 'victor', 'json', 'xhtml'];
const REPAIRS: Repair[] = ['html5', 'cleandom'];

/** The result is output (well-formed when xhtml) or a refusal with a reason code and a message. */
function assertSound(r: PageResult, format: Format, deep = false): void {
  if (r.status === 'ok') {
    assert.equal(typeof r.output, 'string');
    if (format === 'xhtml') assert.equal(xmlError(r.output, !deep), null);
    if (format === 'json') JSON.parse(r.output);
  } else {
    assert.match(r.reason, /^[a-z-]+$/);
    assert.ok(r.message.length > 0);
  }
}

function run(input: string | Uint8Array, repair: Repair, format: Format, deep = false): PageResult {
  const r = extract(input, { repair, format, clean: 'none' });
  assertSound(r, format, deep);
  return r;
}

test('property: any byte string yields output or a reasoned refusal, in every format and repair', () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ maxLength: 400 }),
      fc.constantFrom(...FORMATS),
      fc.constantFrom(...REPAIRS),
      (bytes, format, repair) => {
        assertSound(extract(bytes, { format, repair }), format);
      },
    ),
    { numRuns: 300 },
  );
});

test('property: any string of HTML-ish fragments yields output; xhtml is well-formed', () => {
  const fragment = fc.oneof(
    fc.constantFrom('<p>', '</p>', '<div id=menu>', '</div>', '<table>', '<tr>', '<td>', '</td>', '</table>'),
    fc.constantFrom(
      '<ul><li>',
      '</li>',
      '<pre>\n',
      '</pre>',
      '<img alt="a&b">',
      '<br>',
      '<abbr title=x>',
      '</abbr>',
    ),
    fc.constantFrom(
      '<!--',
      '-->',
      '<script>',
      '</script>',
      '<style>',
      '<svg>',
      '<math>',
      '<o:p>',
      '<![CDATA[',
    ),
    fc.constantFrom(
      '<html>',
      '</html>',
      '<body>',
      '<head>',
      '<title>',
      '<select><option>',
      '&#150;',
      '&bogus;',
    ),
    // Article-mode material for the default cleaner: classes it weighs, paragraphs it scores, forms it cleans.
    fc.constantFrom(
      '<div class="post entry">',
      '<div id="comments">',
      '<div class="share">',
      '<h1>',
      '<form><input>',
      '<iframe>',
      '<p>It rained, and rained, and rained again for the third day in a row, said the gardener.</p>',
    ),
    fc.string({ unit: 'binary', maxLength: 10 }),
  );
  fc.assert(
    fc.property(
      fc.array(fragment, { maxLength: 50 }),
      fc.constantFrom(...FORMATS),
      fc.constantFrom(...REPAIRS),
      (parts, format, repair) => {
        assertSound(extract(parts.join(''), { format, repair }), format);
      },
    ),
    { numRuns: 300 },
  );
});

/** Deep pages: xhtml and json with both repairs, the other formats once. */
function deepCase(page: string): void {
  for (const repair of REPAIRS) {
    for (const format of ['xhtml', 'json'] as const) {
      const r = run(page, repair, format, true);
      assert.equal(r.status, 'ok');
      if (format === 'xhtml') assert.ok(r.status === 'ok' && r.output.includes('deep'));
    }
  }
  for (const format of ['text', 'cleaneval', 'victor'] as const) {
    const r = run(page, 'html5', format, true);
    assert.ok(r.status === 'ok' && r.output.includes('deep'), format);
  }
}

test('200,000 nested <div>s', () => deepCase(`${'<div>'.repeat(200_000)}deep`));

test('20,000 nested <div>s each holding a paragraph, with the default cleaner', () => {
  const paragraph =
    '<p>It rained for the third day in a row, and the tomatoes, which had done well, split.</p>';
  const r = extract(`<div>${paragraph}`.repeat(20_000), { format: 'text' });
  assert.ok(r.status === 'ok' && r.output.includes('tomatoes'));
});

test('100,000 nested <li>s', () => deepCase(`${'<ul><li>'.repeat(100_000)}deep`));

test('50,000 nested tables', () => deepCase(`${'<table><tr><td>'.repeat(50_000)}deep`));

test('a 60 MB text page', () => {
  const page = `<html><body><p>${'word '.repeat(12_000_000)}</p></body></html>`;
  const x = run(page, 'cleandom', 'xhtml');
  assert.ok(x.status === 'ok' && x.output.length > 60_000_000);
  const t = run(page, 'html5', 'text');
  assert.ok(t.status === 'ok' && t.output.length >= 60_000_000);
});

test('a 20 MB attribute value', () => {
  const page = `<div title="${'a'.repeat(20_000_000)}">x</div>`;
  for (const repair of REPAIRS) {
    const r = run(page, repair, 'xhtml');
    assert.ok(r.status === 'ok' && r.output.length > 20_000_000);
    assert.equal(run(page, repair, 'text').status, 'ok');
  }
});

test('random binary is refused with a reason', () => {
  const bytes = new Uint8Array(1_000_000);
  let s = 12345;
  for (let i = 0; i < bytes.length; i++) {
    s = (s * 1103515245 + 12345) >>> 0;
    bytes[i] = s >>> 24;
  }
  for (const repair of REPAIRS) {
    const r = run(bytes, repair, 'text');
    assert.ok(r.status === 'failed' && r.reason === 'not-html');
  }
});

test('NUL bytes inside a page are dropped from the XHTML', () => {
  const bytes = new TextEncoder().encode(
    '<html><body><p>Hello\u0000 world, a page with a NUL byte.</p></body></html>',
  );
  for (const repair of REPAIRS) {
    const r = run(bytes, repair, 'xhtml');
    assert.ok(r.status === 'ok');
    assert.ok(!r.output.includes('\u0000') && r.output.includes('world'));
    assert.ok(run(bytes, repair, 'text').status === 'ok');
  }
});

test('an unterminated comment and an unterminated script end the page; what came before stays', () => {
  const pages = [
    `<p>before</p><!-- ${'x '.repeat(500_000)}`,
    `<p>before</p><script>${'var x = "<p>"; '.repeat(100_000)}`,
  ];
  for (const page of pages) {
    for (const repair of REPAIRS) {
      for (const format of FORMATS) {
        const r = run(page, repair, format);
        assert.ok(
          r.status === 'ok' && (format === 'json' || r.output.includes('before')),
          `${repair} ${format}`,
        );
        assert.ok(!r.output.includes('var x'));
      }
    }
  }
});
