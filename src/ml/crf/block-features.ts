// Discrete per-block columns for the CRF: the block's markup context (tags, containers, crossed tags), its
// text shape, and page-level evidence (Victor's div/td-group word ratios, group link density, Kimatu-like
// style-group size, duplicates, position). One linear pass over the blocks plus per-group tallies.
import type { Block } from '../../blocks/block.js';
import { Bins } from '../../blocks/features/discretize.js';
import { sameNames } from '../../blocks/features/markup.js';
import { type PageTallies, pageTallies } from '../../blocks/page-tallies.js';
import { BLOCK_LEVEL } from '../../html/vocabulary.js';
import { emptyColumns } from './empty-columns.js';
import { STRUCTURE_COLUMNS, structureColumns } from './structure-columns.js';
import { rowsOfColumns } from './template.js';

export interface ColumnTable {
  columns: string[];
  rows: string[][];
}

export const CONTEXT_COLUMNS = [
  'tag',
  'parent',
  'outer',
  'cont',
  'split',
  'words',
  'shape',
  'pos',
  'divr',
  'tdr',
  'glink',
  'gdens',
  'style',
  'dup',
  'pattern',
  'frag',
] as const;

// Victor's "largest less-or-equal" discretisation, labels made once.
const WORD_BINS = new Bins([0, 1, 2, 3, 4, 6, 10, 15, 25, 50, 100]);
const RATIO_BINS = new Bins([0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9]);
const DENSITY_BINS = new Bins([0, 2, 4, 8, 15, 30, 60]);
const FRAGMENT_BINS = new Bins([0, 0.2, 0.5, 0.8]);
const POSITION_BINS = new Bins([0, 0.1, 0.2, 0.4, 0.6, 0.8, 0.9]);
const LINK_BINS = new Bins([0, 0.1, 0.3, 0.5, 0.7, 0.9]);
const STYLE_BINS = new Bins([0, 0.05, 0.2, 0.5, 0.99]);

const CONTAINER_CLASS: Record<string, string> = {
  h1: 'H',
  h2: 'H',
  h3: 'H',
  h4: 'H',
  h5: 'H',
  h6: 'H',
  li: 'L',
  dt: 'L',
  dd: 'L',
  a: 'A',
  p: 'P',
  td: 'T',
  th: 'T',
  b: 'B',
  strong: 'B',
  em: 'I',
  i: 'I',
  form: 'F',
  button: 'F',
  label: 'F',
  blockquote: 'Q',
  pre: 'R',
  table: 'T',
  ul: 'U',
  ol: 'U',
  nav: 'N',
  header: 'N',
  footer: 'N',
  aside: 'N',
  article: 'X',
  main: 'X',
};

// Container classes as bits (letters in alphabetical order), and the sorted letter string of each set seen.
const CLASS_LETTERS = [...new Set(Object.values(CONTAINER_CLASS))].sort();
const CLASS_BIT = new Map<string, number>(
  Object.entries(CONTAINER_CLASS).map(([tag, letter]) => [tag, 1 << CLASS_LETTERS.indexOf(letter)]),
);
const classStrings = new Map<number, string>();

/** Set of container classes present among the enclosing elements, as a sorted letter string. */
function containerClasses(b: Block): string {
  let mask = 0;
  for (const c of b.containers) mask |= CLASS_BIT.get(c) ?? 0;
  let s = classStrings.get(mask);
  if (s === undefined) {
    s = CLASS_LETTERS.filter((_, k) => mask & (1 << k)).join('') || '-';
    classStrings.set(mask, s);
  }
  return s;
}

// What crossing a tag (`x` or `/x`) says about a paragraph break, as a bit; memoized per tag string.
const BR = 1; // an opening <br> (counted, up to 2)
const P = 2;
const HR = 4;
const BLOCK = 8;
const INLINE = 16;
const NOTHING = 0; // a closing </br>
const crossingKinds = new Map<string, number>();

