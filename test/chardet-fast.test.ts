// analyseFast must give exactly chardet().analyse's matches (names, confidences, languages, order): texts
// in the languages of chardet's single-byte recognisers, encoded in their charsets, their slices and
// mixes, and random bytes (fast-check).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import fc from 'fast-check';
import { analyseFast, fastSbcsCount } from '../src/encoding/chardet-fast.js';

const chardet = createRequire(import.meta.url)('chardet') as typeof import('chardet');

/** `text` in a single-byte `encoding`, through the inverse of TextDecoder's table (unmappable → '?'). */
function encode(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byChar = new Map<string, number>();
  for (let b = 255; b >= 0; b--) byChar.set(decoder.decode(Uint8Array.of(b)), b);
  return Uint8Array.from([...text], (c) => byChar.get(c) ?? 0x3f);
}

/** [encoding, text]: a language of each sbcs recogniser (and its windows-125x twin). */
const TEXTS: [string, string][] = [
  ['windows-1252', "Les élèves sont allés à l'école où ils ont étudié le français et l'été dernier."],
  ['windows-1252', 'Die Straße führt über die Brücke, und die Häuser dort drüben gehören meiner Großmutter.'],
  ['windows-1252', 'El niño comió muchísimo en la fiesta de cumpleaños, y después bailó con su señora.'],
  ['windows-1252', 'Även om vädret är dåligt så går vi till sjön på lördag och äter smörgåsar där.'],
  ['windows-1252', 'The “quick” brown fox – as they say – jumps over the lazy dog’s back… every time.'],
  ['iso-8859-2', 'Příliš žluťoučký kůň úpěl ďábelské ódy a všichni se tomu smáli na náměstí.'],
  ['windows-1250', 'Zażółć gęślą jaźń – w Łodzi i w Gdańsku pogoda była bardzo ładna przez cały dzień.'],
  ['iso-8859-2', 'Árvíztűrő tükörfúrógép és a magyar nyelv szépsége a költészetben is megmutatkozik.'],
  ['iso-8859-5', 'Съешь же ещё этих мягких французских булок, да выпей чаю, сказал он своему другу.'],
  ['windows-1251', 'Всё было хорошо в тот день, когда мы приехали в деревню к бабушке и дедушке.'],
  ['koi8-r', 'В чащах юга жил бы цитрус? Да, но фальшивый экземпляр! Это известная фраза.'],
  ['iso-8859-6', 'اللغة العربية هي لغة جميلة ويتحدث بها الملايين من الناس في العالم العربي.'],
  ['windows-1256', 'كان الطقس جميلا في ذلك اليوم عندما ذهبنا إلى السوق لشراء الخضروات والفواكه.'],
  ['iso-8859-7', 'Ξεσκεπάζω την ψυχοφθόρα βδελυγμία και η γλώσσα μας είναι πολύ όμορφη σήμερα.'],
  ['windows-1253', 'Η Αθήνα είναι η πρωτεύουσα της Ελλάδας και μια από τις αρχαιότερες πόλεις.'],
  ['iso-8859-8', 'שלום לכולם, היום אנחנו הולכים לים עם כל המשפחה והחברים שלנו מהעבודה.'],
  ['windows-1254', 'Pijamalı hasta yağız şoföre çabucak güvendi ve İstanbul’a doğru yola çıktılar.'],
  ['windows-1257', 'Įlinkdama fechtuotojo špaga sublykčiojusi pragręžė apvalų arbūzą, sakė jis.'],
  ['windows-1257', 'Glāžšķūņa rūķīši dzērumā čiepj Baha koncertflīģeļu vākus, un tas ir labi.'],
  ['windows-1258', 'Tôi có thể ăn thủy tinh mà không hại gì, và hôm nay trời đẹp lắm.'],
  ['windows-874', 'เป็นมนุษย์สุดประเสริฐเลิศคุณค่า กว่าบรรดาฝูงสัตว์เดรัจฉาน จงฝ่าฟันพัฒนาวิชาการ'],
];

const SAMPLES = TEXTS.map(([encoding, text]) => encode(`${text} ${text}\n`, encoding));

/** `text` in a double-byte `encoding`: each character's two bytes found by decoding every pair. */
function encodeDouble(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const wanted = new Set(text);
  const byChar = new Map<string, number[]>();
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const c = decoder.decode(Uint8Array.of(lead, trail));
      if (wanted.has(c) && !byChar.has(c)) byChar.set(c, [lead, trail]);
    }
  }
  return Uint8Array.from(
    [...text].flatMap((c) => (c.charCodeAt(0) < 0x80 ? [c.charCodeAt(0)] : (byChar.get(c) ?? [0x3f]))),
  );
}

