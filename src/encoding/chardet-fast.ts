// chardet's `analyse` with its single-byte recognisers made cheap, same results (test/chardet-fast.test.ts
// compares the two on many byte samples, and a property test on random ones).
//
// Why: chardet's single-byte (sbcs) recognisers parse the whole sample once per (charset, language), each
// time rebuilding the charset's byte map and n-gram tables, and look every 3-gram up by binary search: 23
// parses of a 64 KB sample per undeclared legacy page, ~20 ms a page, 7 % of the CLI's CPU on CleanEval-like
// pages. The n-gram sequence depends only on the charset's byte map, so here it is computed once per charset,
// each 3-gram looked up once in a hash of all the charset's languages' n-grams, and each language's hit count
// summed from those counts. Everything else (the multi-byte, Unicode and ISO-2022 recognisers, names,
// languages, match objects, ordering) is chardet's own code: its instances, tables and `match`.
import type { Context, Recogniser } from 'chardet/lib/encoding/index.js';
import type { Match } from 'chardet/lib/match.js';
import { lazyRequire } from '../lazy-require.js';

type RecogniserClass = new () => Recogniser;
type Module = Record<string, unknown> & { default?: unknown };

// chardet's modules, loaded on first use (many runs never meet an undeclared legacy page).
const mod = (name: string) => lazyRequire<Module>(`chardet/lib/${name}`);
const utf8Module = mod('encoding/utf8');
const unicodeModule = mod('encoding/unicode');
const mbcsModule = mod('encoding/mbcs');
const iso2022Module = mod('encoding/iso2022');
const sbcsModule = mod('encoding/sbcs');
const asciiModule = mod('encoding/ascii');
const matchModule = mod('match');

/** chardet's recognisers in chardet's order (lib/index.js): [module, export name]. The order decides ties. */
const RECOGNISERS: [() => Module, string][] = [
  [utf8Module, 'default'],
  [unicodeModule, 'UTF_16BE'],
  [unicodeModule, 'UTF_16LE'],
  [unicodeModule, 'UTF_32BE'],
  [unicodeModule, 'UTF_32LE'],
  [mbcsModule, 'sjis'],
  [mbcsModule, 'big5'],
  [mbcsModule, 'euc_jp'],
  [mbcsModule, 'euc_kr'],
  [mbcsModule, 'gb_18030'],
  [iso2022Module, 'ISO_2022_JP'],
  [iso2022Module, 'ISO_2022_KR'],
  [iso2022Module, 'ISO_2022_CN'],
  [sbcsModule, 'ISO_8859_1'],
  [sbcsModule, 'ISO_8859_2'],
  [sbcsModule, 'ISO_8859_5'],
  [sbcsModule, 'ISO_8859_6'],
  [sbcsModule, 'ISO_8859_7'],
  [sbcsModule, 'ISO_8859_8'],
  [sbcsModule, 'ISO_8859_9'],
  [sbcsModule, 'windows_1251'],
  [sbcsModule, 'windows_1256'],
  [sbcsModule, 'windows_1257'],
  [sbcsModule, 'windows_1258'],
  [sbcsModule, 'windows_874'],
  [sbcsModule, 'KOI8_R'],
  [asciiModule, 'default'],
];

/** sbcs classes whose own `match` only gates on a byte ≥ 0x80 before the common n-gram match. */
const HIGH_BYTE_GATED = new Set(['windows_1257', 'windows_1258']);

/** The sbcs instance's fields this module reads or sets (chardet's `sbcs` class). */
interface SbcsRecogniser extends Recogniser {
  spaceChar: number;
  nGramLang?: string;
  ngrams(): ({ fLang: string; fNGrams: number[] } | number)[];
  byteMap(): number[];
}

const N_GRAM_MASK = 0xffffff;
const HASH_BITS = 12;
const HASH_SIZE = 1 << HASH_BITS;

