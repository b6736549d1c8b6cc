// The development sets of the quality benchmark: where each lives under the corpora folder, how its gold is
// read and which measure scores it, and the (evenly spaced) slice of its pages a run takes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Measure } from '../src/eval/evaluate.js';
import type { Metadata } from '../src/eval/metadata-score.js';
import type { GoldFormat } from '../src/eval/text-formats.js';
import { parseWcxbRecord, readTypesTsv } from '../src/eval/wcxb-gold.js';

/** What a contender must produce for the set: CleanEval segments, plain text, or text plus metadata. */
export type Want = 'cleaneval' | 'text' | 'json';

export interface QualitySet {
  name: string;
  /** Older or shorter names accepted by `--sets`. */
  aliases: readonly string[];
  measure: Measure;
  goldFormat: GoldFormat;
  want: Want;
}

export const QUALITY_SETS: readonly QualitySet[] = [
  {
    name: 'cleaneval-dev',
    aliases: ['cleaneval'],
    measure: 'cleaneval',
    goldFormat: 'cleaneval',
    want: 'cleaneval',
  },
  { name: 'dragnet', aliases: [], measure: 'shingles', goldFormat: 'dragnet', want: 'text' },
  { name: 'l3s-gn1', aliases: ['l3s'], measure: 'shingles', goldFormat: 'l3s', want: 'text' },
  // Readability.js's own expected outputs: its behaviour, not a human judgement (so it is favoured here).
  {
    name: 'readability-tests',
    aliases: ['readability'],
    measure: 'shingles',
    goldFormat: 'html',
    want: 'text',
  },
  { name: 'wcxb-dev', aliases: ['wcxb'], measure: 'wcxb', goldFormat: 'text', want: 'json' },
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
}

const INPUT_EXTENSIONS = ['.html', '.htm', '.html.gz'] as const;

/** `limit` names spread evenly over the sorted list (all of them when `limit` is null or larger). */
export function evenSlice(names: readonly string[], limit: number | null): string[] {
  if (limit === null || limit >= names.length) return [...names];
  const step = names.length / limit;
  return Array.from({ length: limit }, (_, i) => names[Math.floor(i * step)]);
}

/** The set's pages under `corpora/NAME` (gold `gold/NAME.txt`, WCXB records `gold-json/NAME.json`). */
export function loadSetPages(corpora: string, set: QualitySet, limit: number | null): BenchPage[] {
  const dir = join(corpora, set.name);
  const all = readdirSync(join(dir, 'gold'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const typesFile = join(dir, 'types.tsv');
  const types = existsSync(typesFile) ? readTypesTsv(typesFile) : new Map<string, string>();
  return evenSlice(all, limit).map((name) => {
    const ext = INPUT_EXTENSIONS.find((e) => existsSync(join(dir, 'input', name + e)));
    if (!ext) throw new Error(`${set.name}: no input page for gold ${name}`);
    const page: BenchPage = {
      name,
      input: join(dir, 'input', name + ext),
      gold: readFileSync(join(dir, 'gold', `${name}.txt`), 'utf8'),
      type: types.get(name) ?? null,
      with: [],
      without: [],
      meta: null,
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
  });
}
