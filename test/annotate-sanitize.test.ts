// What the annotation frame serves of a page's CSS and attributes: nothing that names a resource.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { sanitizeStyleAttribute, sanitizeStyleSheet } from '../src/annotate/css.js';
import { safeAttributes } from '../src/annotate/sanitize.js';
import { createElement } from '../src/html/node.js';

/** Anything in CSS that can make a browser fetch: url(), image-set(), @import, and escapes that spell them. */
const FETCHES = /url\s*\(|image-set|image\(|@import|@font-face|\\/i;

describe('annotation frame CSS', () => {
  const sheets: [string, string][] = [
    ['a{background:url(http://x/bg.png)}', 'a{}'],
    ['@import "http://x/a.css"; a{color:red}', ' a{color:red}'],
    ['@import url(http://x/a.css);b{c:d}', 'b{c:d}'],
    ["a{b:c;background:u\\72l('http://x/e.png')}", 'a{b:c;}'],
    ['a{content:"}@import \'http://x/s.css\';"}', 'a{content:""}'],
    ['@font-face{font-family:X;src:url(http://x/f.woff)} p{color:blue}', ' p{color:blue}'],
    ['@media screen{a{background-image:url(x.png);color:red}}', '@media screen{a{;color:red}}'],
    ['a{behavior:url(x.htc)}', 'a{}'],
    ['h1{background:image-set("x.png" 1x)}', 'h1{}'],
    ['a{back/**/ground: #fff url( //evil.example/x )}', 'a{}'],
    ['@\\69mport url(http://x/a.css);a{color:red}', 'a{color:red}'],
    ['a{--x:url(http://x/y.png)}b{background:var(--x)}', 'a{}b{background:var(--x)}'],
    ['@namespace svg url(http://www.w3.org/2000/svg); a{color:red}', ' a{color:red}'],
    ['@supports (display:grid){a{background:url(x)}} b{color:red}', ' b{color:red}'],
    ['a{cursor:url(x.cur),auto;color:red}', 'a{;color:red}'],
  ];
  for (const [input, output] of sheets)
    it(`sheet ${JSON.stringify(input).slice(0, 50)}`, () => {
      const got = sanitizeStyleSheet(input);
      assert.equal(got, output);
      assert.doesNotMatch(got, FETCHES);
    });

  it('style attributes lose the declarations that fetch, and cannot open a rule', () => {
    assert.equal(sanitizeStyleAttribute('color:red;background:url(http://x/p.png)'), 'color:red');
    assert.equal(sanitizeStyleAttribute('color:red;}a{background:url(x)'), 'color:red;a');
    assert.equal(sanitizeStyleAttribute('background:\\75rl(x)'), '');
    assert.equal(sanitizeStyleAttribute('display:none'), 'display:none');
  });

  it('property: no sheet or style made of risky pieces keeps anything that fetches', () => {
    const piece = fc.constantFrom(
      'a{',
      '}',
      ';',
      'color:red',
      'background:',
      'url(',
      'URL (',
      'u\\72l(',
      '\\',
      ')',
      '"',
      "'",
      '@import ',
      '@media screen{',
      '@font-face{',
      'image-set(',
      '/*',
      '*/',
      'http://x/y.png',
      ' ',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const css = parts.join('');
        const sheet = sanitizeStyleSheet(css);
        const style = sanitizeStyleAttribute(css);
        // Selectors and at-rule preludes (text before a `{`) never fetch; every other piece must not.
        for (const m of sheet.matchAll(/[^{};]*(?=[;}]|$)/g))
          assert.doesNotMatch(m[0], FETCHES, `${JSON.stringify(css)} → ${sheet}`);
        assert.doesNotMatch(style, FETCHES, `${JSON.stringify(css)} → ${style}`);
      }),
      { numRuns: 2000, seed: 7 },
    );
  });
});

describe('annotation frame attributes', () => {
  const names = (el: ReturnType<typeof createElement>) =>
    safeAttributes(el).map((a) => `${a.name}=${a.value}`);

  it('keeps presentation, drops every reference and handler', () => {
    const img = createElement('img', [
      { name: 'src', value: 'http://x/a.png' },
      { name: 'srcset', value: 'http://x/a2.png 2x' },
      { name: 'onerror', value: 'alert(1)' },
      { name: 'alt', value: 'A' },
      { name: 'width', value: '10' },
      { name: 'lowsrc', value: 'http://x/l.png' },
    ]);
    assert.deepEqual(names(img), ['alt=A', 'width=10']);
    const inline = createElement('img', [{ name: 'src', value: 'data:image/png;base64,iVBOR' }]);
    assert.deepEqual(names(inline), ['src=data:image/png;base64,iVBOR']);
    const svgData = createElement('img', [{ name: 'src', value: 'data:image/svg+xml,<svg/>' }]);
    assert.deepEqual(names(svgData), []);
    const a = createElement('a', [
      { name: 'href', value: 'javascript:alert(1)' },
      { name: 'ping', value: 'http://x/p' },
    ]);
    assert.deepEqual(names(a), ['href=#']);
    assert.deepEqual(names(createElement('a', [{ name: 'href', value: '#top' }])), ['href=#top']);
    const table = createElement('table', [
      { name: 'background', value: 'http://x/t.png' },
      { name: 'style', value: 'background:url(http://x/s.png);border:1px' },
      { name: 'class', value: 'data' },
    ]);
    assert.deepEqual(names(table), ['style=border:1px', 'class=data']);
    const form = createElement('form', [{ name: 'action', value: 'http://x/f' }]);
    assert.deepEqual(names(form), []);
  });

  it('foreign content keeps geometry, not references', () => {
    const image = createElement(
      'image',
      [
        { name: 'href', value: 'http://x/i.png' },
        { name: 'xlink:href', value: 'http://x/i.png' },
        { name: 'width', value: '10' },
        { name: 'fill', value: 'url(http://x/#g)' },
        { name: 'onload', value: 'x()' },
      ],
      'svg',
    );
    assert.deepEqual(names(image), ['width=10']);
  });
});
