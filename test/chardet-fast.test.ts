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

test('same matches as chardet on texts in each charset, whole, sliced and mixed', () => {
  for (const bytes of SAMPLES) {
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
    fc.constantFrom([0x20], [0x20, 0x20], [0x27], [0x0a], [0x80], [0x9c], [0xe9], [0xff], [0x00]),
    fc.uint8Array({ maxLength: 4 }).map((a) => Array.from(a)),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => same(Uint8Array.from(pieces.flat()))),
    { numRuns: 500 },
  );
});
