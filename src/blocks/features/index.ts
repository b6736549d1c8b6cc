// Victor's block features (his chapter 4) as a table of discretised string values, one row per block and
// one column per enabled feature (`crf-features` of the feature set). Linear in the number of blocks and
// the length of their text: per-block statistics in one pass, group and duplicate tallies in maps (shared
// with the CRF context columns, ../page-tallies.ts).

import { BLOCK_LEVEL } from '../../html/vocabulary.js';
import { rowsOfColumns } from '../../ml/crf/template.js';
import type { Block } from '../block.js';
import { type PageTallies, pageTallies } from '../page-tallies.js';
import { Bins, largestLessOrEqual, scaled } from './discretize.js';
import { containerFlags, indexByTag, splitCounts } from './markup.js';
import { compileFamily, mayMatch, type PatternFamily, regexpInput } from './safe-regexp.js';
import type { FeatureSet } from './sets/types.js';
import { type TextStats, textStats } from './text-stats.js';

export interface FeatureTable {
  columns: string[];
  rows: string[][];
}

/** The same table column by column (`values[c][i]`: column `c` of block `i`), as the CRF decodes it. */
export interface FeatureColumns {
  columns: string[];
  values: string[][];
}

/** Column families `family.*` in `crf-features` expands to. */
function familyOf(column: string): string {
  const dot = column.indexOf('.');
  return dot < 0 ? column : column.slice(0, dot);
}

/** Every column the feature set can produce, in a stable order (before `crf-features` selects). */
export function availableColumns(set: FeatureSet): string[] {
  return [
    ...Object.keys(set.containers).map((n) => `container.${n}`),
    ...Object.keys(set.splits).map((n) => `split.${n}`),
    ...['alpha', 'num', 'punct', 'white', 'other'].flatMap((c) => [`char.${c}-abs`, `char.${c}-rel`]),
    ...['alpha', 'num', 'mix', 'other'].flatMap((c) => [`token.${c}-abs`, `token.${c}-rel`]),
    'sentence.count',
    'sentence.avg-length',
    'sentence-begin',
    'sentence-end',
    'first-duplicate',
    'duplicate-count',
    ...Object.keys(set.regexps).map((n) => `regexp.${n}`),
    'bullet',
    'div-group.word-ratio',
    'td-group.word-ratio',
    'position',
    'document.word-count',
    'document.sentence-count',
    'document.block-count',
    'document.max-div-group',
    'document.max-td-group',
    // Extensions (not in Victor): the block's own tags and link density, text length.
    'ext.tag',
    'ext.parent',
    'ext.grandparent',
    'ext.link-density',
    'ext.text-length',
  ];
}

/** The enabled columns: `crf-features` with `family.*` expanded; unknown names are a feature set error. */
export function enabledColumns(set: FeatureSet): string[] {
  const all = availableColumns(set);
  const known = new Set(all);
  const out: string[] = [];
  for (const f of set.crfFeatures) {
    if (f.endsWith('.*')) {
      const fam = f.slice(0, -2);
      const members = all.filter((c) => familyOf(c) === fam && c !== fam);
      if (members.length === 0) throw new Error(`${set.name}: no feature matches ${f}`);
      out.push(...members);
    } else if (known.has(f)) out.push(f);
    else throw new Error(`${set.name}: unknown feature ${JSON.stringify(f)}`);
  }
  return [...new Set(out)];
}

function firstMatch(family: PatternFamily, text: string): string {
  if (!mayMatch(family, text)) return '0';
  const patterns = family.each;
  for (let k = 0; k < patterns.length; k++) if (patterns[k].test(text)) return String(k + 1);
  return '0';
}

/** Which bullet patterns match, as `1+3` (0 for none): lists show up as runs of one value. */
function bulletValue(family: PatternFamily, text: string): string {
  if (!mayMatch(family, text)) return '0';
  const patterns = family.each;
  let v = '';
  for (let k = 0; k < patterns.length; k++) if (patterns[k].test(text)) v += v ? `+${k + 1}` : String(k + 1);
  return v || '0';
}

/** The largest share of the page's words outside links that one group holds (blocks outside any group excluded). */
function largestGroupShare(groups: PageTallies['divs'], docPlain: number): number {
  let max = 0;
  for (const [k, g] of groups) if (k !== -1) max = Math.max(max, g.plainWords / docPlain);
  return max;
}

function ancestorName(b: Block, up: number): string {
  let n: Block['node'] | null = b.node;
  for (let k = 0; k < up && n; k++) n = n.parent?.kind === 'element' ? n.parent : null;
  return n ? n.name : '-';
}

