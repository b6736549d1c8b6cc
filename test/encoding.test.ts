// Decoding: each source of the encoding on its own, the traps of SPEC step 2, and the repairs.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { sniffBom, sniffUtf16ByNuls } from '../src/encoding/bom.js';
import { stripCleanevalWrapper } from '../src/encoding/cleaneval-wrapper.js';
import { decodeCp1252 } from '../src/encoding/cp1252.js';
import { decodeBytes, resolveLabel } from '../src/encoding/decode.js';
import { decodePage, repairMojibake } from '../src/encoding/index.js';
import { decodeLenientUtf8 } from '../src/encoding/lenient-utf8.js';
import { charsetFromContent, prescanMeta } from '../src/encoding/meta.js';
import { utf8Stats } from '../src/encoding/utf8.js';
import { extract } from '../src/index.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/encoding/${name}`, import.meta.url)));
const ascii = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));
const decode = (bytes: Uint8Array, encoding: string | null = null, transportEncoding: string | null = null) =>
  decodePage(bytes, { encoding, transportEncoding });

/** "Café – “ok”" in windows-1252 bytes. */
const CP1252_BYTES = ascii('<p>Caf\xe9 \x96 \x93ok\x94</p>');

test('labels resolve the WHATWG way; unknown and undecodable ones are null', () => {
  assert.equal(resolveLabel('ISO-8859-1'), 'windows-1252');
  assert.equal(resolveLabel('ascii'), 'windows-1252');
  assert.equal(resolveLabel(' utf8 '), 'utf-8');
  assert.equal(resolveLabel('x-user-defined'), 'x-user-defined');
  assert.equal(resolveLabel('unset'), null);
  assert.equal(resolveLabel('utf-32'), null);
  assert.equal(resolveLabel('iso-2022-kr'), null); // the "replacement" encoding
  assert.equal(resolveLabel(''), null);
});

test('windows-1252 maps 0x80–0x9F to punctuation, not C1 controls (Node 20 TextDecoder does not)', () => {
  assert.equal(decodeCp1252(ascii('\x80\x85\x91\x92\x93\x94\x96\x97\x99\x81')), '€…‘’“”–—™\u0081');
  assert.equal(decodeBytes(CP1252_BYTES, 'windows-1252'), '<p>Café – “ok”</p>');
});

test('source 1: the --encoding option wins over BOM, transport and meta; an unknown one falls through', () => {
  const page = ascii('\xef\xbb\xbf<meta charset="utf-8"><p>\xc3\xa9</p>');
  const forced = decode(page, 'windows-1251', 'utf-8');
  assert.equal(forced.source, 'option');
  assert.equal(forced.encoding, 'windows-1251');
  assert.match(forced.text, /<p>Г©<\/p>/);
  const unknown = decode(page, 'no-such-charset');
  assert.equal(unknown.source, 'bom');
  assert.equal(unknown.text, '<meta charset="utf-8"><p>é</p>');
});

test('source 2: a BOM (UTF-8, UTF-16LE, UTF-16BE) beats the transport and is not in the text', () => {
  assert.deepEqual(sniffBom(ascii('\xef\xbb\xbfx')), { encoding: 'utf-8', length: 3 });
  assert.deepEqual(sniffBom(ascii('\xff\xfex\x00')), { encoding: 'utf-16le', length: 2 });
  assert.equal(sniffBom(ascii('<html>')), null);
  const be = decode(fixture('utf16be-bom.html'), null, 'iso-8859-1');
  assert.equal(be.source, 'bom');
  assert.equal(be.encoding, 'utf-16be');
  assert.equal(be.text, '<html><body><p>Grüße aus Köln</p></body></html>\n');
  const le = decode(new Uint8Array([0xff, 0xfe, ...Buffer.from('<p>é</p>', 'utf16le')]));
  assert.equal(le.text, '<p>é</p>');
});

test('UTF-16 without a BOM is recognized by its NUL bytes', () => {
  const le = decode(fixture('utf16le-no-bom.html'), null, 'windows-1252');
  assert.equal(le.encoding, 'utf-16le');
  assert.equal(le.text, '<html><body><p>Grüße aus Köln</p></body></html>\n');
  const beBytes = Buffer.from('<p>Köln</p>', 'utf16le').swap16();
  assert.equal(sniffUtf16ByNuls(beBytes), 'utf-16be');
  assert.equal(decode(beBytes).text, '<p>Köln</p>');
  assert.equal(sniffUtf16ByNuls(ascii('<html><body>plain text</body></html>')), null);
});

