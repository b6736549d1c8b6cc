// Discrete per-block columns for the CRF: the block's markup context (tags, containers, crossed tags), its
// text shape, and page-level evidence (Victor's div/td-group word ratios, group link density, Kimatu-like
// style-group size, duplicates, position). One linear pass over the blocks plus per-group tallies.
import type { Block } from '../../blocks/block.js';
import { BLOCK_LEVEL } from '../../html/tags.js';

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

/** Largest bound ≤ x, as a label (Victor's "largest less-or-equal" discretisation). */
function bin(x: number, bounds: readonly number[]): string {
  let k = 0;
  for (let i = 0; i < bounds.length; i++) if (x >= bounds[i]) k = i;
  return String(bounds[k]);
}

const WORD_BINS = [0, 1, 2, 3, 4, 6, 10, 15, 25, 50, 100];
const RATIO_BINS = [0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.9];
const DENSITY_BINS = [0, 2, 4, 8, 15, 30, 60];

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

/** Set of container classes present among the enclosing elements, as a sorted letter string. */
function containerClasses(b: Block): string {
  let mask = '';
  for (const c of b.containers) {
    const k = CONTAINER_CLASS[c];
    if (k && !mask.includes(k)) mask += k;
  }
  return mask.split('').sort().join('') || '-';
}

/** Tags crossed since the previous block, reduced to what separates paragraphs. */
function splitClass(b: Block): string {
  let br = 0;
  let block = false;
  let p = false;
  let hr = false;
  let inline = false;
  for (const t of b.crossed) {
    const name = t.startsWith('/') ? t.slice(1) : t;
    if (t === 'br') br++;
    else if (name === 'br') continue;
    else if (name === 'p') p = true;
    else if (name === 'hr') hr = true;
    else if (BLOCK_LEVEL.has(name) || name === 'li' || name === 'td' || name === 'tr') block = true;
    else inline = true;
  }
  return `${Math.min(br, 2)}${p ? 'p' : ''}${hr ? 'r' : ''}${block ? 'b' : ''}${inline ? 'i' : ''}`;
}

const DATE = /\b(?:19|20)\d\d\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b\d{1,2}:\d\d\b/;
const URLISH = /https?:|www\.|\.(?:com|org|net)\b|@/i;
const MONTH = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d/i;

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
  else if (/[\p{L}]/u.test(last)) e = 'w';
  else if (last >= '0' && last <= '9') e = 'd';
  else if (last === '|' || last === '»') e = '|';
  return f + e;
}

function patternOf(text: string): string {
  if (text.length > 200) return '-';
  if (URLISH.test(text)) return 'url';
  if (DATE.test(text) || MONTH.test(text)) return 'date';
  if (/^[\d\s.,%$€£()/-]+$/.test(text)) return 'num';
  if (/^(?:©|\(c\)|copyright)/i.test(text)) return 'copy';
  return '-';
}

interface GroupTally {
  words: number;
  plainWords: number;
  linkWords: number;
  blocks: number;
}

function tally(
  blocks: readonly Block[],
  key: (b: Block) => number | string,
): Map<number | string, GroupTally> {
  const m = new Map<number | string, GroupTally>();
  for (const b of blocks) {
    const k = key(b);
    let g = m.get(k);
    if (!g) {
      g = { words: 0, plainWords: 0, linkWords: 0, blocks: 0 };
      m.set(k, g);
    }
    g.words += b.words;
    g.linkWords += b.linkWords;
    g.plainWords += b.words - b.linkWords;
    g.blocks++;
  }
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

function normalizedForDup(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The context columns of every block. */
export function contextFeatures(blocks: readonly Block[]): ColumnTable {
  const n = blocks.length;
  let docPlain = 0;
  for (const b of blocks) docPlain += b.words - b.linkWords;
  const denom = Math.max(docPlain, 1);
  const divs = tally(blocks, (b) => b.divGroup);
  const tds = tally(blocks, (b) => b.tdGroup);
  const styles = tally(blocks, (b) => b.styleKey);
  let maxStyle = 1;
  for (const g of styles.values()) maxStyle = Math.max(maxStyle, g.plainWords);
  let maxDiv = 0;
  for (const [k, g] of divs) if (k !== -1) maxDiv = Math.max(maxDiv, g.plainWords / denom);
  let maxTd = 0;
  for (const [k, g] of tds) if (k !== -1) maxTd = Math.max(maxTd, g.plainWords / denom);
  const frag = `${bin(maxDiv, [0, 0.2, 0.5, 0.8])}/${bin(maxTd, [0, 0.2, 0.5, 0.8])}`;
  const dupCount = new Map<string, number>();
  const dupKeys = blocks.map((b) => normalizedForDup(b.text));
  for (const k of dupKeys) if (k) dupCount.set(k, (dupCount.get(k) ?? 0) + 1);

  const rows: string[][] = new Array(n);
  for (let i = 0; i < n; i++) {
    const b = blocks[i];
    const div = divs.get(b.divGroup)!;
    const td = tds.get(b.tdGroup)!;
    // Prefer the innermost of the two groups for link density and density.
    const group = b.divGroup === -1 ? td : b.tdGroup === -1 ? div : div.words <= td.words ? div : td;
    const style = styles.get(b.styleKey)!;
    const dups = dupKeys[i] ? dupCount.get(dupKeys[i])! : 0;
    rows[i] = [
      b.tag,
      b.node.name,
      outerTag(b),
      containerClasses(b),
      splitClass(b),
      bin(b.words, WORD_BINS),
      textShape(b.text),
      bin(n > 1 ? i / (n - 1) : 0, [0, 0.1, 0.2, 0.4, 0.6, 0.8, 0.9]),
      b.divGroup === -1 ? 'none' : bin(div.plainWords / denom, RATIO_BINS),
      b.tdGroup === -1 ? 'none' : bin(td.plainWords / denom, RATIO_BINS),
      bin(group.words ? group.linkWords / group.words : 0, [0, 0.1, 0.3, 0.5, 0.7, 0.9]),
      bin(group.words / group.blocks, DENSITY_BINS),
      bin(style.plainWords / maxStyle, [0, 0.05, 0.2, 0.5, 0.99]),
      dups <= 1 ? '1' : dups === 2 ? '2' : '3+',
      patternOf(b.text),
      frag,
    ];
  }
  return { columns: [...CONTEXT_COLUMNS], rows };
}
