// chardet's `analyse`, the same matches (names, confidences, languages, order) for less work
// (test/chardet-fast.test.ts compares the two on texts in every charset and, fast-check, on random bytes).
//
// Why: chardet's single-byte (sbcs) recognisers parse the whole sample once per (charset, language), each
// time rebuilding the charset's byte map and n-gram tables, and look every 3-gram up by binary search: 23
// parses of a sample of up to 64 KB per undeclared legacy page, ~20 ms a page, 7 % of the CLI's CPU on
// CleanEval-like pages. Here (1) each charset's 3-grams are looked up once in a hash of all its languages'
// n-grams (a language's hits are the table values chardet's own search finds); (2) the 13 byte maps agree on
// ASCII, so the 3-grams inside ASCII runs are counted once for all charsets (sharedPass), each charset reading
// only its high bytes and the first two 3-grams of each run; (3) the multi-byte recognisers get the input with
// ASCII runs cut short (mbcsInput, where the reason the result cannot change is spelled out). The rest (the
// Unicode, ISO-2022 and multi-byte recognisers' code, names, languages, match objects) is chardet's own:
// its instances, tables and `match`. A recogniser whose tables are not as expected runs chardet's `match`.
// package.json pins chardet to the exact version whose internal modules (`chardet/lib/…`) this reads.
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
const SPACE = 0x20;
/** Hash sizes (bits): one charset's n-grams (≤ 10 languages × 64), all 13 charsets' n-grams. */
const OWN_BITS = 12;
const ALL_BITS = 15;

