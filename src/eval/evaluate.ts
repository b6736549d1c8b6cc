// Scores a set of outputs against their gold files: per file, macro (mean of per-file scores) and micro
// (pooled counts). Pure over strings; `evaluateDirs` is the file-system edge that pairs OUT/NAME.txt with
// GOLD/NAME.txt.
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
import { type ShingleCounts, shingleCounts, shinglePr } from './shingles.js';
import {
  cleanevalPlainText,
  cleanevalTokens,
  type GoldFormat,
  goldMainText,
  goldTokens,
  MARKERS,
} from './text-formats.js';

export interface EvalSettings {
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
}

export interface EvalReport {
  mode: 'cleaneval' | 'shingles';
  goldFormat: GoldFormat;
  autojunk: boolean;
  files: FileScore[];
  missing: string[];
  /** Mean of per-file scores (shingle mode: mean P and mean R, F of the means). */
  macro: { word?: Prf; seg?: Prf | null; article?: Prf };
  /** Scores of the pooled counts. */
  micro: { word?: Prf; seg?: Prf | null; article?: Prf };
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

export function evaluatePairs(pairs: readonly PagePair[], settings: Partial<EvalSettings> = {}): EvalReport {
  const s: EvalSettings = { ...DEFAULT_EVAL_SETTINGS, ...settings };
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
      gold: readFileSync(join(goldDir, file), 'utf8'),
    };
  });
}

export function evaluateDirs(
  outDir: string,
  goldDir: string,
  settings: Partial<EvalSettings> = {},
): EvalReport {
  return evaluatePairs(readPairs(outDir, goldDir), settings);
}

const pct = (x: number | undefined): string => (x === undefined ? '' : (100 * x).toFixed(1));

/** A readable table: one row per file, then macro and micro. */
export function formatReport(r: EvalReport): string {
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
  const widths = head.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  const text = rows.map((row) =>
    row
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : (c ?? '').padStart(widths[i])))
      .join('  ')
      .trimEnd(),
  );
  const notes = [
    r.mode === 'shingles'
      ? `article F1 over 4-word shingles; gold format ${r.goldFormat}; macro F1 = F of mean P and mean R`
      : `CleanEval word alignment (difflib, autojunk ${r.autojunk ? 'on' : 'off'}); gold format ${r.goldFormat}`,
  ];
  if (r.missing.length > 0) {
    const shown = r.missing.slice(0, 30).join(', ');
    const more = r.missing.length > 30 ? `, … (${r.missing.length - 30} more; --json lists all)` : '';
    notes.push(`missing outputs (${r.missing.length}, scored 0): ${shown}${more}`);
  }
  return `${text.join('\n')}\n${notes.join('\n')}\n`;
}