// Readers of the counts the char.* and token.* columns discretise (`all`: the denominator of the -rel ones).
type CountReader = (s: TextStats) => number;
const CHAR_COUNTS: Record<string, CountReader> = {
  alpha: (s) => s.alpha,
  num: (s) => s.num,
  punct: (s) => s.punct,
  white: (s) => s.white,
  other: (s) => s.other,
  all: (s) => s.chars,
};
const TOKEN_COUNTS: Record<string, CountReader> = {
  alpha: (s) => s.alphaTokens,
  num: (s) => s.numTokens,
  mix: (s) => s.mixTokens,
  other: (s) => s.otherTokens,
  all: (s) => s.tokens,
};

function bound(set: FeatureSet, column: string, family: string): number[] {
  return set.values[column] ?? set.values[family] ?? [];
}

function scaleOf(set: FeatureSet, column: string, family: string): number {
  return set.scales[column] ?? set.scales[family] ?? 10;
}

/** What a feature set compiles to, independent of the page. */
interface CompiledSet {
  columns: string[];
  containers: ReturnType<typeof indexByTag>;
  splits: ReturnType<typeof indexByTag>;
  regexps: Record<string, PatternFamily>;
  bullets: PatternFamily;
}

// Compiled once per feature set object (feature sets are not changed once in use), not once per page.
const compiledSets = new WeakMap<FeatureSet, CompiledSet>();

function compileSet(set: FeatureSet): CompiledSet {
  let c = compiledSets.get(set);
  if (!c) {
    c = {
      columns: enabledColumns(set),
      containers: indexByTag(set.containers),
      splits: indexByTag(set.splits),
      regexps: Object.fromEntries(
        Object.entries(set.regexps).map(([k, v]) => [k, compileFamily(`regexp-${k}`, v)]),
      ),
      bullets: compileFamily('bullet', set.bullets),
    };
    compiledSets.set(set, c);
  }
  return c;
}

/** The table of `blocks`; `tallies` may be passed when another table of the same page has computed them. */
export function extractFeatures(
  blocks: readonly Block[],
  set: FeatureSet,
  tallies: PageTallies = pageTallies(blocks),
): FeatureTable {
  const { columns, values } = extractFeatureColumns(blocks, set, tallies);
  return { columns, rows: rowsOfColumns(values, blocks.length) };
}

/**
 * `extractFeatures` column by column, without a row array per block (the decode path: a page of 200,000
 * blocks held 200,000 rows of 80 cells, over 200 MB, where its 80 columns take a third of that).
 */
