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
import {
  ALPHA,
  ALPHA_TOKENS,
  CHARS,
  MIX_TOKENS,
  NUM,
  NUM_TOKENS,
  OTHER,
  OTHER_TOKENS,
  PUNCT_CHARS,
  SENTENCE_BEGIN,
  SENTENCE_END,
  SENTENCES,
  STAT_FIELDS,
  TOKENS,
  textStatsInto,
  WHITE,
} from './text-stats.js';

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

// The statistics fields the char.* and token.* columns discretise (`all`: the denominator of the -rel ones).
// Fields of the page's statistics table, not reader functions: 18 columns calling 9 readers through one call
// site made it megamorphic.
const CHAR_COUNTS: Record<string, number> = {
  alpha: ALPHA,
  num: NUM,
  punct: PUNCT_CHARS,
  white: WHITE,
  other: OTHER,
  all: CHARS,
};
const TOKEN_COUNTS: Record<string, number> = {
  alpha: ALPHA_TOKENS,
  num: NUM_TOKENS,
  mix: MIX_TOKENS,
  other: OTHER_TOKENS,
  all: TOKENS,
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
  /** One recipe per column of `columns`. */
  recipes: ColumnRecipe[];
}

/** What every column of one page reads: the per-block values, computed once per page. */
interface PageValues {
  blocks: readonly Block[];
  /** Each block's text statistics, `STAT_FIELDS` per block (`[i * STAT_FIELDS + field]`, text-stats.ts). */
  stats: Int32Array;
  /** Container flags, `K` per block. */
  flags: Uint8Array;
  K: number;
  /** Split counts, `S` per block. */
  counts: ArrayLike<number>;
  S: number;
  dupGroup: PageTallies['letterDuplicates']['group'];
  dupSize: PageTallies['letterDuplicates']['size'];
  /** Duplicate groups whose first block has been met (first-duplicate). */
  seen: Uint8Array;
  divs: PageTallies['divs'];
  tds: PageTallies['tds'];
  plainDenominator: number;
  /** Page-level values, the same in every row (`document.*`). */
  docValues: Record<string, string>;
}

/**
 * How one column is made, compiled once per feature set: `fill` writes the column's value of every block, in
 * block order (which first-duplicate relies on). The fill functions are module functions reading their column's
 * settings from the recipe, not closures made per page: V8 holds optimized code weakly, so the ~20 kinds of
 * closures made for each page lost their compiled code at each full GC and were compiled again (5–6 times each
 * on 358 development pages), and each column's loop now calls one known function.
 */
interface ColumnRecipe {
  column: string;
  fill: (out: string[], r: ColumnRecipe, page: PageValues) => void;
  /** Index among the set's containers or splits. */
  k: number;
  bins: Bins;
  scale: number;
  /** The statistics field counted, and the one a `-rel` column divides by. */
  count: number;
  total: number;
  patterns: PatternFamily;
}

const NO_BINS = new Bins([]);
const NO_PATTERNS: PatternFamily = compileFamily('none', []);
const NO_COUNT = -1;

