// WCXB's measure for one page (Web Content eXtraction Benchmark): the lower-cased `\w+` tokens of the output
// and of the gold as multisets, P/R/F1 of their intersection (an empty gold scores 1 only when the output is
// empty too), and the snippet checks: the share of the gold's `with` snippets found in the output and the
// share of its `without` (boilerplate) snippets absent from it. Pure over strings.
import { type Prf, prf } from './cleaneval-score.js';

/**
 * Python's `\w` under `re.UNICODE` (what WCXB's scorer uses): Unicode letters and digits and the underscore,
 * so German, Russian and Japanese words count (a run of CJK without spaces is one token, as in Python).
 */
const WORD = /[\p{L}\p{N}_]+/gu;

/** The page's tokens: the text lower-cased, then every maximal run of word characters. */
export function wcxbTokens(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

function bag(tokens: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

/** Size of the multiset intersection of two token lists. */
export function commonTokens(out: readonly string[], gold: readonly string[]): number {
  const g = bag(gold);
  let n = 0;
  for (const [t, c] of bag(out)) n += Math.min(c, g.get(t) ?? 0);
  return n;
}

/** Typographic quotes and dashes, folded to ASCII: the gold writes `isn't` where the page has `isn’t`, and back. */
const TYPOGRAPHY: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u201f': '"',
  '\u2033': '"',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
};
const TYPOGRAPHIC = /[\u2018\u2019\u201a\u201b\u2032\u201c\u201d\u201e\u201f\u2033\u2012-\u2015\u2212]/g;

/**
 * Snippet text as compared: NFKC (so `…` is `...` and a no-break space a space), typographic quotes and
 * dashes folded to ASCII, lower-cased, every run of whitespace one space, trimmed. A snippet is "found" when
 * its normalized form is a substring of the normalized output.
 */
export function normalizeSnippet(text: string): string {
  return text
    .normalize('NFKC')
    .replace(TYPOGRAPHIC, (c) => TYPOGRAPHY[c])
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface SnippetCounts {
  /** Snippets of the list (empty ones skipped) and how many passed: found for `with`, absent for `without`. */
  total: number;
  passed: number;
}

export interface WcxbGold {
  text: string;
  /** Snippets that must appear in the output, and boilerplate snippets that must not. */
  with?: readonly string[];
  without?: readonly string[];
}

export interface WcxbPageScore extends Prf {
  /** Token counts: output, gold, and their multiset intersection. */
  out: number;
  gold: number;
  common: number;
  /** null when the gold lists no snippet of that kind. */
  with: SnippetCounts | null;
  without: SnippetCounts | null;
}

function snippetCounts(
  outNorm: string,
  snippets: readonly string[] | undefined,
  wantFound: boolean,
): SnippetCounts | null {
  const list = (snippets ?? []).map(normalizeSnippet).filter((s) => s.length > 0);
  if (list.length === 0) return null;
  const passed = list.filter((s) => outNorm.includes(s) === wantFound).length;
  return { total: list.length, passed };
}

/** Scores one page's output text (null: the output is missing, scored as empty) against its WCXB gold. */
export function scoreWcxbPage(out: string | null, gold: WcxbGold): WcxbPageScore {
  const o = wcxbTokens(out ?? '');
  const g = wcxbTokens(gold.text);
  const common = commonTokens(o, g);
  const outNorm = normalizeSnippet(out ?? '');
  return {
    ...prf(common, o.length, g.length),
    out: o.length,
    gold: g.length,
    common,
    with: snippetCounts(outNorm, gold.with, true),
    without: snippetCounts(outNorm, gold.without, false),
  };
}

export interface WcxbSummary extends Prf {
  pages: number;
  /** Mean over pages that list such snippets of each page's passed share; null when no page lists any. */
  withRate: number | null;
  withoutRate: number | null;
}

const mean = (xs: readonly number[]): number =>
  xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;

function rate(xs: readonly (SnippetCounts | null)[]): number | null {
  const shares = xs.filter((x): x is SnippetCounts => x !== null).map((x) => x.passed / x.total);
  return shares.length === 0 ? null : mean(shares);
}

/** Macro average over pages, as WCXB reports it: mean P, mean R and mean F1 of the per-page scores. */
export function summarizeWcxb(pages: readonly WcxbPageScore[]): WcxbSummary {
  return {
    pages: pages.length,
    p: mean(pages.map((x) => x.p)),
    r: mean(pages.map((x) => x.r)),
    f: mean(pages.map((x) => x.f)),
    withRate: rate(pages.map((x) => x.with)),
    withoutRate: rate(pages.map((x) => x.without)),
  };
}
