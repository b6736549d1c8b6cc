import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  appendChild,
  createDocument,
  createElement,
  createText,
  type DocumentNode,
  type ElementNode,
} from '../src/html/node.js';
import { isNcName, isXmlName, xmlChars } from '../src/html/xml-names.js';
import { normalize } from '../src/index.js';
import { commentText, serializeXhtml } from '../src/render/xhtml.js';
import { xmlError } from '../src/render/xml-check.js';

function xhtml(html: string, repair: 'html5' | 'cleandom' = 'html5'): string {
  const r = normalize(html, { repair });
  assert.equal(r.status, 'ok');
  assert.ok(r.status === 'ok');
  return r.output;
}

function bodyOf(xml: string): string {
  const i = xml.indexOf('<body');
  return xml.slice(xml.indexOf('>', i) + 1, xml.lastIndexOf('</body>'));
}

const FIXTURES = new URL('./fixtures/xhtml/', import.meta.url);

for (const name of readdirSync(FIXTURES).filter((f) => f.endsWith('.html'))) {
  test(`corpus sample ${name}: well-formed with both repairs`, () => {
    const bytes = readFileSync(new URL(name, FIXTURES));
    for (const repair of ['html5', 'cleandom'] as const) {
      const r = normalize(bytes, { repair });
      assert.ok(r.status === 'ok', `${repair}: ${r.status}`);
      assert.equal(xmlError(r.output), null, repair);
      assert.ok(
        r.output.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"',
        ),
      );
    }
  });
}

test('frame: XML declaration, XHTML namespace, head with title and body even for a bare fragment', () => {
  for (const repair of ['html5', 'cleandom'] as const) {
    assert.equal(
      xhtml('hello', repair),
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title></title></head><body>hello</body></html>\n',
    );
  }
  const doc = createDocument();
  assert.match(serializeXhtml(doc), /<head><title><\/title><\/head><body><\/body><\/html>/);
});

test('cleandom head content without <head> goes to head; loose content and extra bodies share one body', () => {
  const out = xhtml(
    '<html><title>T</title><meta charset=utf-8><p>a</p><body class=x>b</body></html>',
    'cleandom',
  );
  assert.match(
    out,
    /<head><title>T<\/title><meta charset="utf-8"\/><\/head><body class="x"><p>a<\/p>b<\/body>/,
  );
  assert.equal(xmlError(out), null);
});

test('names lower-cased, attributes quoted and escaped, minimized ones expanded, duplicates dropped', () => {
  assert.equal(
    bodyOf(xhtml('<P CLASS=a class=b TITLE=\'say "hi" & <go>\'>x</P><input type=checkbox checked DISABLED>')),
    '<p class="a" title="say &quot;hi&quot; &amp; &lt;go>">x</p><input type="checkbox" checked="checked" disabled="disabled"/>',
  );
});

test('names that are not NCNames are dropped (element content kept); xmlns attributes are ours', () => {
  const out = xhtml(
    '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:o="urn:o"><p a"b=1 1x=2 o:x=3 xml:lang=fr _ok=4>a<o:p>b</o:p></p>',
    'cleandom',
  );
  assert.equal(bodyOf(out), '<p xml:lang="fr" _ok="4">ab</p>');
  assert.match(out, /^<\?xml[^>]*>\n<html xmlns="http:\/\/www.w3.org\/1999\/xhtml"><head>/);
  assert.equal(xmlError(out), null);
});

test('svg and math get their namespaces, xlink is declared, html inside foreignObject returns to XHTML', () => {
  const out = xhtml(
    '<svg viewBox="0 0 1 1"><a xlink:href="#x">l</a><foreignObject><b>h</b></foreignObject></svg><math><mi>x</mi></math>',
  );
  assert.equal(
    bodyOf(out),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><a xlink:href="#x" xmlns:xlink="http://www.w3.org/1999/xlink">l</a>' +
      '<foreignObject><b xmlns="http://www.w3.org/1999/xhtml">h</b></foreignObject></svg>' +
      '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi></math>',
  );
  assert.equal(xmlError(out), null);
});

test('characters XML 1.0 forbids are removed (a vertical tab or form feed becomes a space); CR, tab, LF, astral characters and U+FFFD stay', () => {
  assert.equal(xmlChars('a\u0000b\u0001\u0008\u000b\u000c\u001f\ufffe\uffff\ud800c\udc00d'), 'ab  cd');
  assert.equal(xmlChars('\t\n\r😀\ufffd\u0085'), '\t\n\r😀\ufffd\u0085');
  assert.equal(bodyOf(xhtml('<p title="a\u0001b">x\u0002y\r\nz</p>')), '<p title="ab">xy\nz</p>');
});

