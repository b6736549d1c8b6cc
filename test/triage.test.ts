// Triage: non-HTML bytes refused with what they are, sitemaps excluded, pre-converted XML extracted
// directly, and XML entity attacks stopped.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { findElement, textContent } from '../src/html/node.js';
import { extract } from '../src/index.js';
import { expandEntities } from '../src/input/dtd-entities.js';
import { triageBytes, triageText } from '../src/input/triage.js';

const fixtureUrl = (name: string) => new URL(`./fixtures/input/${name}`, import.meta.url);
const fixtureText = (name: string) => readFileSync(fixtureUrl(name), 'utf8');
const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p)))),
  );
const pad = (b: Uint8Array) =>
  new Uint8Array([...b, ...Buffer.from(' some more bytes follow here'.repeat(4))]);

test('known non-HTML formats are refused as not-html, naming the format', () => {
  const cases: [Uint8Array, RegExp][] = [
    [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj'), /PDF document/],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), /PNG image/],
    [bytes('GIF89a\x01\x00\x01\x00'), /GIF image/],
    [bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), /JPEG image/],
    [bytes('RIFF\x24\x00\x00\x00WEBPVP8 '), /WebP image/],
    [bytes([0, 0, 1, 0, 1, 0, 16, 16]), /ICO image/],
    [bytes('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'xxxxxxxxxxxxxxxxx[Content_Types].xml'), /Office \(OOXML\)/],
    [bytes('PK\x03\x04\x14\x00\x00\x00\x08\x00readme.txt'), /ZIP archive/],
    [bytes([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]), /gzip-compressed/],
    [bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0, 4]), /7-Zip/],
    [bytes('Rar!\x1a\x07\x01\x00'), /RAR archive/],
    [bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), /ELF executable/],
    [bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), /OLE2/],
  ];
  for (const [input, what] of cases) {
    const r = triageBytes(pad(input));
    assert.ok(r, `refused: ${what}`);
    assert.equal(r.reason, 'not-html');
    assert.match(r.message, what);
  }
  const exe = new Uint8Array(256);
  exe.set(Buffer.from('MZ'), 0);
  exe[60] = 128;
  exe.set(Buffer.from('PE\0\0'), 128);
  assert.match(triageBytes(exe)?.message ?? '', /Windows executable/);
});

test('random binary is refused; text in any encoding, UTF-16 included, passes', () => {
  let seed = 7;
  const random = new Uint8Array(4000).map(() => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed >> 16;
  });
  const r = triageBytes(random);
  assert.equal(r?.reason, 'not-html');
  assert.match(r?.message ?? '', /binary data \(\d+% control bytes/);

  const html = '<html><body><p>Grüße, “quotes” and — dashes.</p></body></html>';
  assert.equal(triageBytes(new Uint8Array(Buffer.from(html, 'utf8'))), null);
  assert.equal(triageBytes(new Uint8Array(Buffer.from(html, 'utf16le'))), null);
  assert.equal(triageBytes(new Uint8Array(Buffer.from(`\ufeff${html}`, 'utf16le').swap16())), null);
  assert.equal(triageBytes(bytes('GIF images are <b>fun</b>')), null);
  assert.equal(triageBytes(new Uint8Array(0)), null);
});

test('XML sitemaps (<urlset>, <sitemapindex>, prefixed) are sitemaps', () => {
  assert.deepEqual(triageText(fixtureText('sitemap.xml')), {
    kind: 'sitemap',
    message: 'XML sitemap (<urlset>)',
  });
  assert.equal(
    triageText('<!-- generated --><sm:sitemapindex xmlns:sm="x"><sm:sitemap/></sm:sitemapindex>').kind,
    'sitemap',
  );
});

test('a page that is nothing but URLs is a sitemap; prose with links, or two URLs, is not', () => {
  assert.equal(triageText(fixtureText('url-list.html')).kind, 'sitemap');
  assert.equal(
    triageText('http://a.example/1\nhttp://a.example/2\nhttps://a.example/3\nwww.a.example/4\n').kind,
    'sitemap',
  );
  assert.equal(
    triageText('<p>See http://a.example/1 and http://a.example/2 and http://a.example/3</p>').kind,
    'html',
  );
  assert.equal(triageText('<ul><li>http://a.example/1<li>http://a.example/2</ul>').kind, 'html');
  assert.equal(triageText('<html><body><p>Hello world.</p></body></html>').kind, 'html');
});

