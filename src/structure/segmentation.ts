// Kitten §3.3: parser-ready sentence boundaries. A full stop closes a heading, title, cell or paragraph that
// ends without one; a single <br> inside a paragraph does not cut the sentence.
import type { Block, Segment } from '../blocks/block.js';
import { startsParagraph } from '../clean/structural.js';
import type { LogSink } from '../log.js';
import { CLOSERS } from '../punctuation.js';
import { type AbbrFinder, expansionFor } from './abbr.js';

/**
 * Sentence-final marks (Latin, CJK and its halfwidth `｡`, Arabic, Urdu `۔`, Devanagari `।` `॥`, Armenian,
 * Ethiopic, Myanmar `။`, Tibetan `།`, the Greek question mark U+037E).
 */
const FINAL = new Set([
  '.',
  '!',
  '?',
  '…',
  '。',
  '！',
  '？',
  '｡',
  '؟',
  '۔',
  '।',
  '॥',
  '։',
  '።',
  '။',
  '།',
  '\u037e',
  '‼',
  '⁇',
  '⁈',
  '⁉',
]);
/** Greek letters: after them a `;` is the Greek question mark (U+037E, which NFC turns into `;`), not a semicolon. */
const GREEK = /\p{Script=Greek}/u;
/** Non-final punctuation a line may end with; it becomes the full stop. */
const NON_FINAL = new Set([',', ';', ':', '、', '，', '；', '：', '،', '؛']);
const COLONS = new Set([':', '：']);

/** Whether `line` already ends with a sentence-final mark, possibly followed by closing quotes or brackets. */
export function endsSentence(line: string): boolean {
  let i = line.length - 1;
  while (i >= 0 && CLOSERS.has(line[i])) i--;
  return i >= 0 && (FINAL.has(line[i]) || (line[i] === ';' && i > 0 && GREEK.test(line[i - 1])));
}

/** Chinese and Japanese script (Han, kana, fullwidth forms) and CJK punctuation: closed by the ideographic stop. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** The full stop of the line's script: `。` after Chinese or Japanese text, `.` otherwise. */
function fullStopAfter(text: string): string {
  let i = text.length - 1;
  while (i >= 0 && CLOSERS.has(text[i])) i--;
  // The character before any closers decides (a surrogate pair's low half is read with its high half).
  const ch = i > 0 && /[\udc00-\udfff]/.test(text[i]) ? text.slice(i - 1, i + 1) : (text[i] ?? '');
  return CJK.test(ch) ? '。' : '.';
}

/**
 * A short list item as joined to the next one in a sentence: as it is when its last character is final
 * punctuation, a comma or a semicolon, else with the comma of its script (the enumeration comma `、` after
 * Chinese or Japanese text). A closing bracket or quote takes the comma (`(thanks to X!),`), and so does a colon,
 * which ends a label, not the item (`Assess:, Build:`).
 */
export function joinAsItem(text: string): string {
  const last = text.trimEnd().at(-1);
  if (last === undefined || FINAL.has(last) || (NON_FINAL.has(last) && !COLONS.has(last))) return text;
  return `${text}${fullStopAfter(text) === '。' ? '、' : ','}`;
}

/**
 * Closes a line as a sentence (Kitten §3.3, and §3.2.3 for items): nothing when it already ends with final
 * punctuation; a trailing comma, semicolon or colon becomes a full stop; otherwise a full stop is added
 * (after a closing bracket, dash or quote too, which are never replaced). After Chinese or Japanese text
 * the full stop is the ideographic `。`, never an ASCII one.
 */
export function closeSentence(line: string): string {
  const end = line.trimEnd();
  if (end === '' || endsSentence(end)) return end;
  const last = end[end.length - 1];
  if (NON_FINAL.has(last)) {
    const head = end.slice(0, -1).trimEnd();
    return `${head}${CJK.test(last) ? '。' : fullStopAfter(head)}`;
  }
  return `${end}${fullStopAfter(end)}`;
}

/** A run of kept blocks Kitten writes as one line (before list and sentence rules). */
export interface Unit {
  blocks: Block[];
  /** The blocks' text, abbreviations expanded when that rule is on. */
  text: string;
  label: Segment['label'];
}

function countBr(block: Block): number {
  let n = 0;
  for (const t of block.crossed) if (t === 'br') n++;
  return n;
}

export interface UnitOptions {
  segmentation: boolean;
  /** Expands abbreviations when set. */
  abbr: AbbrFinder | null;
  /** Returns a key per block; a unit never spans two keys (the list item a block belongs to). */
  itemKey: ((b: Block) => unknown) | null;
  log: LogSink;
}

/**
 * Cuts one of a cleaner's segments into units. With segmentation on, a unit ends at a paragraph boundary even when
 * the cleaner (CRF, Kimatu) labelled the next block a continuation, and a single `<br>` is a space; with it
 * off, every `<br>` ends the line.
 */
export function segmentUnits(seg: Segment, o: UnitOptions): Unit[] {
  const units: Unit[] = [];
  let current: Block[] = [];
  let prevKey: unknown;
  for (let i = 0; i < seg.blocks.length; i++) {
    const b = seg.blocks[i];
    const key = o.itemKey ? o.itemKey(b) : undefined;
    if (i > 0) {
      const cut = o.segmentation ? startsParagraph(b) : countBr(b) > 0;
      if (cut || key !== prevKey) {
        units.push(makeUnit(current, units.length === 0 ? seg.label : 'p', o));
        current = [];
      }
    }
    current.push(b);
    prevKey = key;
  }
  if (current.length) units.push(makeUnit(current, units.length === 0 ? seg.label : 'p', o));
  return units;
}

function makeUnit(blocks: Block[], label: Segment['label'], o: UnitOptions): Unit {
  const parts: string[] = [];
  let abbrText = '';
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (i > 0 && b.spaceBefore) parts.push(' ');
    parts.push(b.text);
    if (!o.abbr) continue;
    const a = o.abbr.of(b.node);
    if (!a) continue;
    abbrText += (abbrText && b.spaceBefore ? ' ' : '') + b.text;
    const next = blocks[i + 1];
    if (next && o.abbr.of(next.node)?.el === a.el) continue;
    const shown = abbrText;
    abbrText = '';
    const exp = expansionFor(shown, a);
    if (!exp) continue;
    parts.push(exp);
    o.log({ type: 'abbr-expanded', abbr: shown, expansion: a.title });
  }
  return { blocks, text: parts.join(''), label };
}