function fillContainer(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = p.flags[i * p.K + r.k] ? '1' : '0';
}
function fillSplit(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = r.bins.label(p.counts[i * p.S + r.k]);
}
function fillCountAbs(out: string[], r: ColumnRecipe, p: PageValues): void {
  const { stats } = p;
  for (let i = 0; i < out.length; i++) out[i] = r.bins.label(stats[i * STAT_FIELDS + r.count]);
}
function fillCountRel(out: string[], r: ColumnRecipe, p: PageValues): void {
  const { stats } = p;
  for (let i = 0; i < out.length; i++) {
    const at = i * STAT_FIELDS;
    out[i] = scaled(stats[at + r.count] / Math.max(stats[at + r.total], 1), r.scale);
  }
}
function fillRegexp(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = firstMatch(r.patterns, regexpInput(p.blocks[i].text));
}
function fillDocument(out: string[], r: ColumnRecipe, p: PageValues): void {
  out.fill(p.docValues[r.column]);
}
function fillSentenceCount(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = r.bins.label(p.stats[i * STAT_FIELDS + SENTENCES]);
}
function fillSentenceLength(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++)
    out[i] = r.bins.label(p.blocks[i].words / Math.max(p.stats[i * STAT_FIELDS + SENTENCES], 1));
}
function fillSentenceBegin(out: string[], _r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = p.stats[i * STAT_FIELDS + SENTENCE_BEGIN] ? '1' : '0';
}
function fillSentenceEnd(out: string[], _r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = p.stats[i * STAT_FIELDS + SENTENCE_END] ? '1' : '0';
}
function fillFirstDuplicate(out: string[], _r: ColumnRecipe, p: PageValues): void {
  const { dupGroup, dupSize, seen } = p;
  for (let i = 0; i < out.length; i++) {
    const g = dupGroup[i];
    if (g < 0 || dupSize[g] < 2 || seen[g]) out[i] = '0';
    else {
      seen[g] = 1;
      out[i] = '1';
    }
  }
}
function fillDuplicateCount(out: string[], r: ColumnRecipe, p: PageValues): void {
  const { dupGroup, dupSize } = p;
  for (let i = 0; i < out.length; i++) out[i] = r.bins.label(dupGroup[i] < 0 ? 0 : dupSize[dupGroup[i]]);
}
function fillBullet(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = bulletValue(r.patterns, regexpInput(p.blocks[i].text));
}
function fillDivRatio(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++)
    out[i] = scaled(p.divs.get(p.blocks[i].divGroup)!.plainWords / p.plainDenominator, r.scale);
}
function fillTdRatio(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++)
    out[i] = scaled(p.tds.get(p.blocks[i].tdGroup)!.plainWords / p.plainDenominator, r.scale);
}
function fillPosition(out: string[], r: ColumnRecipe, _p: PageValues): void {
  const n = out.length;
  for (let i = 0; i < n; i++) out[i] = scaled(n > 1 ? i / n : 0, r.scale);
}
function fillTag(out: string[], _r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = p.blocks[i].tag;
}
function fillParent(out: string[], _r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = ancestorName(p.blocks[i], 1);
}
function fillGrandparent(out: string[], _r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = ancestorName(p.blocks[i], 2);
}
function fillLinkDensity(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++)
    out[i] = scaled(p.blocks[i].linkWords / Math.max(p.blocks[i].words, 1), r.scale);
}
function fillTextLength(out: string[], r: ColumnRecipe, p: PageValues): void {
  for (let i = 0; i < out.length; i++) out[i] = r.bins.label(p.stats[i * STAT_FIELDS + CHARS]);
}

/** The page-level columns (their values are computed per page, in `extractFeatureColumns`). */
const DOCUMENT_COLUMNS = new Set([
  'document.word-count',
  'document.sentence-count',
  'document.block-count',
  'document.max-div-group',
  'document.max-td-group',
]);