test('a pre-converted XML document becomes title + one <p> per textfield/page text, in order', () => {
  const t = triageText(fixtureText('preconverted.xml'));
  assert.equal(t.kind, 'xml-document');
  assert.ok(t.kind === 'xml-document');
  const title = findElement(t.doc, 'title');
  assert.ok(title);
  assert.equal(textContent(title), 'Annual report');
  const body = findElement(t.doc, 'body');
  assert.ok(body);
  const paragraphs = body.children.map((p) => (p.kind === 'element' ? textContent(p) : ''));
  assert.deepEqual(paragraphs, [
    'The Kitten & Co board met in March.',
    'Profits rose\u00a0by 5 %.',
    'Second page text.',
  ]);
});

test('pre-converted XML goes through extract without HTML cleaning', () => {
  const r = extract(readFileSync(fixtureUrl('preconverted.xml')), { format: 'victor' });
  assert.ok(r.status === 'ok');
  assert.equal(r.title, 'Annual report');
  assert.match(r.output, /The Kitten & Co board met in March\./);
  assert.match(r.output, /Second page text\./);
});

test("a pre-converted document's header <url> is the page's URL (cleaneval's URL line, json's url)", () => {
  const r = extract(readFileSync(fixtureUrl('preconverted.xml')), { format: 'cleaneval', clean: 'none' });
  assert.ok(r.status === 'ok');
  assert.equal(r.url, 'http://example.org/report');
  assert.match(r.output, /^URL: http:\/\/example\.org\/report\n/);
  // A header holding only its URL gives no title; a given URL wins; a relative or non-http text is no URL.
  const only = extract('<document><header><url>http://a.org/x</url></header><page>Body.</page></document>', {
    format: 'json',
  });
  assert.ok(only.status === 'ok');
  assert.equal(only.url, 'http://a.org/x');
  assert.equal(only.title, null);
  const given = extract('<document><header><url>http://a.org/x</url></header><page>Body.</page></document>', {
    url: 'https://b.org/',
  });
  assert.ok(given.status === 'ok');
  assert.equal(given.url, 'https://b.org/');
  const relative = extract(
    '<document><header><url>/x</url><title>T</title></header><page>Body.</page></document>',
  );
  assert.ok(relative.status === 'ok');
  assert.equal(relative.url, null);
});

test('not well-formed, or an HTML fragment starting with <header>, is HTML', () => {
  assert.equal(triageText('<document><textfield>unclosed</document>').kind, 'html');
  assert.equal(triageText('<header><nav>menu</nav></header><main><p>Body</p></main>').kind, 'html');
});

test('billion laughs is refused quickly as xml-entity-expansion', () => {
  const levels = ['<!ENTITY lol0 "lol">'];
  for (let k = 1; k <= 9; k++) levels.push(`<!ENTITY lol${k} "${`&lol${k - 1};`.repeat(10)}">`);
  const xml = `<?xml version="1.0"?><!DOCTYPE document [${levels.join('\n')}]><document><textfield>&lol9;</textfield></document>`;
  const t = triageText(xml);
  assert.equal(t.kind, 'refused');
  assert.ok(t.kind === 'refused');
  assert.equal(t.reason, 'xml-entity-expansion');
  const r = extract(xml);
  assert.equal(r.status, 'failed');
  assert.equal(r.reason, 'xml-entity-expansion');
  // a self-referencing entity is refused too
  assert.throws(() => expandEntities('<!ENTITY a "x&b;"><!ENTITY b "&a;">'), /refers to itself|too deep/);
});

test('an external entity is never read', () => {
  const secret = fileURLToPath(fixtureUrl('secret.txt'));
  const xml = `<!DOCTYPE document [<!ENTITY xxe SYSTEM "file://${secret}"><!ENTITY rel SYSTEM "secret.txt">]>
<document><textfield>before &xxe;&rel; after</textfield></document>`;
  const t = triageText(xml);
  assert.ok(t.kind === 'xml-document');
  const text = textContent(t.doc);
  assert.doesNotMatch(text, /TOP-SECRET/);
  assert.match(text, /before after/);
});

test('a DOCTYPE internal subset with ordinary entities is expanded', () => {
  assert.deepEqual(
    expandEntities('<!ENTITY a "A"><!ENTITY ab "&a;B"><!ENTITY % p "param"><!ENTITY a "second">'),
    {
      a: 'A',
      ab: 'AB',
    },
  );
});

test('property: triage never throws, whatever the bytes or text', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
      const r = triageBytes(b);
      assert.ok(r === null || r.reason === 'not-html');
    }),
    { numRuns: 300 },
  );
  const prefix = fc.constantFrom(
    '<document>',
    '<?xml version="1.0"?><!DOCTYPE document [',
    '<urlset>',
    '',
    '<page><textfield>',
  );
  fc.assert(
    fc.property(prefix, fc.string({ maxLength: 200 }), (p, s) => {
      const t = triageText(p + s);
      assert.ok(['html', 'sitemap', 'xml-document', 'refused'].includes(t.kind));
    }),
    { numRuns: 400 },
  );
});