export function extractFeatureColumns(
  blocks: readonly Block[],
  set: FeatureSet,
  tallies: PageTallies = pageTallies(blocks),
): FeatureColumns {
  const { columns, containers, splits, regexps, bullets } = compileSet(set);
  const n = blocks.length;

  const stats: TextStats[] = new Array(n);
  let docWords = 0;
  let docSentences = 0;
  for (let i = 0; i < n; i++) {
    stats[i] = textStats(blocks[i].text);
    docWords += blocks[i].words;
    docSentences += stats[i].sentences;
  }
  const { group: dupGroup, size: dupSize } = tallies.letterDuplicates;
  const plainDenominator = Math.max(tallies.plainWords, 1);
  const divs = tallies.divs;
  const tds = tallies.tds;

  // Page-level values, the same in every row.
  const maxGroupScale = (c: string) => scaleOf(set, c, 'document.max-group');
  const docValues: Record<string, string> = {
    'document.word-count': largestLessOrEqual(docWords, bound(set, 'document.word-count', 'document')),
    'document.sentence-count': largestLessOrEqual(
      docSentences,
      bound(set, 'document.sentence-count', 'document'),
    ),
    'document.block-count': largestLessOrEqual(n, bound(set, 'document.block-count', 'document')),
    'document.max-div-group': scaled(
      largestGroupShare(divs, plainDenominator),
      maxGroupScale('document.max-div-group'),
    ),
    'document.max-td-group': scaled(
      largestGroupShare(tds, plainDenominator),
      maxGroupScale('document.max-td-group'),
    ),
  };

  // One function per column, bound once; each reads the per-block values computed above.
  const seen = new Uint8Array(dupSize.length);
  const K = containers.names.length;
  const S = splits.names.length;
  const flags = containerFlags(blocks, containers.byTag, K);
  const counts = splitCounts(blocks, splits.byTag, S);
  const binsOf = (col: string, family: string) => new Bins(bound(set, col, family));
  const makers = columns.map((col): ((i: number) => string) => {
    const fam = familyOf(col);
    const rest = col.slice(fam.length + 1);
    if (fam === 'container') {
      const k = containers.names.indexOf(rest);
      return (i) => (flags[i * K + k] ? '1' : '0');
    }
    if (fam === 'split') {
      const k = splits.names.indexOf(rest);
      const b = binsOf(col, 'split');
      return (i) => b.label(counts[i * S + k]);
    }
    if (fam === 'char' || fam === 'token') {
      const m = /^(\w+)-(abs|rel)$/.exec(rest)!;
      const count = (fam === 'char' ? CHAR_COUNTS : TOKEN_COUNTS)[m[1]];
      const total = fam === 'char' ? CHAR_COUNTS.all : TOKEN_COUNTS.all;
      if (m[2] === 'abs') {
        const b = binsOf(col, `${fam}-abs`);
        return (i) => b.label(count(stats[i]));
      }
      const sc = scaleOf(set, col, `${fam}-rel`);
      return (i) => scaled(count(stats[i]) / Math.max(total(stats[i]), 1), sc);
    }
    if (fam === 'regexp') {
      const res = regexps[rest];
      return (i) => firstMatch(res, regexpInput(blocks[i].text));
    }
    if (col in docValues) {
      const v = docValues[col];
      return () => v;
    }
    switch (col) {
      case 'sentence.count': {
        const b = binsOf(col, 'sentence');
        return (i) => b.label(stats[i].sentences);
      }
      case 'sentence.avg-length': {
        const b = binsOf(col, 'sentence');
        return (i) => b.label(blocks[i].words / Math.max(stats[i].sentences, 1));
      }
      case 'sentence-begin':
        return (i) => (stats[i].sentenceBegin ? '1' : '0');
      case 'sentence-end':
        return (i) => (stats[i].sentenceEnd ? '1' : '0');
      case 'first-duplicate':
        return (i) => {
          const g = dupGroup[i];
          if (g < 0 || dupSize[g] < 2 || seen[g]) return '0';
          seen[g] = 1;
          return '1';
        };
      case 'duplicate-count': {
        const b = binsOf(col, col);
        return (i) => b.label(dupGroup[i] < 0 ? 0 : dupSize[dupGroup[i]]);
      }
      case 'bullet':
        return (i) => bulletValue(bullets, regexpInput(blocks[i].text));
      case 'div-group.word-ratio': {
        const sc = scaleOf(set, col, 'word-ratio');
        return (i) => scaled(divs.get(blocks[i].divGroup)!.plainWords / plainDenominator, sc);
      }
      case 'td-group.word-ratio': {
        const sc = scaleOf(set, col, 'word-ratio');
        return (i) => scaled(tds.get(blocks[i].tdGroup)!.plainWords / plainDenominator, sc);
      }
      case 'position': {
        const sc = scaleOf(set, col, col);
        return (i) => scaled(n > 1 ? i / n : 0, sc);
      }
      case 'ext.tag':
        return (i) => blocks[i].tag;
      case 'ext.parent':
        return (i) => ancestorName(blocks[i], 1);
      case 'ext.grandparent':
        return (i) => ancestorName(blocks[i], 2);
      case 'ext.link-density': {
        const sc = scaleOf(set, col, col);
        return (i) => scaled(blocks[i].linkWords / Math.max(blocks[i].words, 1), sc);
      }
      case 'ext.text-length': {
        const b = binsOf(col, col);
        return (i) => b.label(stats[i].chars);
      }
    }
    throw new Error(`no extractor for feature ${col}`);
  });

  // Column by column (each column's function runs over all blocks while it is hot), in block order (which
  // first-duplicate relies on). Each column is made at its final length: filled by push, a large page's
  // columns were copied at every growth, the largest allocation of the whole extraction (an allocation
  // profile over 358 pages: 170 MB of 1.9 GB).
  const values: string[][] = [];
  for (let c = 0; c < makers.length; c++) {
    const make = makers[c];
    const column = new Array<string>(n);
    for (let i = 0; i < n; i++) column[i] = make(i);
    values.push(column);
  }
  return { columns: [...columns], values };
}

/** Whether a crossed tag starts or ends a block-level element (shared with converters). */
export function isBlockBoundary(tag: string): boolean {
  return tag === 'br' || BLOCK_LEVEL.has(tag.charCodeAt(0) === 47 ? tag.slice(1) : tag);
}