/** One sbcs charset, its tables read once from chardet. */
interface SbcsModel {
  rec: SbcsRecogniser;
  gated: boolean;
  byteMap: Int32Array;
  /** Languages in chardet's order (undefined for a charset with one flat n-gram table). */
  langs: (string | undefined)[];
  /** Each language's n-grams that chardet's lookup finds. */
  langValues: number[][];
  /** For each language, the slots of those n-grams in `keys` (this charset's hash) and in the shared one. */
  langSlots: Int32Array[];
  langSharedSlots: Int32Array[];
  /** Open-addressing hash of all the charset's n-grams: the key of each slot, −1 when empty. */
  keys: Int32Array;
  counts: Int32Array;
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

/** The slot of n-gram g in an open-addressing hash of 2^bits keys (−1: empty), inserting it when absent. */
function slotOf(keys: Int32Array, bits: number, g: number): number {
  let h = Math.imul(g, HASH_MULTIPLIER) >>> (32 - bits);
  for (;;) {
    const k = keys[h];
    if (k === g) return h;
    if (k === -1) {
      keys[h] = g;
      return h;
    }
    h = (h + 1) & (keys.length - 1);
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
  if (rec.spaceChar !== SPACE) return null;
  const ngrams = rec.ngrams();
  const flat = Array.isArray(ngrams) && Number.isFinite(ngrams[0]);
  const tables: { lang: string | undefined; table: number[] }[] = flat
    ? [{ lang: undefined, table: ngrams as number[] }]
    : (ngrams as { fLang: string; fNGrams: number[] }[]).map((n) => ({ lang: n.fLang, table: n.fNGrams }));
  const keys = new Int32Array(1 << OWN_BITS).fill(-1);
  const langValues: number[][] = [];
  for (const { table } of tables) {
    const found = new Set<number>();
    for (const v of table) {
      if (!Number.isInteger(v) || v < 0 || v > N_GRAM_MASK) return null;
      if (chardetSearch(table, v) >= 0) found.add(v);
    }
    langValues.push([...found]);
  }
  if (new Set(langValues.flat()).size > keys.length / 4) return null;
  return {
    rec,
    gated: overridden,
    byteMap: Int32Array.from(map),
    langs: tables.map((t) => t.lang),
    langValues,
    langSlots: langValues.map((values) => Int32Array.from(values, (v) => slotOf(keys, OWN_BITS, v))),
    langSharedSlots: [],
    keys,
    counts: new Int32Array(keys.length),
    flat,
  };
}

/**
 * What every charset shares: chardet's sbcs byte maps agree on ASCII (letters lowercased, apostrophes
 * dropped, the rest a space), so a run of ASCII bytes gives every charset the same n-grams once its
 * first two are past; they are looked up once, in a hash of all the charsets' n-grams.
 */
interface Shared {
  asciiMap: Int32Array;
  keys: Int32Array;
  counts: Int32Array;
}

/** The shared tables, or null when some model's ASCII map differs (those charsets then run chardet's match). */
function sharedOf(models: SbcsModel[]): Shared | null {
  if (models.length === 0) return null;
  const asciiMap = models[0].byteMap.slice(0, 0x80);
  if (!models.every((m) => asciiMap.every((b, i) => m.byteMap[i] === b))) return null;
  const keys = new Int32Array(1 << ALL_BITS).fill(-1);
  if (new Set(models.flatMap((m) => m.langValues.flat())).size > keys.length / 4) return null;
  for (const m of models)
    m.langSharedSlots = m.langValues.map((vs) => Int32Array.from(vs, (v) => slotOf(keys, ALL_BITS, v)));
  return { asciiMap, keys, counts: new Int32Array(keys.length) };
}

const HAS_LETTER_OR_SPACE = 1;
const FIRST_IS_SPACE = 2;
const LAST_IS_SPACE = 4;

/**
 * The sample cut into high bytes and ASCII runs, each run read once for all charsets. `events` holds a high
 * byte (≥ 0x80) or −(run + 1). Of a run, chardet's parser (starting after a space) emits the mapped
 * bytes c0 c1 c2 … (`length` of them): the n-grams from c2 on are every charset's, counted in the shared
 * hash; the first two depend on what came before and are left to each charset (`first`, `second`, `last`:
 * the n-gram after the run).
 */
interface Pass {
  events: Int32Array;
  eventCount: number;
  flags: Int32Array;
  first: Int32Array;
  second: Int32Array;
  length: Int32Array;
  last: Int32Array;
}

function sharedPass(shared: Shared, input: Uint8Array, len: number, highBytes: number): Pass {
  const { asciiMap, keys, counts } = shared;
  counts.fill(0);
  const runs = highBytes + 1;
  const pass: Pass = {
    events: new Int32Array(highBytes + runs),
    eventCount: 0,
    flags: new Int32Array(runs),
    first: new Int32Array(runs),
    second: new Int32Array(runs),
    length: new Int32Array(runs),
    last: new Int32Array(runs),
  };
  const { events, flags, first, second, length, last } = pass;
  const mask = keys.length - 1;
  let ev = 0;
  let run = 0;
  let i = 0;
  while (i < len) {
    if (input[i] >= 0x80) {
      events[ev++] = input[i++];
      continue;
    }
    let ngram = 0;
    let n = 0;
    let ignoreSpace = true;
    let f = 0;
    for (; i < len; i++) {
      const b = input[i];
      if (b >= 0x80) break;
      const mb = asciiMap[b];
      if (mb === 0) continue;
      if (f === 0) f = mb === SPACE ? HAS_LETTER_OR_SPACE | FIRST_IS_SPACE : HAS_LETTER_OR_SPACE;
      const skip = mb === SPACE && ignoreSpace;
      ignoreSpace = mb === SPACE;
      if (skip) continue;
      ngram = ((ngram << 8) + mb) & N_GRAM_MASK;
      n++;
      if (n === 1) first[run] = mb;
      else if (n === 2) second[run] = mb;
      else {
        let h = Math.imul(ngram, HASH_MULTIPLIER) >>> (32 - ALL_BITS);
        for (;;) {
          const k = keys[h];
          if (k === ngram) {
            counts[h]++;
            break;
          }
          if (k === -1) break;
          h = (h + 1) & mask;
        }
      }
    }
    if (ignoreSpace && f !== 0) f |= LAST_IS_SPACE;
    flags[run] = f;
    length[run] = n;
    last[run] = ngram;
    events[ev++] = -(run + 1);
    run++;
  }
  pass.eventCount = ev;
  return pass;
}

/** chardet's NGramParser.parse for every language of the charset at once: each language's confidence. */
function sbcsConfidences(model: SbcsModel, shared: Shared, pass: Pass): number[] {
  const { byteMap, keys, counts } = model;
  const { events, flags, first, second, length, last } = pass;
  counts.fill(0);
  const mask = keys.length - 1;
  let ngram = 0;
  let ngramCount = 0;
  let ignoreSpace = false;
  const add = (mb: number) => {
    ngram = ((ngram << 8) + mb) & N_GRAM_MASK; // chardet masks mb with 0xff: the map's values are bytes
    ngramCount++;
    let h = Math.imul(ngram, HASH_MULTIPLIER) >>> (32 - OWN_BITS);
    for (;;) {
      const k = keys[h];
      if (k === ngram) {
        counts[h]++;
        return;
      }
      if (k === -1) return;
      h = (h + 1) & mask;
    }
  };
  for (let e = 0; e < pass.eventCount; e++) {
    const event = events[e];
    if (event >= 0) {
      const mb = byteMap[event];
      if (mb === 0) continue;
      const skip = mb === SPACE && ignoreSpace;
      ignoreSpace = mb === SPACE;
      if (!skip) add(mb);
      continue;
    }
    const run = -event - 1;
    const f = flags[run];
    if (f === 0) continue; // only dropped bytes (apostrophes): nothing emitted, the state goes on
    if (f & FIRST_IS_SPACE && !ignoreSpace) add(SPACE);
    const n = length[run];
    if (n >= 1) add(first[run]);
    if (n >= 2) add(second[run]);
    if (n > 2) {
      ngram = last[run];
      ngramCount += n - 2;
    }
    ignoreSpace = (f & LAST_IS_SPACE) !== 0;
  }
  add(SPACE);
  return model.langSlots.map((slots, lang) => {
    let hitCount = 0;
    for (const s of slots) hitCount += counts[s];
    for (const s of model.langSharedSlots[lang]) hitCount += shared.counts[s];
    const rawPercent = hitCount / ngramCount;
    if (rawPercent > 0.33) return 98;
    return Math.floor(rawPercent * 300.0);
  });
}

/** chardet's sbcs `match` through the model: the best language (the last one wins ties), or null. */
function sbcsMatch(
  model: SbcsModel,
  det: Context,
  highBytes: number,
  shared: Shared,
  pass: () => Pass,
): Match | null {
  const { rec } = model;
  if (model.gated && highBytes === 0) return null;
  rec.nGramLang = undefined;
  const confidences = sbcsConfidences(model, shared, pass());
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

/** ASCII bytes kept at the start of an ASCII run for the multi-byte recognisers (see mbcsInput). */
const MBCS_RUN_KEPT = 4;
/** Bytes at the start of the input kept whole for the multi-byte recognisers. */
const MBCS_WHOLE_START = 64;

/**
 * The input of chardet's multi-byte recognisers (Shift_JIS, Big5, EUC-JP, EUC-KR, GB18030) with every run of
 * ASCII bytes cut to its first MBCS_RUN_KEPT bytes, which gives them the same result. In all five an ASCII
 * byte that starts a character is a whole character, which only adds to the count of characters; a lead
 * byte takes at most two bytes of the ASCII run after it as its trail (GB18030's four-byte form and EUC's
 * 0x8F), so past the first four bytes of a run every byte is a character of its own. The count of
 * characters matters only below 10 (no double-byte character: confidence 0 below, 10 above): the first 64
 * bytes are kept whole, at least 16 characters of up to 4 bytes in both inputs when there are that many.
 * Pages without a declared charset are mostly ASCII: 1,988,129 bytes → 1,937 on CleanEval-like pages.
 */
function mbcsInput(det: Context): Context {
  const input = det.rawInput;
  const len = det.rawLen;
  const out = new Uint8Array(len);
  let n = 0;
  let run = 0;
  for (let i = 0; i < len; i++) {
    const b = input[i];
    if (b >= 0x80) run = 0;
    else if (++run > MBCS_RUN_KEPT && i >= MBCS_WHOLE_START) continue;
    out[n++] = b;
  }
  if (n === len) return det;
  const cut = out.subarray(0, n);
  return { ...det, rawInput: cut, rawLen: n, inputBytes: cut, inputLen: n };
}

type Entry =
  | { kind: 'plain'; rec: Recogniser }
  | { kind: 'mbcs'; rec: Recogniser }
  | { kind: 'sbcs'; model: SbcsModel };
let entries: Entry[] | null = null;
let shared: Shared | null = null;

function recognisers(): Entry[] {
  if (entries) return entries;
  entries = RECOGNISERS.map(([load, name]): Entry => {
    const Class = load()[name] as RecogniserClass;
    const rec = new Class();
    if (load === sbcsModule) {
      const model = sbcsModel(rec as SbcsRecogniser, name);
      if (model) return { kind: 'sbcs', model };
    }
    return load === mbcsModule ? { kind: 'mbcs', rec } : { kind: 'plain', rec };
  });
  shared = sharedOf(entries.flatMap((e) => (e.kind === 'sbcs' ? [e.model] : [])));
  if (!shared)
    entries = entries.map((e): Entry => (e.kind === 'sbcs' ? { kind: 'plain', rec: e.model.rec } : e));
  return entries;
}

/** chardet's `analyse(buffer)`: the same matches in the same order, its sbcs n-grams counted once. */
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
  let highBytes = 0;
  for (let i = 0x80; i <= 0xff; i++) highBytes += byteStats[i];
  const context: Context = {
    byteStats,
    c1Bytes,
    rawInput: buffer,
    rawLen: buffer.length,
    inputBytes: buffer,
    inputLen: buffer.length,
  };
  let pass: Pass | null = null;
  const getPass = () => {
    pass ??= sharedPass(shared as Shared, buffer, buffer.length, highBytes);
    return pass;
  };
  let mbcsContext: Context | null = null;
  const matches: Match[] = [];
  for (const entry of recognisers()) {
    let m: Match | null;
    if (entry.kind === 'plain') m = entry.rec.match(context);
    else if (entry.kind === 'mbcs') {
      mbcsContext ??= mbcsInput(context);
      m = entry.rec.match(mbcsContext);
    } else m = sbcsMatch(entry.model, context, highBytes, shared as Shared, getPass);
    if (m) matches.push(m);
  }
  return matches.sort((a, b) => b.confidence - a.confidence);
}

/** How many of chardet's single-byte recognisers take the fast path (all 13 with chardet 2.2; for the test). */
export function fastSbcsCount(): number {
  return recognisers().filter((e) => e.kind === 'sbcs').length;
}
