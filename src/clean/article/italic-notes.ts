// The notes that close an article set wholly in italics: an editor's note, the author's biography ("Jane Doe is
// a staff writer…"), a disclosure or the publisher's disclaimer. Writers set such a note apart from the body by
// its type, in every language: a paragraph whose every word lies in `<em>` or `<i>`, after the body's last plain
// paragraph. Markup only; nothing here reads the words.
import type { Block } from '../../blocks/block.js';
import type { ParentNode } from '../../html/node.js';
import { paragraphLines, paragraphOf } from './paragraph-of.js';

export interface ItalicNoteParams {
  /**
   * On a page taken as an article, the closing kept lines set wholly in italics go when they hold at most this
   * share of the kept words (0 = off).
   */
  articleItalicNotes?: number;
}

/** Fewest words of the plain line the notes must follow: the body's own paragraph, not a label or a date. */
const BODY_LINE = 10;
const ITALIC = new Set(['em', 'i']);

/** Whether an italic element holds the block's text inside its paragraph. */
function italic(b: Block): boolean {
  const top: ParentNode | null = paragraphOf(b);
  for (let e: ParentNode | null = b.node; e && e !== top && e.kind === 'element'; e = e.parent)
    if (ITALIC.has(e.name)) return true;
  return false;
}

interface Line {
  blocks: number[];
  words: number;
  italicWords: number;
}

/** The kept blocks grouped into their lines (`paragraphLines`), in order. */
function keptLines(blocks: readonly Block[], kept: readonly boolean[]): Line[] {
  const ids = paragraphLines(blocks);
  const lines: Line[] = [];
  let prev = Number.NaN;
  for (let i = 0; i < blocks.length; i++) {
    if (!kept[i]) continue;
    const id = ids[i];
    if (id !== prev || id === -1) lines.push({ blocks: [], words: 0, italicWords: 0 });
    prev = id;
    const line = lines[lines.length - 1];
    line.blocks.push(i);
    line.words += blocks[i].words;
    if (italic(blocks[i])) line.italicWords += blocks[i].words;
  }
  return lines;
}

/** 1 for each kept block of the closing italic lines, when a plain body line precedes them and they hold at most `maxShare` of the kept words. */
export function italicNoteBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const lines = keptLines(blocks, kept);
  let at = lines.length;
  let noteWords = 0;
  while (at > 0 && lines[at - 1].words > 0 && lines[at - 1].italicWords === lines[at - 1].words) {
    at--;
    noteWords += lines[at].words;
  }
  if (at === lines.length || at === 0 || lines[at - 1].words < BODY_LINE) return out;
  const total = lines.reduce((s, l) => s + l.words, 0);
  if (noteWords > maxShare * total) return out;
  for (let k = at; k < lines.length; k++) for (const i of lines[k].blocks) out[i] = 1;
  return out;
}
