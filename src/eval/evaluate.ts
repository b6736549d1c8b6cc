// Scores a set of outputs against their gold files: per file, macro (mean of per-file scores) and micro
// (pooled counts), by one of three measures: CleanEval's word alignment, the article benchmarks' shingle F1,
// or WCXB's word multiset F1 (per page type too). Pure over strings; `evaluateDirs` is the file-system edge
// that pairs OUT/NAME.txt with GOLD/NAME.txt (or WCXB records).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  alignWords,
  type Prf,
  prf,
  segmentationPrf,
  type WordCounts,
  wordPrf,
  ZERO_COUNTS,
} from './cleaneval-score.js';
import { readGold } from './gold-text.js';
import type { Measure } from './measures.js';
import { readOutputText } from './outputs.js';
import { type ShingleCounts, shingleCounts, shinglePr } from './shingles.js';
import { alignTable } from './table.js';
import {
  cleanevalPlainText,
  cleanevalTokens,
  type GoldFormat,
  goldMainText,
  goldTokens,
  MARKERS,
} from './text-formats.js';
import { scoreWcxbPage, summarizeWcxb, type WcxbPageScore, type WcxbSummary } from './wcxb.js';
import { readWcxbGold } from './wcxb-gold.js';

export { MEASURES, type Measure } from './measures.js';

export interface EvalSettings {
  /** Which measure; `shingles: true` is the older spelling of `measure: 'shingles'`. */
  measure?: Measure;
  /** Article F1 over 4-word shingles instead of CleanEval's word alignment. */
  shingles: boolean;
  goldFormat: GoldFormat;
  /** difflib's popular-element heuristic (on in the 2007 scorer). */
  autojunk: boolean;
}

export const DEFAULT_EVAL_SETTINGS: Readonly<EvalSettings> = Object.freeze({
  shingles: false,
  goldFormat: 'cleaneval',
  autojunk: true,
});

export interface PagePair {
  name: string;
  /** The output's text, or null when the output is missing (it scores zero). */
  out: string | null;
  gold: string;
  /** WCXB measure: the page type and the gold's snippets. */
  type?: string | null;
  with?: readonly string[];
  without?: readonly string[];
  /** Why the output could not be read (it is then scored as missing). */
  error?: string;
}

export interface FileScore {
  name: string;
  missing: boolean;
  /** CleanEval mode: aligned word counts, word P/R/F, segmentation P/R/F (null without gold markers). */
  words?: WordCounts;
  word?: Prf;
  seg?: Prf | null;
  /** Shingle mode: counts and P/R/F of the page. */
  shingle?: ShingleCounts;
  article?: Prf;
  /** WCXB mode: the page type (null when unknown) and the page's token and snippet scores. */
  type?: string | null;
  wcxb?: WcxbPageScore;
  /** The output exists but could not be read. */
  error?: string;
}

export interface EvalReport {
  mode: Measure;
  goldFormat: GoldFormat;
  autojunk: boolean;
  files: FileScore[];
  missing: string[];
  /** Mean of per-file scores (shingle mode: mean P and mean R, F of the means). */
  macro: { word?: Prf; seg?: Prf | null; article?: Prf; wcxb?: WcxbSummary };
  /** Scores of the pooled counts. */
  micro: { word?: Prf; seg?: Prf | null; article?: Prf; wcxb?: Prf };
  /** WCXB mode: the macro summary per page type (pages of unknown type under `unknown`). */
  byType?: Record<string, WcxbSummary>;
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}

function meanPrf(xs: readonly Prf[]): Prf {
  return { p: mean(xs.map((x) => x.p)), r: mean(xs.map((x) => x.r)), f: mean(xs.map((x) => x.f)) };
}