test('source 3: the transport charset (HTTP/WARC Content-Type) beats the meta', () => {
  const page = ascii('<meta charset="windows-1252"><p>\xcc\xee\xf1\xea\xe2\xe0</p>');
  const d = decode(page, null, 'windows-1251');
  assert.equal(d.source, 'transport');
  assert.equal(d.text, '<meta charset="windows-1252"><p>Москва</p>');
  // a UTF-16 transport label on bytes without NULs is a lie: fall through to the meta
  assert.equal(decode(page, null, 'utf-16le').source, 'meta');
});

test('source 3: the CleanEval wrapper gives url, title and encoding and is stripped with its </text>', () => {
  const d = decode(fixture('cleaneval-wrapped.html'));
  assert.equal(d.source, 'wrapper');
  assert.equal(d.encoding, 'windows-1252');
  assert.equal(d.url, 'http://example.org/café');
  assert.equal(d.title, 'Café "Le Bon" – menu');
  assert.equal(
    d.text,
    '<html><head><title>Café</title></head>\n<body><p>Crème brûlée – 4 €.</p></body></html>\n',
  );
});

test('wrapper encoding "unset" falls through to the next source; a wrapper without title works', () => {
  const w = stripCleanevalWrapper(
    ascii('<text id="http://a.b/?x=1&y=2" encoding="unset">\n<p>\xc3\xa9</p>\n</text>\n'),
  );
  assert.ok(w);
  assert.equal(w.url, 'http://a.b/?x=1&y=2');
  assert.equal(w.rawTitle, null);
  assert.equal(w.encoding, 'unset');
  const d = decode(ascii('<text id="u" title="t" encoding="unset">\n<p>\xc3\xa9</p>\n</text>\n'));
  assert.equal(d.source, 'utf8-valid');
  assert.equal(d.text, '<p>é</p>\n');
  assert.equal(stripCleanevalWrapper(ascii('<html><text id="x">')), null);
});

test('a page on the wrapper line itself is kept: the wrapper is its opening tag only', () => {
  const w = stripCleanevalWrapper(
    ascii('<text id="u" title="a > b" encoding="utf-8"><p class="c">caf\xc3\xa9</p></text>\n'),
  );
  assert.ok(w);
  assert.equal(w.url, 'u');
  assert.equal(w.rawTitle, 'a > b');
  assert.equal(w.encoding, 'utf-8');
  assert.equal(Buffer.from(w.body).toString('latin1'), '<p class="c">caf\xc3\xa9</p>');
  const r = extract(ascii('<text id="u" encoding="windows-1252"><p>caf\xe9 on one line</p></text>'), {
    clean: 'none',
  });
  assert.ok(r.status === 'ok');
  assert.equal(r.text, 'café on one line.\n');
});

test('source 4: <meta charset> and http-equiv, found as the WHATWG prescan finds them', () => {
  assert.equal(prescanMeta(ascii('<html><head><meta charset="koi8-r">')), 'koi8-r');
  assert.equal(
    prescanMeta(ascii("<META HTTP-EQUIV='Content-Type' CONTENT='text/html; charset=Shift_JIS'>")),
    'shift_jis',
  );
  assert.equal(
    prescanMeta(ascii('<meta content="text/html; charset=big5" http-equiv="content-type">')),
    'big5',
  );
  // content= without http-equiv is not a declaration
  assert.equal(prescanMeta(ascii('<meta content="text/html; charset=big5">')), null);
  // inside a comment, or inside another tag's attribute value, it does not count
  assert.equal(prescanMeta(ascii('<!-- <meta charset="big5"> --><meta charset=gbk>')), 'gbk');
  assert.equal(prescanMeta(ascii('<div title="<meta charset=big5>"><meta charset=euc-kr>')), 'euc-kr');
  // only the first bytes are scanned
  assert.equal(prescanMeta(ascii(`<p>${'x'.repeat(5000)}</p><meta charset="big5">`)), null);
  assert.equal(charsetFromContent('text/html;charset = "utf-8"'), 'utf-8');
  assert.equal(charsetFromContent('text/html'), null);
  const d = decode(ascii('<meta charset="windows-1251"><p>\xcc\xee\xf1\xea\xe2\xe0</p>'));
  assert.equal(d.source, 'meta');
  assert.equal(d.text, '<meta charset="windows-1251"><p>Москва</p>');
});