/** One sbcs charset, its tables read once from chardet. */
interface SbcsModel {
  rec: SbcsRecogniser;
  gated: boolean;
  spaceChar: number;
  byteMap: Int32Array;
  /** Languages in chardet's order (undefined for a charset with one flat n-gram table). */
  langs: (string | undefined)[];
  /** For each language, the hash slots of the n-grams its lookup finds. */
  langSlots: Int32Array[];
  /** Open-addressing hash of all the charset's n-grams: the key of each slot, −1 when empty. */
  keys: Int32Array;
  flat: boolean;
}

/** chardet's NGramParser.search (sbcs.js), verbatim: an unrolled binary search over 64 entries. */
function chardetSearch(table: number[], value: number): number {
  let index = 0;
  if (table[index + 32] <= value) index += 32;
  if (table[index + 16] <= value) index += 16;
  if (table[index + 8] <= value) index += 8;
  if (table[index + 4] <= value) index += 4;
  if (table[index + 2] <= value) index += 2;
  if (table[index + 1] <= value) index += 1;
  if (table[index] > value) index -= 1;
  if (index < 0 || table[index] !== value) return -1;
  return index;
}

const HASH_MULTIPLIER = 0x9e3779b1;
const hashOf = (g: number) => Math.imul(g, HASH_MULTIPLIER) >>> (32 - HASH_BITS);

function slotOf(keys: Int32Array, g: number, insert: boolean): number {
  let h = hashOf(g);
  for (;;) {
    const k = keys[h];
    if (k === g) return h;
    if (k === -1) {
      if (!insert) return -1;
      keys[h] = g;
      return h;
    }
    h = (h + 1) & (HASH_SIZE - 1);
  }
}

/**
 * The model of an sbcs recogniser, or null when its tables are not what this module expects (then the
 * recogniser's own `match` runs). A language's lookup finds n-gram v only when chardet's search finds it:
 * search returns an index only where table[index] === v, so its hits are the table's values it finds.
 */
function sbcsModel(rec: SbcsRecogniser, className: string): SbcsModel | null {
  const overridden = Object.hasOwn(Object.getPrototypeOf(rec), 'match');
  if (overridden && !HIGH_BYTE_GATED.has(className)) return null;
  const map = rec.byteMap();
  if (
    !Array.isArray(map) ||
    map.length !== 256 ||
    !map.every((b) => Number.isInteger(b) && b >= 0 && b <= 0xff)
  )
    return null;
  const space = rec.spaceChar;
  if (!Number.isInteger(space) || space < 0 || space > 0xff) return null;
  const ngrams = rec.ngrams();
  const flat = Array.isArray(ngrams) && Number.isFinite(ngrams[0]);
  const tables: { lang: string | undefined; table: number[] }[] = flat
    ? [{ lang: undefined, table: ngrams as number[] }]
    : (ngrams as { fLang: string; fNGrams: number[] }[]).map((n) => ({ lang: n.fLang, table: n.fNGrams }));
  const keys = new Int32Array(HASH_SIZE).fill(-1);
  const langSlots: Int32Array[] = [];
  let size = 0;
  for (const { table } of tables) {
    const found = new Set<number>();
    for (const v of table) {
      if (!Number.isInteger(v) || v < 0 || v > N_GRAM_MASK) return null;
      if (chardetSearch(table, v) >= 0) found.add(v);
    }
    const slots: number[] = [];
    for (const v of found) {
      if (slotOf(keys, v, false) < 0) size++;
      if (size > HASH_SIZE / 4) return null;
      slots.push(slotOf(keys, v, true));
    }
    langSlots.push(Int32Array.from(slots));
  }
  return {
    rec,
    gated: overridden,
    spaceChar: space,
    byteMap: Int32Array.from(map),
    langs: tables.map((t) => t.lang),
    langSlots,
    keys,
    flat,
  };
}

const counts = new Int32Array(HASH_SIZE);

