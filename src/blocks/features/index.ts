// Victor's block features (his chapter 4) as a table of discretised string values, one row per block and
// one column per enabled feature (`crf-features` of the configuration). Linear in the number of blocks and
// the length of their text: per-block statistics in one pass, group and duplicate tallies in maps.
import type { FeatureConfig } from '../../config/types.js';
import { BLOCK_LEVEL } from '../../html/tags.js';
import type { Block } from '../block.js';
import { largestLessOrEqual, scaled } from './discretize.js';
import { containerFlags, indexByTag, splitCounts } from './markup.js';
import { compileSafe, regexpInput } from './safe-regexp.js';
import { type TextStats, textStats } from './text-stats.js';

export interface FeatureTable {
  columns: string[];
  rows: string[][];
}

/** Column families `family.*` in `crf-features` expands to. */
function familyOf(column: string): string {
  const dot = column.indexOf('.');
  return dot < 0 ? column : column.slice(0, dot);
}

/** Every column the configuration can produce, in a stable order (before `crf-features` selects). */
export function availableColumns(config: FeatureConfig): string[] {
  return [
    ...Object.keys(config.containers).map((n) => `container.${n}`),
    ...Object.keys(config.splits).map((n) => `split.${n}`),
    ...['alpha', 'num', 'punct', 'white', 'other'].flatMap((c) => [`char.${c}-abs`, `char.${c}-rel`]),
    ...['alpha', 'num', 'mix', 'other'].flatMap((c) => [`token.${c}-abs`, `token.${c}-rel`]),
    'sentence.count',
    'sentence.avg-length',
    'sentence-begin',
    'sentence-end',
    'first-duplicate',
    'duplicate-count',
    ...Object.keys(config.regexps).map((n) => `regexp.${n}`),
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

/** The enabled columns: `crf-features` with `family.*` expanded; unknown names are a configuration error. */
export function enabledColumns(config: FeatureConfig): string[] {
  const all = availableColumns(config);
  const known = new Set(all);
  const out: string[] = [];
  for (const f of config.crfFeatures) {
    if (f.endsWith('.*')) {
      const fam = f.slice(0, -2);
      const members = all.filter((c) => familyOf(c) === fam && c !== fam);
      if (members.length === 0) throw new Error(`${config.name}: no feature matches ${f}`);
      out.push(...members);
    } else if (known.has(f)) out.push(f);
    else throw new Error(`${config.name}: unknown feature ${JSON.stringify(f)}`);
  }
  return [...new Set(out)];
}

/** Letters only, lower-cased: Victor compares duplicates ignoring whitespace and non-letters. */
function duplicateKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]+/gu, '');
}

function firstMatch(patterns: readonly RegExp[], text: string): string {
  for (let k = 0; k < patterns.length; k++) if (patterns[k].test(text)) return String(k + 1);
  return '0';
}

/** Which bullet patterns match, as `1+3` (0 for none): lists show up as runs of one value. */
function bulletValue(patterns: readonly RegExp[], text: string): string {
  let v = '';
  for (let k = 0; k < patterns.length; k++) if (patterns[k].test(text)) v += v ? `+${k + 1}` : String(k + 1);
  return v || '0';
}

interface GroupWords {
  plain: Map<number, number>;
  max: number;
}

/** Words not in links per group (blocks outside any group form group -1), and the largest group's share. */
function groupWords(blocks: readonly Block[], key: (b: Block) => number, docPlain: number): GroupWords {
  const plain = new Map<number, number>();
  for (const b of blocks) {
    const k = key(b);
    plain.set(k, (plain.get(k) ?? 0) + b.words - b.linkWords);
  }
  let max = 0;
  for (const [k, w] of plain) if (k !== -1) max = Math.max(max, w / docPlain);
  return { plain, max };
}

function ancestorName(b: Block, up: number): string {
  let n: Block['node'] | null = b.node;
  for (let k = 0; k < up && n; k++) n = n.parent?.kind === 'element' ? n.parent : null;
  return n ? n.name : '-';
}

function bound(config: FeatureConfig, column: string, family: string): number[] {
  return config.values[column] ?? config.values[family] ?? [];
}

function scaleOf(config: FeatureConfig, column: string, family: string): number {
  return config.scales[column] ?? config.scales[family] ?? 10;
}