test('a meta saying UTF-16 means UTF-8; x-user-defined means windows-1252 (WHATWG)', () => {
  const u = decode(ascii('<meta charset="utf-16"><p>\xc3\xa9</p>'));
  assert.equal(u.encoding, 'utf-8');
  const x = decode(ascii('<meta charset="x-user-defined"><p>\x93hi\x94</p>'));
  assert.equal(x.encoding, 'windows-1252');
  assert.equal(x.source, 'meta');
  assert.match(x.text, /“hi”/);
  assert.equal(decodeBytes(ascii('a\x80\xff'), 'x-user-defined'), 'a\uf780\uf7ff');
});

test('trap: a latin-1 meta on valid UTF-8 with multi-byte sequences is UTF-8; pure ASCII stays as declared', () => {
  const d = decode(fixture('meta-latin1-but-utf8.html'));
  assert.equal(d.encoding, 'utf-8');
  assert.equal(d.source, 'utf8-valid');
  assert.match(d.text, /Naïve résumé — café/);
  const plain = decode(ascii('<meta charset="iso-8859-1"><p>plain &eacute;</p>'));
  assert.equal(plain.encoding, 'windows-1252');
  assert.equal(plain.source, 'meta');
});

test('iso-8859-1 and ascii labels decode as windows-1252', () => {
  for (const label of ['iso-8859-1', 'ascii', 'latin1']) {
    const d = decode(CP1252_BYTES, null, label);
    assert.equal(d.encoding, 'windows-1252');
    assert.equal(d.text, '<p>Café – “ok”</p>');
  }
});

test('source 5: undeclared valid UTF-8 is UTF-8', () => {
  const d = decode(utf8('<p>Ελληνικά and 日本語</p>'));
  assert.equal(d.source, 'utf8-valid');
  assert.equal(d.text, '<p>Ελληνικά and 日本語</p>');
});

test('source 6: statistical detection for undeclared legacy bytes', () => {
  const fr = decode(fixture('latin1-no-meta.html'));
  assert.equal(fr.source, 'detected');
  assert.equal(fr.encoding, 'windows-1252');
  assert.match(fr.text, /Le café était déjà fermé/);
  const ru = decode(fixture('cp1251-no-meta.html'));
  assert.equal(ru.source, 'detected');
  assert.equal(ru.encoding, 'windows-1251');
  assert.match(ru.text, /Москва является столицей/);
});

test('a UTF-8 declaration on bytes without any UTF-8 sequence falls through to detection', () => {
  const d = decode(
    ascii(
      '<meta charset="utf-8"><p>Caf\xe9 cr\xe8me br\xfbl\xe9e, d\xe9j\xe0 servi \xe0 la fran\xe7aise.</p>',
    ),
  );
  assert.equal(d.source, 'detected');
  assert.match(d.text, /Café crème brûlée, déjà servi/);
});

test('stray windows-1252 bytes inside UTF-8 are read as windows-1252, not U+FFFD', () => {
  const bytes = new Uint8Array([...utf8('<meta charset=utf-8><p>“Café” it'), 0x92, ...utf8('s ok</p>')]);
  const d = decode(bytes);
  assert.equal(d.encoding, 'utf-8');
  assert.equal(d.text, '<meta charset=utf-8><p>“Café” it’s ok</p>');
  // a sequence cut off by the end of the page is truncation: U+FFFD
  assert.equal(decodeLenientUtf8(new Uint8Array([0x61, 0xe2, 0x80])), 'a\ufffd');
  // a BOM-like U+FEFF inside the text survives the piecewise decoding
  assert.equal(decodeLenientUtf8(new Uint8Array([0x92, 0xef, 0xbb, 0xbf, 0x61])), '’\ufeffa');
});