function f1(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function scoreCleaneval(pair: PagePair, s: EvalSettings): FileScore {
  const gold = goldTokens(pair.gold, s.goldFormat);
  const withMarkers = s.goldFormat === 'cleaneval';
  let out = pair.out === null ? [] : cleanevalTokens(pair.out);
  if (!withMarkers) out = out.filter((t) => !MARKERS.has(t));
  const words = pair.out === null ? { ...ZERO_COUNTS, gold: gold.length } : alignWords(out, gold, s);
  if (pair.out === null) for (const t of gold) if (MARKERS.has(t)) words.goldMarkers++;
  return {
    name: pair.name,
    missing: pair.out === null,
    words,
    word: wordPrf(words),
    seg: withMarkers ? segmentationPrf(words) : null,
  };
}

function scoreShingles(pair: PagePair, s: EvalSettings): FileScore {
  const gold = goldMainText(pair.gold, s.goldFormat);
  // Outputs are read as CleanEval files (URL line and markers dropped); plain text passes unchanged.
  const out = pair.out === null ? '' : cleanevalPlainText(pair.out);
  const c = shingleCounts(gold, out);
  if (pair.out === null) {
    c.fp = 0;
    c.tp = 0;
  }
  const { p, r } = shinglePr(c);
  return { name: pair.name, missing: pair.out === null, shingle: c, article: { p, r, f: f1(p, r) } };
}

function scoreWcxb(pair: PagePair): FileScore {
  const wcxb = scoreWcxbPage(pair.out, { text: pair.gold, with: pair.with, without: pair.without });
  const f: FileScore = { name: pair.name, missing: pair.out === null, type: pair.type ?? null, wcxb };
  if (pair.error) f.error = pair.error;
  return f;
}

/** The measure that settings select (`measure`, else `shingles`, else CleanEval's). */
export function measureOf(s: Partial<EvalSettings>): Measure {
  return s.measure ?? (s.shingles ? 'shingles' : 'cleaneval');
}

export const UNKNOWN_TYPE = 'unknown';

function evaluateWcxb(pairs: readonly PagePair[], s: EvalSettings): EvalReport {
  const files = pairs.map(scoreWcxb);
  const groups = new Map<string, WcxbPageScore[]>();
  for (const f of files) {
    const t = f.type ?? UNKNOWN_TYPE;
    groups.set(t, [...(groups.get(t) ?? []), f.wcxb!]);
  }
  const byType: Record<string, WcxbSummary> = {};
  for (const t of [...groups.keys()].sort()) byType[t] = summarizeWcxb(groups.get(t)!);
  const tot = files.reduce(
    (a, f) => ({ common: a.common + f.wcxb!.common, out: a.out + f.wcxb!.out, gold: a.gold + f.wcxb!.gold }),
    { common: 0, out: 0, gold: 0 },
  );
  return {
    mode: 'wcxb',
    goldFormat: s.goldFormat,
    autojunk: s.autojunk,
    files,
    missing: files.filter((f) => f.missing).map((f) => f.name),
    macro: { wcxb: summarizeWcxb(files.map((f) => f.wcxb!)) },
    micro: { wcxb: prf(tot.common, tot.out, tot.gold) },
    byType,
  };
}

export function evaluatePairs(pairs: readonly PagePair[], settings: Partial<EvalSettings> = {}): EvalReport {
  const s: EvalSettings = { ...DEFAULT_EVAL_SETTINGS, ...settings };
  const measure = measureOf(settings);
  if (measure === 'wcxb') return evaluateWcxb(pairs, s);
  s.shingles = measure === 'shingles';
  const files = pairs.map((p) => (s.shingles ? scoreShingles(p, s) : scoreCleaneval(p, s)));
  const missing = files.filter((f) => f.missing).map((f) => f.name);
  const base = { goldFormat: s.goldFormat, autojunk: s.autojunk, files, missing };
  if (s.shingles) {
    const ps = mean(files.map((f) => f.article!.p));
    const rs = mean(files.map((f) => f.article!.r));
    const tot = files.reduce(
      (a, f) => ({ tp: a.tp + f.shingle!.tp, fp: a.fp + f.shingle!.fp, fn: a.fn + f.shingle!.fn }),
      { tp: 0, fp: 0, fn: 0 },
    );
    return {
      mode: 'shingles',
      ...base,
      macro: { article: { p: ps, r: rs, f: f1(ps, rs) } },
      micro: { article: prf(tot.tp, tot.tp + tot.fp, tot.tp + tot.fn) },
    };
  }
  const tot = { ...ZERO_COUNTS };
  for (const f of files) for (const k of Object.keys(tot) as (keyof WordCounts)[]) tot[k] += f.words![k];
  const withSeg = s.goldFormat === 'cleaneval';
  return {
    mode: 'cleaneval',
    ...base,
    macro: {
      word: meanPrf(files.map((f) => f.word!)),
      seg: withSeg ? meanPrf(files.map((f) => f.seg!)) : null,
    },
    micro: { word: wordPrf(tot), seg: withSeg ? segmentationPrf(tot) : null },
  };
}

/** Pairs every `GOLD/NAME.txt` with `OUT/NAME.txt` (missing outputs are scored as empty and listed). */
export function readPairs(outDir: string, goldDir: string): PagePair[] {
  const names = readdirSync(goldDir)
    .filter((f) => f.endsWith('.txt'))
    .sort((x, y) => x.localeCompare(y, 'en', { numeric: true }));
  return names.map((file) => {
    const outPath = join(outDir, file);
    return {
      name: file.slice(0, -4),
      out: existsSync(outPath) ? readFileSync(outPath, 'utf8') : null,
      gold: readGold(join(goldDir, file)),
    };
  });
}

/** A broken output (e.g. a truncated JSON) is scored as missing and its error kept, the other pages go on. */
function readOutputSafely(outDir: string, name: string): { out: string | null; error?: string } {
  try {
    return { out: readOutputText(outDir, name) };
  } catch (e) {
    return { out: null, error: (e as Error).message };
  }
}

/**
 * Pairs WCXB gold (records found at, in or beside GOLD; else GOLD/NAME.txt) with OUT/NAME.txt, .md or the
 * text of .json.
 */
export function readWcxbPairs(outDir: string, goldDir: string): PagePair[] {
  return readWcxbGold(goldDir).map((g) => ({
    name: g.name,
    ...readOutputSafely(outDir, g.name),
    gold: g.text,
    type: g.type,
    with: g.with,
    without: g.without,
  }));
}

/**
 * The pages under GOLD paired with their outputs under OUT, read as the measure of `settings` reads them.
 * With `only`, just the pages named there (a slice of the corpus: see `--present-only`).
 */
export function readPairsFor(
  outDir: string,
  goldDir: string,
  settings: Partial<EvalSettings> = {},
  only?: ReadonlySet<string>,
): PagePair[] {
  const pairs = measureOf(settings) === 'wcxb' ? readWcxbPairs(outDir, goldDir) : readPairs(outDir, goldDir);
  return only ? pairs.filter((p) => only.has(p.name)) : pairs;
}

/** The names of the pages that have an output (readable or not): the slice that OUT covers. */
export function presentNames(pairs: readonly PagePair[]): Set<string> {
  return new Set(pairs.filter((p) => p.out !== null || p.error !== undefined).map((p) => p.name));
}

/** Scores OUT against GOLD; with `presentOnly`, only the gold pages that OUT has an output for. */
export function evaluateDirs(
  outDir: string,
  goldDir: string,
  settings: Partial<EvalSettings> = {},
  presentOnly = false,
): EvalReport {
  const pairs = readPairsFor(outDir, goldDir, settings);
  const only = presentNames(pairs);
  return evaluatePairs(presentOnly ? pairs.filter((p) => only.has(p.name)) : pairs, settings);
}

/** The gold's and the output's text as the measure compares them (URL lines, markers, gold comments dropped). */
export function scoredTexts(
  pair: PagePair,
  settings: Partial<EvalSettings> = {},
): { gold: string; out: string | null } {
  if (measureOf(settings) === 'wcxb') return { gold: pair.gold, out: pair.out };
  const s: EvalSettings = { ...DEFAULT_EVAL_SETTINGS, ...settings };
  return {
    gold: goldMainText(pair.gold, s.goldFormat),
    out: pair.out === null ? null : cleanevalPlainText(pair.out),
  };
}

const pct = (x: number | undefined): string => (x === undefined ? '' : (100 * x).toFixed(1));

const rate = (x: number | null): string => (x === null ? '-' : pct(x));

/** WCXB: one row per page, then one per page type and the macro and micro lines. */
function formatWcxb(r: EvalReport): string {
  const rows: string[][] = [['page', 'type', 'P', 'R', 'F1', 'with', 'without']];
  const snip = (c: { passed: number; total: number } | null) => (c === null ? '-' : `${c.passed}/${c.total}`);
  for (const f of r.files) {
    const w = f.wcxb!;
    const name = f.missing ? `${f.name} (missing)` : f.name;
    rows.push([name, f.type ?? '-', pct(w.p), pct(w.r), pct(w.f), snip(w.with), snip(w.without)]);
  }
  const sum = (label: string, type: string, s: WcxbSummary) =>
    rows.push([label, type, pct(s.p), pct(s.r), pct(s.f), rate(s.withRate), rate(s.withoutRate)]);
  for (const [t, s] of Object.entries(r.byType ?? {})) sum(`${t} (${s.pages} pages)`, t, s);
  sum(`macro (${r.files.length} pages)`, 'all', r.macro.wcxb!);
  const m = r.micro.wcxb!;
  rows.push(['micro', 'all', pct(m.p), pct(m.r), pct(m.f), '', '']);
  const notes = [
    'WCXB word F1: lower-cased \\w+ tokens as multisets, macro over pages; with = share of `with` snippets found,' +
      ' without = share of `without` snippets absent (NFKC, quotes and dashes folded, lower-cased, whitespace collapsed), mean over pages listing any',
  ];
  if (r.missing.length > 0) notes.push(missingNote(r));
  for (const f of r.files) if (f.error) notes.push(`unreadable output ${f.name}: ${f.error}`);
  return `${alignTable(rows).join('\n')}\n${notes.join('\n')}\n`;
}

function missingNote(r: EvalReport): string {
  const shown = r.missing.slice(0, 30).join(', ');
  const more = r.missing.length > 30 ? `, … (${r.missing.length - 30} more; --json lists all)` : '';
  return `missing outputs (${r.missing.length}, scored 0): ${shown}${more}`;
}

/** A readable table: one row per file, then macro and micro. */
export function formatReport(r: EvalReport): string {
  if (r.mode === 'wcxb') return formatWcxb(r);
  const rows: string[][] = [];
  const seg = r.mode === 'cleaneval' && r.goldFormat === 'cleaneval';
  const head =
    r.mode === 'shingles'
      ? ['file', 'P', 'R', 'F1', 'TP', 'FP', 'FN']
      : ['file', 'P', 'R', 'F', ...(seg ? ['segP', 'segR', 'segF'] : []), 'out', 'gold', 'matched'];
  rows.push(head);
  const line = (name: string, a: Prf | undefined, b: Prf | null | undefined, extra: (string | number)[]) => {
    const cells = [name, pct(a?.p), pct(a?.r), pct(a?.f)];
    if (r.mode === 'cleaneval' && seg) cells.push(pct(b?.p), pct(b?.r), pct(b?.f));
    rows.push([...cells, ...extra.map(String)]);
  };
  for (const f of r.files) {
    const name = f.missing ? `${f.name} (missing)` : f.name;
    if (r.mode === 'shingles') line(name, f.article, null, [f.shingle!.tp, f.shingle!.fp, f.shingle!.fn]);
    else line(name, f.word, f.seg, [f.words!.out, f.words!.gold, f.words!.matched]);
  }
  const key = r.mode === 'shingles' ? 'article' : 'word';
  line(`macro (${r.files.length} files)`, r.macro[key], r.macro.seg, []);
  line('micro', r.micro[key], r.micro.seg, []);
  const text = alignTable(rows);
  const notes = [
    r.mode === 'shingles'
      ? `article F1 over 4-word shingles; gold format ${r.goldFormat}; macro F1 = F of mean P and mean R`
      : `CleanEval word alignment (difflib, autojunk ${r.autojunk ? 'on' : 'off'}); gold format ${r.goldFormat}`,
  ];
  if (r.missing.length > 0) notes.push(missingNote(r));
  return `${text.join('\n')}\n${notes.join('\n')}\n`;
}