/** Text for chardet's multi-byte recognisers, with ASCII runs of every length between the characters. */
const DOUBLE: Uint8Array[] = [
  encodeDouble(
    '日本語のテキストです。これは東京で書かれました。 Tokyo 2024 年の記事、ここまで読んでください。',
    'shift_jis',
  ),
  encodeDouble(
    '日本語のテキストです。これは大阪で書かれました。 Osaka: the article ends here, 終わり。',
    'euc-jp',
  ),
  encodeDouble('这是一个中文网页，我们在北京写的。 Beijing news 新闻 2024 年，谢谢大家的阅读。', 'gbk'),
  encodeDouble('這是一個中文網頁，我們在台北寫的。 Taipei 新聞, read more at the site 謝謝。', 'big5'),
  encodeDouble('이것은 한국어 웹 페이지입니다. 서울에서 썼습니다. Seoul 2024 뉴스, 감사합니다.', 'euc-kr'),
];

const same = (bytes: Uint8Array) => assert.deepEqual(analyseFast(bytes), chardet.analyse(bytes));

test('every single-byte recogniser of chardet takes the fast path', () => {
  assert.equal(fastSbcsCount(), 13);
});

test('the fixture texts reach the n-gram recognisers: chardet finds their languages', () => {
  const top = (i: number) => chardet.analyse(SAMPLES[i]).filter((m) => m.lang)[0];
  assert.deepEqual([top(0).name, top(0).lang], ['ISO-8859-1', 'fr']);
  assert.deepEqual([top(5).name, top(5).lang], ['ISO-8859-2', 'cs']);
  assert.equal(top(9).name, 'windows-1251');
});

test('the double-byte fixtures reach the multi-byte recognisers of chardet', () => {
  assert.equal(chardet.analyse(DOUBLE[0])[0].name, 'Shift_JIS');
  assert.equal(chardet.analyse(DOUBLE[2])[0].name, 'GB18030');
  assert.equal(chardet.analyse(DOUBLE[4])[0].name, 'EUC-KR');
});

test('same matches as chardet on texts in each charset, whole, sliced and mixed', () => {
  for (const bytes of [...SAMPLES, ...DOUBLE]) {
    same(bytes);
    for (let end = 0; end <= bytes.length; end += 7) same(bytes.subarray(0, end));
    for (let start = 1; start < bytes.length; start += 13) same(bytes.subarray(start));
  }
  for (let i = 0; i < SAMPLES.length; i++) {
    const a = SAMPLES[i];
    const b = SAMPLES[(i * 7 + 3) % SAMPLES.length];
    const mixed = new Uint8Array(a.length + b.length);
    mixed.set(a);
    mixed.set(b, a.length);
    same(mixed);
  }
  same(new Uint8Array(0));
  same(Uint8Array.from({ length: 300 }, (_, i) => i & 0xff));
  same(new TextEncoder().encode('déjà vu – UTF-8 “text”'));
});

test('same matches as chardet when a lead byte takes the first bytes of the ASCII run after it', () => {
  // GB18030's four-byte form (lead, digit, lead, digit) and EUC's 0x8F take up to two ASCII bytes as trail:
  // the multi-byte recognisers' input keeps the first bytes of each run, past 64 bytes of plain text.
  const prefix = Array.from({ length: 70 }, (_, i) => 0x61 + (i % 26));
  for (const lead of [[0x81, 0x30], [0x8f], [0x8f, 0xa1], [0xa4], [0x81]]) {
    for (const after of [
      [0xa1, 0xa1],
      [0x81, 0x30],
      [0xa4, 0xa2, 0xa4, 0xa4],
    ]) {
      const parts = [...prefix];
      for (let i = 0; i < 12; i++) parts.push(...lead, 0x61, 0x62, 0x63, 0x20, 0x64, ...after);
      same(Uint8Array.from(parts));
    }
  }
});

test('property: same matches as chardet on random bytes and on random mixes of the texts', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 3000 }), (bytes) => same(bytes)),
    { numRuns: 300 },
  );
  // Pieces of the texts, spaces, apostrophes and stray bytes: n-grams that hit, collapsed and skipped spaces.
  const piece = fc.oneof(
    fc
      .tuple(fc.integer({ min: 0, max: SAMPLES.length - 1 }), fc.nat(200), fc.integer({ min: 1, max: 40 }))
      .map(([i, start, n]) => Array.from(SAMPLES[i].subarray(start, start + n))),
    fc
      .tuple(fc.integer({ min: 0, max: DOUBLE.length - 1 }), fc.nat(120), fc.integer({ min: 1, max: 30 }))
      .map(([i, start, n]) => Array.from(DOUBLE[i].subarray(start, start + n))),
    fc.integer({ min: 1, max: 90 }).map((n) => Array.from({ length: n }, (_, i) => 0x61 + (i % 26))),
    fc.constantFrom([0x8f], [0x8e], [0x81, 0x30], [0x81, 0x30, 0x81, 0x30], [0xa1]),
    fc.constantFrom([0x20], [0x20, 0x20], [0x27], [0x0a], [0x80], [0x9c], [0xe9], [0xff], [0x00]),
    fc.uint8Array({ maxLength: 4 }).map((a) => Array.from(a)),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => same(Uint8Array.from(pieces.flat()))),
    { numRuns: 500 },
  );
});