export function extractFeatures(blocks: readonly Block[], config: FeatureConfig): FeatureTable {
  const columns = enabledColumns(config);
  const n = blocks.length;
  const containers = indexByTag(config.containers);
  const splits = indexByTag(config.splits);
  const regexps = Object.fromEntries(
    Object.entries(config.regexps).map(([k, v]) => [k, compileSafe(`regexp-${k}`, v)]),
  );
  const bullets = compileSafe('bullet', config.bullets);

  const stats: TextStats[] = new Array(n);
  const dupKeys: string[] = new Array(n);
  const dupCount = new Map<string, number>();
  let docWords = 0;
  let docPlain = 0;
  let docSentences = 0;
  for (let i = 0; i < n; i++) {
    const b = blocks[i];
    stats[i] = textStats(b.text);
    docWords += b.words;
    docPlain += b.words - b.linkWords;
    docSentences += stats[i].sentences;
    dupKeys[i] = duplicateKey(b.text);
    if (dupKeys[i]) dupCount.set(dupKeys[i], (dupCount.get(dupKeys[i]) ?? 0) + 1);
  }
  const plainDenominator = Math.max(docPlain, 1);
  const divs = groupWords(blocks, (b) => b.divGroup, plainDenominator);
  const tds = groupWords(blocks, (b) => b.tdGroup, plainDenominator);

  // Page-level values, the same in every row.
  const maxGroupScale = (c: string) => scaleOf(config, c, 'document.max-group');
  const docValues: Record<string, string> = {
    'document.word-count': largestLessOrEqual(docWords, bound(config, 'document.word-count', 'document')),
    'document.sentence-count': largestLessOrEqual(
      docSentences,
      bound(config, 'document.sentence-count', 'document'),
    ),
    'document.block-count': largestLessOrEqual(n, bound(config, 'document.block-count', 'document')),
    'document.max-div-group': scaled(divs.max, maxGroupScale('document.max-div-group')),
    'document.max-td-group': scaled(tds.max, maxGroupScale('document.max-td-group')),
  };

  // One function per column, bound once; each reads the per-block values computed above.
  const seen = new Set<string>();
  let flags: Uint8Array = new Uint8Array(0);
  let counts: Uint32Array = new Uint32Array(0);
  let current = -1;
  const prepare = (i: number) => {
    if (current === i) return;
    current = i;
    flags = containerFlags(blocks[i], containers.byTag, containers.names.length);
    counts = splitCounts(blocks[i], splits.byTag, splits.names.length);
  };
  const charKey: Record<string, keyof TextStats> = {
    alpha: 'alpha',
    num: 'num',
    punct: 'punct',
    white: 'white',
    other: 'other',
  };
  const tokenKey: Record<string, keyof TextStats> = {
    alpha: 'alphaTokens',
    num: 'numTokens',
    mix: 'mixTokens',
    other: 'otherTokens',
  };
  const makers = columns.map((col): ((i: number) => string) => {
    const fam = familyOf(col);
    const rest = col.slice(fam.length + 1);
    if (fam === 'container') {
      const k = containers.names.indexOf(rest);
      return (i) => {
        prepare(i);
        return flags[k] ? '1' : '0';
      };
    }
    if (fam === 'split') {
      const k = splits.names.indexOf(rest);
      const b = bound(config, col, 'split');
      return (i) => {
        prepare(i);
        return largestLessOrEqual(counts[k], b);
      };
    }
    if (fam === 'char' || fam === 'token') {
      const m = /^(\w+)-(abs|rel)$/.exec(rest)!;
      const key = (fam === 'char' ? charKey : tokenKey)[m[1]];
      const total: keyof TextStats = fam === 'char' ? 'chars' : 'tokens';
      if (m[2] === 'abs') {
        const b = bound(config, col, `${fam}-abs`);
        return (i) => largestLessOrEqual(stats[i][key] as number, b);
      }
      const sc = scaleOf(config, col, `${fam}-rel`);
      return (i) => scaled((stats[i][key] as number) / Math.max(stats[i][total] as number, 1), sc);
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
        const b = bound(config, col, 'sentence');
        return (i) => largestLessOrEqual(stats[i].sentences, b);
      }
      case 'sentence.avg-length': {
        const b = bound(config, col, 'sentence');
        return (i) => largestLessOrEqual(blocks[i].words / Math.max(stats[i].sentences, 1), b);
      }
      case 'sentence-begin':
        return (i) => (stats[i].sentenceBegin ? '1' : '0');
      case 'sentence-end':
        return (i) => (stats[i].sentenceEnd ? '1' : '0');
      case 'first-duplicate':
        return (i) => {
          const k = dupKeys[i];
          if (!k || dupCount.get(k)! < 2 || seen.has(k)) return '0';
          seen.add(k);
          return '1';
        };
      case 'duplicate-count': {
        const b = bound(config, col, col);
        return (i) => largestLessOrEqual(dupKeys[i] ? dupCount.get(dupKeys[i])! : 0, b);
      }
      case 'bullet':
        return (i) => bulletValue(bullets, regexpInput(blocks[i].text));
      case 'div-group.word-ratio': {
        const sc = scaleOf(config, col, 'word-ratio');
        return (i) => scaled(divs.plain.get(blocks[i].divGroup)! / plainDenominator, sc);
      }
      case 'td-group.word-ratio': {
        const sc = scaleOf(config, col, 'word-ratio');
        return (i) => scaled(tds.plain.get(blocks[i].tdGroup)! / plainDenominator, sc);
      }
      case 'position': {
        const sc = scaleOf(config, col, col);
        return (i) => scaled(n > 1 ? i / n : 0, sc);
      }
      case 'ext.tag':
        return (i) => blocks[i].tag;
      case 'ext.parent':
        return (i) => ancestorName(blocks[i], 1);
      case 'ext.grandparent':
        return (i) => ancestorName(blocks[i], 2);
      case 'ext.link-density': {
        const sc = scaleOf(config, col, col);
        return (i) => scaled(blocks[i].linkWords / Math.max(blocks[i].words, 1), sc);
      }
      case 'ext.text-length': {
        const b = bound(config, col, col);
        return (i) => largestLessOrEqual(stats[i].chars, b);
      }
    }
    throw new Error(`no extractor for feature ${col}`);
  });

  const rows: string[][] = new Array(n);
  for (let i = 0; i < n; i++) {
    const row: string[] = new Array(makers.length);
    for (let c = 0; c < makers.length; c++) row[c] = makers[c](i);
    rows[i] = row;
  }
  return { columns, rows };
}

/** Whether a crossed tag starts or ends a block-level element (shared with converters). */
export function isBlockBoundary(tag: string): boolean {
  return tag === 'br' || BLOCK_LEVEL.has(tag.charCodeAt(0) === 47 ? tag.slice(1) : tag);
}