/** chardet's NGramParser.parse for every language of the charset at once: each language's confidence. */
function sbcsConfidences(model: SbcsModel, input: Uint8Array, len: number): number[] {
  const { byteMap, keys, spaceChar } = model;
  counts.fill(0);
  let ngram = 0;
  let ngramCount = 0;
  let ignoreSpace = false;
  // The loop runs once past the end to add chardet's closing space.
  for (let i = 0; i <= len; i++) {
    let mb: number;
    if (i < len) {
      mb = byteMap[input[i]];
      if (mb === 0) continue;
      const skip = mb === spaceChar && ignoreSpace;
      ignoreSpace = mb === spaceChar;
      if (skip) continue;
    } else mb = spaceChar;
    ngram = ((ngram << 8) + mb) & N_GRAM_MASK; // chardet masks mb with 0xff: the map's values are bytes
    ngramCount++;
    let h = Math.imul(ngram, HASH_MULTIPLIER) >>> (32 - HASH_BITS);
    for (;;) {
      const k = keys[h];
      if (k === ngram) {
        counts[h]++;
        break;
      }
      if (k === -1) break;
      h = (h + 1) & (HASH_SIZE - 1);
    }
  }
  return model.langSlots.map((slots) => {
    let hitCount = 0;
    for (const s of slots) hitCount += counts[s];
    const rawPercent = hitCount / ngramCount;
    if (rawPercent > 0.33) return 98;
    return Math.floor(rawPercent * 300.0);
  });
}

/** chardet's sbcs `match` through the model: the best language (the last one wins ties), or null. */
function sbcsMatch(model: SbcsModel, det: Context, hasHighByte: boolean): Match | null {
  const { rec } = model;
  if (model.gated && !hasHighByte) return null;
  rec.nGramLang = undefined;
  const confidences = sbcsConfidences(model, det.inputBytes, det.inputLen);
  let best = -1;
  if (model.flat) best = confidences[0];
  else {
    for (let i = confidences.length - 1; i >= 0; i--) {
      if (confidences[i] > best) {
        best = confidences[i];
        rec.nGramLang = model.langs[i];
      }
    }
  }
  if (best <= 0) return null;
  const match = matchModule().default as (ctx: Context, r: Recogniser, confidence: number) => Match;
  return match(det, rec, best);
}

type Entry = { kind: 'plain'; rec: Recogniser } | { kind: 'sbcs'; model: SbcsModel };
let entries: Entry[] | null = null;

function recognisers(): Entry[] {
  entries ??= RECOGNISERS.map(([load, name]): Entry => {
    const Class = load()[name] as RecogniserClass;
    const rec = new Class();
    if (load === sbcsModule) {
      const model = sbcsModel(rec as SbcsRecogniser, name);
      if (model) return { kind: 'sbcs', model };
    }
    return { kind: 'plain', rec };
  });
  return entries;
}

/** chardet's `analyse(buffer)`, the same matches in the same order, its sbcs n-gram part done once per charset. */
export function analyseFast(buffer: Uint8Array): Match[] {
  const stats = new Int32Array(256);
  for (let i = 0; i < buffer.length; i++) stats[buffer[i]]++;
  const byteStats = Array.from(stats);
  let c1Bytes = false;
  for (let i = 0x80; i <= 0x9f; i += 1) {
    if (byteStats[i] !== 0) {
      c1Bytes = true;
      break;
    }
  }
  let hasHighByte = false;
  for (let i = 0x80; i <= 0xff; i++) if (byteStats[i] !== 0) hasHighByte = true;
  const context: Context = {
    byteStats,
    c1Bytes,
    rawInput: buffer,
    rawLen: buffer.length,
    inputBytes: buffer,
    inputLen: buffer.length,
  };
  const matches: Match[] = [];
  for (const entry of recognisers()) {
    const m = entry.kind === 'sbcs' ? sbcsMatch(entry.model, context, hasHighByte) : entry.rec.match(context);
    if (m) matches.push(m);
  }
  return matches.sort((a, b) => b.confidence - a.confidence);
}

/** How many of chardet's single-byte recognisers take the fast path (all 13 with chardet 2.2; for the test). */
export function fastSbcsCount(): number {
  return recognisers().filter((e) => e.kind === 'sbcs').length;
}