function crossingKind(t: string): number {
  let kind = crossingKinds.get(t);
  if (kind === undefined) {
    const name = t.startsWith('/') ? t.slice(1) : t;
    if (t === 'br') kind = BR;
    else if (name === 'br') kind = NOTHING;
    else if (name === 'p') kind = P;
    else if (name === 'hr') kind = HR;
    else if (BLOCK_LEVEL.has(name) || name === 'li' || name === 'td' || name === 'tr') kind = BLOCK;
    else kind = INLINE;
    crossingKinds.set(t, kind);
  }
  return kind;
}

/** Tags crossed since the previous block, reduced to what separates paragraphs. */
function splitClass(b: Block): string {
  let br = 0;
  let seen = 0;
  for (const t of b.crossed) {
    const kind = crossingKind(t);
    if (kind === BR) br++;
    else seen |= kind;
  }
  return SPLIT_CLASSES[Math.min(br, 2) * 32 + seen];
}

// Every split class string, made once (a fresh string per block was garbage on every page).
const SPLIT_CLASSES = Array.from({ length: 96 }, (_, k) => {
  const seen = k & 31;
  return `${k >> 5}${seen & P ? 'p' : ''}${seen & HR ? 'r' : ''}${seen & BLOCK ? 'b' : ''}${seen & INLINE ? 'i' : ''}`;
});

const DATE = /\b(?:19|20)\d\d\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}:\d\d\b/;
const URLISH = /https?:|www\.|\.(?:com|org|net)\b|@/i;
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

/** Whether the UTF-16 unit at `i` is a letter (ASCII without the Unicode regexp). */
function isLetterAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  return /\p{L}/u.test(text[i]);
}

/** Shape of the text: first character class, last character class. */
function textShape(text: string): string {
  const first = text.charCodeAt(0);
  const last = text[text.length - 1];
  let f = 'o';
  if (first >= 65 && first <= 90) f = 'U';
  else if (first >= 97 && first <= 122) f = 'l';
  else if (first >= 48 && first <= 57) f = 'd';
  else if (first > 127)
    f = text[0].toUpperCase() !== text[0] ? 'l' : text[0].toLowerCase() !== text[0] ? 'U' : 'x';
  else if (text[0] === '•' || text[0] === '-' || text[0] === '*' || text[0] === '·') f = 'b';
  else if (text[0] === '|' || text[0] === '[' || text[0] === '»' || text[0] === '>') f = 'n';
  let e = 'o';
  if (last === '.' || last === '!' || last === '?') e = '.';
  else if (last === ':') e = ':';
  else if (last === ',' || last === ';') e = ',';
  else if (isLetterAt(text, text.length - 1)) e = 'w';
  else if (last >= '0' && last <= '9') e = 'd';
  else if (last === '|' || last === '»') e = '|';
  return f + e;
}

const NUMERIC = /^[\d\s.,%$€£()/-]+$/;
const COPYRIGHT = /^(?:©|\(c\)|copyright)/i;
/** Whether any of the five patterns matches (one scan; the case flag changes nothing for the digit ones). */
const ANY_PATTERN = new RegExp(
  [URLISH, DATE, MONTH, NUMERIC, COPYRIGHT].map((r) => `(?:${r.source})`).join('|'),
  'i',
);

function patternOf(text: string): string {
  if (text.length > 200 || !ANY_PATTERN.test(text)) return '-';
  if (URLISH.test(text)) return 'url';
  if (DATE.test(text) || MONTH.test(text)) return 'date';
  if (NUMERIC.test(text)) return 'num';
  if (COPYRIGHT.test(text)) return 'copy';
  return '-';
}

/** Words outside links per Kimatu style key (the enclosing elements' names and class/style attributes). */
function plainWordsByStyle(blocks: readonly Block[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const b of blocks) m.set(b.styleKey, (m.get(b.styleKey) ?? 0) + b.words - b.linkWords);
  return m;
}

function outerTag(b: Block): string {
  // The block-level element above the block's own container: what the paragraph sits in.
  let seen = false;
  for (let i = b.containers.length - 1; i >= 0; i--) {
    const c = b.containers[i];
    if (!BLOCK_LEVEL.has(c) && c !== 'li' && c !== 'td') continue;
    if (seen) return c;
    seen = true;
  }
  return '-';
}