test('comment text never holds "--" nor ends with "-"', () => {
  assert.equal(commentText('a--b---c-'), 'a- -b- - -c- ');
  const doc = createDocument();
  const html = createElement('html');
  appendChild(doc, html);
  html.children.push({ kind: 'comment', value: '-- x ---', parent: html });
  assert.equal(xmlError(serializeXhtml(doc)), null);
});

test('text and script content are escaped, "]]>" cannot end a section; no newline is added to text', () => {
  const doc: DocumentNode = createDocument();
  const html = createElement('html');
  const body = createElement('body');
  const script = createElement('script');
  appendChild(doc, html);
  appendChild(html, body);
  appendChild(body, createText('a ]]> b <c> & d'));
  appendChild(body, script);
  appendChild(script, createText('if (a < b && c) x = "]]>";'));
  const out = serializeXhtml(doc);
  assert.equal(
    bodyOf(out),
    'a ]]&gt; b &lt;c&gt; &amp; d<script>if (a &lt; b &amp;&amp; c) x = "]]&gt;";</script>',
  );
  assert.equal(xmlError(out), null);
  assert.equal(out.split('\n').length, 3); // after the declaration and after </html> only
});

test('void elements self-close, empty non-void elements do not', () => {
  assert.equal(
    bodyOf(xhtml('<p></p><br><hr><img src=a><div></div>')),
    '<p></p><br/><hr/><img src="a"/><div></div>',
  );
});

test('a 200,000-deep tree serializes without overflowing the stack', () => {
  const doc = createDocument();
  let parent: ElementNode = createElement('html');
  appendChild(doc, parent);
  for (let i = 0; i < 200_000; i++) {
    const d = createElement('div');
    appendChild(parent, d);
    parent = d;
  }
  appendChild(parent, createText('deep'));
  const out = serializeXhtml(doc);
  assert.equal(out.split('<div>').length - 1, 200_000);
  assert.equal(xmlError(out, false), null);
});

test('xml-names: Name and NCName productions', () => {
  assert.ok(isXmlName('a:b') && !isNcName('a:b'));
  assert.ok(isNcName('_x-1.é'));
  assert.ok(!isNcName('1x') && !isNcName('-x') && !isNcName('') && !isNcName('a"b') && !isNcName('a b'));
});

test('property: any string of HTML-ish fragments normalizes to well-formed XML with both repairs', () => {
  const fragment = fc.oneof(
    fc.constantFrom(
      '<p>',
      '</p>',
      '<div a=1 A=2>',
      '</div>',
      '<o:p>',
      '</o:p>',
      '<svg>',
      '</svg>',
      '<math>',
      '<x:y xmlns:x=u>',
    ),
    fc.constantFrom(
      '<table><tr><td>',
      '<!--',
      '-->',
      '<!-- -- -->',
      '<![CDATA[',
      ']]>',
      '<script>',
      '</script>',
      '&amp;',
      '&#0;',
    ),
    fc.constantFrom(
      '<a href="',
      '">',
      '<html>',
      '<body>',
      '</html>',
      '<head>',
      '<title>',
      '<img alt="x"',
      '<pre>\n',
    ),
    fc.string({ unit: 'binary', maxLength: 8 }),
  );
  fc.assert(
    fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
      const page = parts.join('');
      for (const repair of ['html5', 'cleandom'] as const) {
        const r = normalize(page, { repair });
        if (r.status === 'ok') assert.equal(xmlError(r.output), null, `${repair}: ${JSON.stringify(page)}`);
      }
    }),
    { numRuns: 300 },
  );
});

test('the well-formedness checker finds what is wrong (it is what the other xhtml tests trust)', () => {
  assert.equal(xmlError('<html xmlns="http://www.w3.org/1999/xhtml"><p>ok</p></html>'), null);
  for (const bad of [
    '<a><b></a>',
    '<a>x &nbsp; y</a>',
    '<a x="1" x="2"/>',
    '<a>1 < 2</a>',
    '<a></a><b></b>',
    '<p:a xmlns="x">unbound prefix</p:a>',
  ])
    assert.notEqual(xmlError(bad), null, bad);
  assert.equal(xmlError('<p:a>prefix without namespaces</p:a>', false), null);
});

test('a form feed is whitespace: it parts words and class names instead of joining them', () => {
  assert.equal(xmlChars('a\fb'), 'a b');
  assert.equal(bodyOf(xhtml('<p class="nav\fmenu">one\ftwo</p>')), '<p class="nav menu">one two</p>');
  assert.equal(
    bodyOf(xhtml('<p class="nav\fmenu">one\ftwo</p>', 'cleandom')),
    '<p class="nav menu">one two</p>',
  );
});

test('a vertical tab is whitespace too, as in the other formats (it parts words instead of joining them)', () => {
  assert.equal(xmlChars('a\vb'), 'a b');
  assert.equal(bodyOf(xhtml('<p class="nav\vmenu">one\vtwo</p>')), '<p class="nav menu">one two</p>');
});