/** The recipe of column `col` of `set`. */
function recipeOf(
  set: FeatureSet,
  col: string,
  containers: ReturnType<typeof indexByTag>,
  splits: ReturnType<typeof indexByTag>,
  regexps: Record<string, PatternFamily>,
  bullets: PatternFamily,
): ColumnRecipe {
  const r: ColumnRecipe = {
    column: col,
    fill: fillDocument,
    k: -1,
    bins: NO_BINS,
    scale: 10,
    count: NO_COUNT,
    total: NO_COUNT,
    patterns: NO_PATTERNS,
  };
  const binsOf = (family: string) => new Bins(bound(set, col, family));
  const fam = familyOf(col);
  const rest = col.slice(fam.length + 1);
  if (fam === 'container') return { ...r, fill: fillContainer, k: containers.names.indexOf(rest) };
  if (fam === 'split') return { ...r, fill: fillSplit, k: splits.names.indexOf(rest), bins: binsOf('split') };
  if (fam === 'char' || fam === 'token') {
    const m = /^(\w+)-(abs|rel)$/.exec(rest)!;
    const count = (fam === 'char' ? CHAR_COUNTS : TOKEN_COUNTS)[m[1]];
    const total = fam === 'char' ? CHAR_COUNTS.all : TOKEN_COUNTS.all;
    if (m[2] === 'abs') return { ...r, fill: fillCountAbs, count, bins: binsOf(`${fam}-abs`) };
    return { ...r, fill: fillCountRel, count, total, scale: scaleOf(set, col, `${fam}-rel`) };
  }
  if (fam === 'regexp') return { ...r, fill: fillRegexp, patterns: regexps[rest] };
  if (DOCUMENT_COLUMNS.has(col)) return r;
  switch (col) {
    case 'sentence.count':
      return { ...r, fill: fillSentenceCount, bins: binsOf('sentence') };
    case 'sentence.avg-length':
      return { ...r, fill: fillSentenceLength, bins: binsOf('sentence') };
    case 'sentence-begin':
      return { ...r, fill: fillSentenceBegin };
    case 'sentence-end':
      return { ...r, fill: fillSentenceEnd };
    case 'first-duplicate':
      return { ...r, fill: fillFirstDuplicate };
    case 'duplicate-count':
      return { ...r, fill: fillDuplicateCount, bins: binsOf(col) };
    case 'bullet':
      return { ...r, fill: fillBullet, patterns: bullets };
    case 'div-group.word-ratio':
      return { ...r, fill: fillDivRatio, scale: scaleOf(set, col, 'word-ratio') };
    case 'td-group.word-ratio':
      return { ...r, fill: fillTdRatio, scale: scaleOf(set, col, 'word-ratio') };
    case 'position':
      return { ...r, fill: fillPosition, scale: scaleOf(set, col, col) };
    case 'ext.tag':
      return { ...r, fill: fillTag };
    case 'ext.parent':
      return { ...r, fill: fillParent };
    case 'ext.grandparent':
      return { ...r, fill: fillGrandparent };
    case 'ext.link-density':
      return { ...r, fill: fillLinkDensity, scale: scaleOf(set, col, col) };
    case 'ext.text-length':
      return { ...r, fill: fillTextLength, bins: binsOf(col) };
  }
  throw new Error(`no extractor for feature ${col}`);
}

// Compiled once per feature set object (feature sets are not changed once in use), not once per page.
const compiledSets = new WeakMap<FeatureSet, CompiledSet>();

function compileSet(set: FeatureSet): CompiledSet {
  let c = compiledSets.get(set);
  if (!c) {
    const columns = enabledColumns(set);
    const containers = indexByTag(set.containers);
    const splits = indexByTag(set.splits);
    const regexps: Record<string, PatternFamily> = Object.fromEntries(
      Object.entries(set.regexps).map(([k, v]) => [k, compileFamily(`regexp-${k}`, v)]),
    );
    const bullets = compileFamily('bullet', set.bullets);
    const recipes = columns.map((col) => recipeOf(set, col, containers, splits, regexps, bullets));
    c = { columns, containers, splits, recipes };
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
  const { columns, containers, splits, recipes } = compileSet(set);
  const n = blocks.length;

  const stats = new Int32Array(n * STAT_FIELDS);
  let docWords = 0;
  let docSentences = 0;
  for (let i = 0; i < n; i++) {
    textStatsInto(blocks[i].text, stats, i * STAT_FIELDS);
    docWords += blocks[i].words;
    docSentences += stats[i * STAT_FIELDS + SENTENCES];
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

  const K = containers.names.length;
  const S = splits.names.length;
  const page: PageValues = {
    blocks,
    stats,
    flags: containerFlags(blocks, containers.byTag, K),
    K,
    counts: splitCounts(blocks, splits.byTag, S),
    S,
    dupGroup,
    dupSize,
    seen: new Uint8Array(dupSize.length),
    divs,
    tds,
    plainDenominator,
    docValues,
  };

  // Column by column (each column's loop runs over all blocks while it is hot), in block order (which
  // first-duplicate relies on). Each column is made at its final length: filled by push, a large page's
  // columns were copied at every growth, the largest allocation of the whole extraction (an allocation
  // profile over 358 pages: 170 MB of 1.9 GB).
  const values: string[][] = [];
  for (let c = 0; c < recipes.length; c++) {
    const column = new Array<string>(n);
    recipes[c].fill(column, recipes[c], page);
    values.push(column);
  }
  return { columns: [...columns], values };
}

/** Whether a crossed tag starts or ends a block-level element (shared with converters). */
export function isBlockBoundary(tag: string): boolean {
  return tag === 'br' || BLOCK_LEVEL.has(tag.charCodeAt(0) === 47 ? tag.slice(1) : tag);
}