/** The context columns of every block; `tallies` may be passed when another table of the page computed them. */
export function contextFeatures(
  blocks: readonly Block[],
  tallies: PageTallies = pageTallies(blocks),
): ColumnTable {
  const { columns, values } = contextColumns(blocks, tallies);
  return { columns, rows: rowsOfColumns(values, blocks.length) };
}

/**
 * `contextFeatures` column by column (`values[c][i]`), the form the CRF decodes: no row array per block
 * (a 200,000-block page's rows of 21 cells held about 40 MB, then a second copy as columns).
 */
export function contextColumns(
  blocks: readonly Block[],
  tallies: PageTallies = pageTallies(blocks),
): { columns: string[]; values: string[][] } {
  const n = blocks.length;
  const denom = Math.max(tallies.plainWords, 1);
  const { divs, tds } = tallies;
  const styles = plainWordsByStyle(blocks);
  let maxStyle = 1;
  for (const w of styles.values()) maxStyle = Math.max(maxStyle, w);
  let maxDiv = 0;
  for (const [k, g] of divs) if (k !== -1) maxDiv = Math.max(maxDiv, g.plainWords / denom);
  let maxTd = 0;
  for (const [k, g] of tds) if (k !== -1) maxTd = Math.max(maxTd, g.plainWords / denom);
  const frag = `${FRAGMENT_BINS.label(maxDiv)}/${FRAGMENT_BINS.label(maxTd)}`;
  const { group: dupGroup, size: dupSize } = tallies.wordDuplicates;

  const cols = emptyColumns(CONTEXT_COLUMNS.length, n);
  const [
    tag,
    parent,
    outer,
    cont,
    split,
    words,
    shape,
    pos,
    divr,
    tdr,
    glink,
    gdens,
    style,
    dup,
    pattern,
    fragment,
  ] = cols;
  let lastOuter = '';
  let lastClasses = '';
  for (let i = 0; i < n; i++) {
    const b = blocks[i];
    const div = divs.get(b.divGroup)!;
    const td = tds.get(b.tdGroup)!;
    // Prefer the innermost of the two groups for link density and density.
    const group = b.divGroup === -1 ? td : b.tdGroup === -1 ? div : div.words <= td.words ? div : td;
    const styleWords = styles.get(b.styleKey)!;
    const dups = dupGroup[i] < 0 ? 0 : dupSize[dupGroup[i]];
    // Both read the containers alone: a block inside the same elements as the previous one reuses them.
    if (i === 0 || !sameNames(b.containers, blocks[i - 1].containers)) {
      lastOuter = outerTag(b);
      lastClasses = containerClasses(b);
    }
    tag[i] = b.tag;
    parent[i] = b.node.name;
    outer[i] = lastOuter;
    cont[i] = lastClasses;
    split[i] = splitClass(b);
    words[i] = WORD_BINS.label(b.words);
    shape[i] = textShape(b.text);
    pos[i] = POSITION_BINS.label(n > 1 ? i / (n - 1) : 0);
    divr[i] = b.divGroup === -1 ? 'none' : RATIO_BINS.label(div.plainWords / denom);
    tdr[i] = b.tdGroup === -1 ? 'none' : RATIO_BINS.label(td.plainWords / denom);
    glink[i] = LINK_BINS.label(group.words ? group.linkWords / group.words : 0);
    gdens[i] = DENSITY_BINS.label(group.words / group.blocks);
    style[i] = STYLE_BINS.label(styleWords / maxStyle);
    dup[i] = dups <= 1 ? '1' : dups === 2 ? '2' : '3+';
    pattern[i] = patternOf(b.text);
    fragment[i] = frag;
  }
  // The structure columns come last: a model trained before them reads only the columns it names.
  return {
    columns: [...CONTEXT_COLUMNS, ...STRUCTURE_COLUMNS],
    values: [...cols, ...structureColumns(blocks)],
  };
}