test('double-encoded UTF-8 is repaired; real text with similar letters is not touched', () => {
  assert.deepEqual(repairMojibake('RÃ©sumÃ© of Israelâ€™s â€œbestâ€\u009d â‚¬5 Â©'), {
    text: 'Résumé of Israel’s “best” €5 ©',
    repaired: 7,
  });
  // the same bytes read as Latin-1 (C1 controls), and lone C1 controls, which are windows-1252 punctuation
  assert.equal(
    repairMojibake('a leg up \u00e2\u0080\u0094 in debt, \u0093quoted\u0094').text,
    'a leg up — in debt, “quoted”',
  );
  assert.equal(repairMojibake('undefined \u009d stays').text, 'undefined \u009d stays');
  for (const real of ['NÃO SÃO', 'Ärger „GRÜN“', 'â la carte', 'Åland', 'Â bientôt']) {
    assert.equal(repairMojibake(real).text, real);
  }
  const page = utf8('<meta charset=utf-8><p>CafÃ© Ã\u00a0la carte</p>');
  assert.equal(decode(page).text, '<meta charset=utf-8><p>Café àla carte</p>');
});

test('end to end: &#150; is an en dash, &#128; the euro, &apos; an apostrophe, mojibake in references repaired', () => {
  const r = extract(
    ascii(
      '<html><body><p>1990&#150;2000 cost &#128;5, it&apos;s &eacute;t&eacute;. Camilla&acirc;&#128;&#153;s ship.</p></body></html>',
    ),
    {
      clean: 'none',
    },
  );
  assert.equal(r.status, 'ok');
  assert.ok(r.status === 'ok');
  assert.match(r.text, /1990–2000 cost €5, it's été\. Camilla’s ship\./);
});

test('end to end: a windows-1252 page keeps its curly quotes and dashes', () => {
  const r = extract(CP1252_BYTES, { clean: 'none', format: 'text' });
  assert.ok(r.status === 'ok');
  assert.match(r.text, /Café – “ok”/);
  assert.equal(r.encoding, 'windows-1252');
});

test('end to end: BOM-less UTF-16 and a CleanEval-wrapped page go through extract', () => {
  const utf16 = extract(fixture('utf16le-no-bom.html'), { clean: 'none' });
  assert.ok(utf16.status === 'ok');
  assert.equal(utf16.encoding, 'utf-16le');
  assert.match(utf16.text, /Grüße aus Köln/);
  const wrapped = extract(fixture('cleaneval-wrapped.html'), { clean: 'none', format: 'cleaneval' });
  assert.ok(wrapped.status === 'ok');
  assert.equal(wrapped.url, 'http://example.org/café');
  assert.match(wrapped.output, /^URL: http:\/\/example\.org\/café\n/);
  assert.doesNotMatch(wrapped.output, /<\/?text/);
});

test('property: any bytes decode without throwing, to a string without lone surrogates', () => {
  fc.assert(
    fc.property(
      fc.uint8Array({ maxLength: 600 }),
      fc.option(fc.constantFrom('utf-8', 'iso-8859-1', 'big5', 'bogus')),
      (bytes, transport) => {
        const d = decode(bytes, null, transport);
        assert.equal(typeof d.text, 'string');
        assert.equal(d.text.isWellFormed(), true);
      },
    ),
    { numRuns: 400 },
  );
});

test('property: the UTF-8 check agrees with a strict decoder, and lenient decoding round-trips UTF-8', () => {
  const strict = new TextDecoder('utf-8', { fatal: true });
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      let valid = true;
      try {
        strict.decode(bytes);
      } catch {
        valid = false;
      }
      if (valid) assert.equal(utf8Stats(bytes).invalid, 0);
      if (utf8Stats(bytes).invalid > 0) assert.equal(valid, false);
    }),
    { numRuns: 500 },
  );
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (s) => {
      assert.equal(decodeLenientUtf8(utf8(s)), s.replace(/^\ufeff/, ''));
    }),
  );
});

test('property: text made mojibake (UTF-8 read as windows-1252) is restored by the repair', () => {
  const alphabet = fc.constantFrom(...'abc XYZ .,éèàçüöñÉÀ’‘“”–—…€™©«»°·œŠ'.split(''));
  fc.assert(
    fc.property(fc.array(alphabet, { maxLength: 40 }), (chars) => {
      const s = chars.join('');
      const broken = decodeCp1252(utf8(s));
      assert.equal(repairMojibake(broken).text, s);
      const brokenLatin1 = Buffer.from(utf8(s)).toString('latin1');
      assert.equal(repairMojibake(brokenLatin1).text, s);
    }),
    { numRuns: 300 },
  );
});

test('property: the meta prescan terminates on any bytes', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 300 }), (s) => {
      const r = prescanMeta(utf8(`<meta ${s}`));
      assert.ok(r === null || typeof r === 'string');
    }),
    { numRuns: 400 },
  );
});
