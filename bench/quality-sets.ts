// The development sets of the quality benchmark: where each lives under the corpora folder, how its gold is
// read and which measure scores it, and the (evenly spaced) slice of its pages a run takes.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Measure } from '../src/eval/evaluate.js';
import { readGold } from '../src/eval/gold-text.js';
import type { Metadata } from '../src/eval/metadata-score.js';
import type { GoldFormat } from '../src/eval/text-formats.js';
import { parseWcxbRecord, readTypesTsv } from '../src/eval/wcxb-gold.js';
import type { Scope } from '../src/options.js';
import type { CorpusName } from '../src/training/convert.js';
import { type DevEntry, evenSpread, siteFold } from '../src/training/dev-pages.js';

/** What a contender must produce for the set: CleanEval segments, plain text, or text plus metadata. */
export type Want = 'cleaneval' | 'text' | 'json';

export interface QualitySet {
  name: CorpusName;
  /** Older or shorter names accepted by `--sets`. */
  aliases: readonly string[];
  measure: Measure;
  goldFormat: GoldFormat;
  want: Want;
  /** Kitten's scope on the set (a contender naming a scope keeps its own): CleanEval's content is `corpus`. */
  scope: Scope;
}

export const QUALITY_SETS: readonly QualitySet[] = [
  {
    name: 'cleaneval-dev',
    aliases: ['cleaneval'],
    measure: 'cleaneval',
    goldFormat: 'cleaneval',
    want: 'cleaneval',
    scope: 'corpus',
  },
  { name: 'dragnet', aliases: [], measure: 'shingles', goldFormat: 'dragnet', want: 'text', scope: 'main' },
  { name: 'l3s-gn1', aliases: ['l3s'], measure: 'shingles', goldFormat: 'l3s', want: 'text', scope: 'main' },
  // Readability.js's own expected outputs: its behaviour, not a human judgement (so it is favoured here).
  {
    name: 'readability-tests',
    aliases: ['readability'],
    measure: 'shingles',
    goldFormat: 'html',
    want: 'text',
    scope: 'main',
  },
  { name: 'wcxb-dev', aliases: ['wcxb'], measure: 'wcxb', goldFormat: 'text', want: 'json', scope: 'main' },
];

/** `a,b` → the sets named (by name or alias), in the order given; an unknown name is an error. */
export function resolveSets(list: string): QualitySet[] {
  return list.split(',').map((n) => {
    const set = QUALITY_SETS.find((s) => s.name === n || s.aliases.includes(n));
    if (!set)
      throw new Error(
        `unknown set ${JSON.stringify(n)}: expected one of ${QUALITY_SETS.map((s) => s.name).join(', ')}`,
      );
    return set;
  });
}

export interface BenchPage {
  name: string;
  /** The page file (`.html`, `.htm` or `.html.gz`). */
  input: string;
  gold: string;
  type: string | null;
  with: readonly string[];
  without: readonly string[];
  /** WCXB gold title, author and date; null for sets without metadata gold. */
  meta: Metadata | null;
  /** The fold of the page's site in a cross-validation (`cvSetPages`), else null. */
  fold: number | null;
}

const INPUT_EXTENSIONS = ['.html', '.htm', '.html.gz'] as const;

/** `limit` items spread evenly over the list (all of them when `limit` is null or larger), as cv.ts spreads them. */
export function evenSlice<T>(items: readonly T[], limit: number | null): T[] {
  return limit === null ? [...items] : evenSpread(items, limit);
}

/** The set's pages under `corpora/NAME` (gold `gold/NAME.txt`, WCXB records `gold-json/NAME.json`). */
export function loadSetPages(corpora: string, set: QualitySet, limit: number | null): BenchPage[] {
  const dir = join(corpora, set.name);
  const all = readdirSync(join(dir, 'gold'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const types = setTypes(dir);
  return evenSlice(all, limit).map((name) => {
    const ext = INPUT_EXTENSIONS.find((e) => existsSync(join(dir, 'input', name + e)));
    if (!ext) throw new Error(`${set.name}: no input page for gold ${name}`);
    return benchPage(dir, set, types, name, `${name}${ext}`, `${name}.txt`, null);
  });
}

/**
 * The set's pages that a grouped cross-validation scores (`entries`: src/training/cv-scoring.ts's, the CI
 * gate's pages and sites left out), `limit` of them spread evenly as `scripts/cv.ts --score SET=N` takes them,
 * each with its site's fold.
 */
export function cvSetPages(
  corpora: string,
  set: QualitySet,
  entries: readonly DevEntry[],
  limit: number | null,
  folds: number,
): BenchPage[] {
  const dir = join(corpora, set.name);
  const types = setTypes(dir);
  return evenSlice(
    entries.filter((e) => e.corpus === set.name),
    limit,
  ).map((e) => benchPage(dir, set, types, e.name, e.input, e.gold, siteFold(e.site, folds)));
}

function setTypes(dir: string): Map<string, string> {
  const typesFile = join(dir, 'types.tsv');
  return existsSync(typesFile) ? readTypesTsv(typesFile) : new Map<string, string>();
}

function benchPage(
  dir: string,
  set: QualitySet,
  types: ReadonlyMap<string, string>,
  name: string,
  input: string,
  gold: string,
  fold: number | null,
): BenchPage {
  const page: BenchPage = {
    name,
    input: join(dir, 'input', input),
    gold: readGold(join(dir, 'gold', gold)),
    type: types.get(name) ?? null,
    with: [],
    without: [],
    meta: null,
    fold,
  };
  const record = join(dir, 'gold-json', `${name}.json`);
  if (set.measure === 'wcxb' && existsSync(record)) {
    const r = parseWcxbRecord(name, readFileSync(record, 'utf8'), record);
    Object.assign(page, {
      type: r.type ?? page.type,
      with: r.with,
      without: r.without,
      meta: { title: r.title, author: r.author, date: r.date },
    });
  }
  return page;
}
