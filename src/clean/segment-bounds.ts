// Segment boundaries from the page's layout, over the CRF's labels (the corpus scope's second pass). The CRF
// decides per block whether a kept block opens a segment (p/h/l) or continues the previous one (c); where the
// page's markup settles the question a browser would show the answer, and the CRF, trained on a few dozen
// pages, sometimes disagrees with it:
//   - text that follows kept text with only inline tags between (a link, bold, an image) is on the same line
//     of the same paragraph: it continues it (`joinInline`; in the main scope only inside a <p>, where a <kbd>
//     or <code> otherwise broke "Press Ctrl+Tab to switch." into three lines);
//   - a segment opened by a short line all in bold is a heading (`boldHeadings`, `bold-headings.ts`);
//   - a line after a single <br> that the CRF calls a heading or list item, with no heading or list-item
//     element around it, is the next line of the same segment (`breakContinues`): a title broken over two
//     lines, a contact block's URL under its phone number;
//   - a new <li> opens a segment even where the CRF continues the item before (`listItemOpens`);
//   - short alike paragraphs after a line ending with a colon are list items (`colonLists`, `colon-lists.ts`);
//   - a run of four or more short alike paragraphs is a list (`alikeLists`, `alike-lists.ts`);
//   - four or more short lines split by single <br> are a list (`breakLists`, `break-lists.ts`);
//   - a short line before a long paragraph is its heading (`shortHeadings`, `short-headings.ts`);
//   - a segment opened inside a heading element is a heading, inside a list item a list item (`markupKinds`);
//   - a long list item of several sentences is a paragraph (`longItems`, `long-items.ts`);
//   - a heading segment opened by a bold lead-in ending as a sentence or with a colon, with text after it on the
//     same line, is a paragraph (`runInHeads`), and a short bold title with no closing punctuation splits from
//     the sentence after it as a heading (`leadInSplit`; both `run-in-heads.ts`);
//   - a line after a bullet of its own (a table cell, an image's "bullet" alt text) is a list item (`bulletItems`);
//   - a line under a line that is only a web address continues its entry (`urlLines`, `url-lines.ts`);
//   - text after a blank line of two or more <br> opens a segment (`breaksOpen`; measured no better in an early
//     session, before the steps above, it now helps: kinds are settled after it);
//   - a capitalised line after a single <br> under a finished sentence opens a paragraph (`sentenceBreaks`,
//     `sentence-breaks.ts`: comments typed into a text box);
//   - numbered or dashed lines after a <br>, two or more, are list items (`typedLists`, `typed-lists.ts`).
// Giving a `c` after a dropped block its likeliest kind was tried and measured no better (models/README.md).
import type { Block, Label } from '../blocks/block.js';
import { WORDY } from '../blocks/segments.js';
import { BLOCK_LEVEL, HEADINGS, LIST_ITEMS } from '../html/vocabulary.js';
import { alikeListItems } from './alike-lists.js';
import { boldLineHeadings } from './bold-headings.js';
import { breakListItems } from './break-lists.js';
import { brokenSentenceLines } from './broken-sentences.js';
import { bulletItems } from './bullet-items.js';
import { colonListItems } from './colon-lists.js';
import { longItemParagraphs } from './long-items.js';
import { leadInSplits, runInHeadParagraphs } from './run-in-heads.js';
import { sentenceBreakOpeners } from './sentence-breaks.js';
import { breakLineTitles, shortLineHeadings } from './short-headings.js';
import { typedListItems } from './typed-lists.js';
import { urlLineEntries } from './url-lines.js';

export interface SegmentBoundParams {
  /** A kept block separated from the previous kept block by inline tags only continues it: 1 = everywhere
   * (the corpus scope), 2 = only inside a <p> element (the main scope: phrasing elements such as <kbd>, <code>,
   * <abbr> split running text into blocks the CRF may open a paragraph at, while outside a <p> spans glued
   * without a space are often laid out as lines of their own, a listing's date and duration); 0 = off. */
  joinInline?: number;
  /** A segment opened inside a heading element is `h`, inside a list item `l`, whatever the CRF says (0 = off). */
  markupKinds?: number;
  /** A segment opened by a line all in bold of at most this many words is a heading (`bold-headings.ts`; 0 = off). */
  boldHeadings?: number;
  /** A kept block after a single <br> from kept text, labelled h or l outside any heading or list-item
   * element, continues the segment before it (0 = off). */
  breakContinues?: number;
  /** A kept continuation that starts a new list item (an <li> opened since the previous block) opens a
   * segment of its markup kind (0 = off). */
  listItemOpens?: number;
  /** At least two short alike paragraphs in a row after a line ending with a colon are list items, each of at
   * most this many words and not ending as a sentence does (`colon-lists.ts`; 0 = off). */
  colonLists?: number;
  /** A paragraph of at most this many words, not ending as a sentence or with a colon, before a long paragraph
   * is a heading (`short-headings.ts`; 0 = off). */
  shortHeadings?: number;
  /** At least four short alike paragraphs in a row, each of at most this many words and not ending as a
   * sentence or with a colon, are list items (`alike-lists.ts`; 0 = off). */
  alikeLists?: number;
  /** At least four lines in a row inside a segment, each after a single <br> and of at most this many words,
   * not ending as a sentence or with a colon or comma, are list items (`break-lists.ts`; 0 = off). */
  breakLists?: number;
  /** A kept continuation after a blank line of two or more <br> opens a segment of its markup kind (0 = off). */
  breaksOpen?: number;
  /** A list item of at least this many words and two sentences or more is a paragraph (`long-items.ts`; 0 = off). */
  longItems?: number;
  /** An `h` segment outside heading elements opened by a bold lead-in ending as a sentence or with a colon,
   * whose line goes on with at least this many words not in bold, is a paragraph (`run-in-heads.ts`; 0 = off). */
  runInHeads?: number;
  /** A segment opening with a bold title of at most this many words, no closing punctuation, and more plain
   * text on the same line splits into a heading and a paragraph (`run-in-heads.ts`; 0 = off). */
  leadInSplit?: number;
  /** A segment's first line of at most this many words that looks like a title, before a long line after a
   * single <br>, splits into a heading and a paragraph (`short-headings.ts`; 0 = off). */
  breakTitles?: number;
  /** A kept block after a single <br> from kept text goes on the same line when the break cuts a sentence: the
   * line before does not end as a sentence or with a colon and this one opens with a lower-case letter
   * (`broken-sentences.ts`); 2 = also a heading element broken over two lines by a <br> (0 = off). */
  brokenSentences?: number;
  /** A kept line after a single <br> under a line that is only a web address continues the segment
   * (`url-lines.ts`; 0 = off). */
  urlLines?: number;
  /** A kept segment opener after a block that is only a bullet (a glyph, an image's "bullet" alt text) is a
   * list item (`bullet-items.ts`; 0 = off). */
  bulletItems?: number;
  /** A kept continuation after a single <br>, under a line of at least this many words ending as a sentence,
   * that opens with a capital letter opens a segment (`sentence-breaks.ts`; 0 = off). */
  sentenceBreaks?: number;
  /** Kept lines after a <br> opening with a list marker ("1.", "(2)", "II.", "-"), two or more in a row, are list
   * items (`typed-lists.ts`; 0 = off). */
  typedLists?: number;
}

/** What separates a block from the previous block in the source. */
export type Separation = 'block' | 'breaks' | 'break' | 'inline' | 'glued';

export function separation(b: Block): Separation {
  let brs = 0;
  for (const t of b.crossed) {
    if (t === 'br') brs++;
    else if (BLOCK_LEVEL.has(t.startsWith('/') ? t.slice(1) : t)) return 'block';
  }
  return brs >= 2 ? 'breaks' : brs === 1 ? 'break' : b.spaceBefore ? 'inline' : 'glued';
}

/** Whether the block goes on the previous block's line: only inline tags, or nothing, between them. */
export function onSameLine(b: Block): boolean {
  const sep = separation(b);
  return sep === 'inline' || sep === 'glued';
}

/** The page's own idea of a block's kind: heading, list item, or paragraph (the nearest of these around it). */
export function structuralKind(b: Block): 'p' | 'h' | 'l' {
  let n: Block['node'] | null = b.node;
  for (let depth = 0; n && depth < 64; depth++) {
    if (HEADINGS.has(n.name)) return 'h';
    if (LIST_ITEMS.has(n.name)) return 'l';
    if (n.name === 'p' || n.name === 'td' || n.name === 'th' || n.name === 'body') return 'p';
    n = n.parent?.kind === 'element' ? n.parent : null;
  }
  return 'p';
}

/** Rewrites the p/h/l/c labels of kept blocks in place; which blocks are kept does not change. */
export function settleSegmentBounds(
  blocks: readonly Block[],
  out: Label[],
  params: SegmentBoundParams,
): void {
  if (params.brokenSentences) brokenSentenceLines(blocks, out, params.brokenSentences);
  if (params.joinInline)
    for (let i = 1; i < blocks.length; i++) {
      if (out[i] === 'o' || out[i - 1] === 'o') continue;
      if (params.joinInline === 2 && blocks[i].tag !== 'p') continue;
      if (onSameLine(blocks[i])) out[i] = 'c';
    }
  // A blank line (two <br> or more) ends a paragraph: kept text after it opens a segment of its markup kind.
  // Before `boldHeadings` and `shortHeadings`, which may then call the new segment a heading.
  if (params.breaksOpen)
    for (let i = 1; i < blocks.length; i++)
      if (
        out[i] === 'c' &&
        out[i - 1] !== 'o' &&
        separation(blocks[i]) === 'breaks' &&
        WORDY.test(blocks[i].text)
      )
        out[i] = structuralKind(blocks[i]);
  if (params.sentenceBreaks) sentenceBreakOpeners(blocks, out, params.sentenceBreaks);
  if (params.boldHeadings) boldLineHeadings(blocks, out, params.boldHeadings);
  // After `boldHeadings`, which may call a short bold line after a <br> a heading.
  if (params.breakContinues)
    for (let i = 1; i < blocks.length; i++) {
      if ((out[i] !== 'h' && out[i] !== 'l') || out[i - 1] === 'o') continue;
      if (separation(blocks[i]) === 'break' && structuralKind(blocks[i]) === 'p') out[i] = 'c';
    }
  if (params.listItemOpens)
    for (let i = 1; i < blocks.length; i++)
      if (out[i] === 'c' && out[i - 1] !== 'o' && blocks[i].crossed.includes('li'))
        out[i] = structuralKind(blocks[i]);
  if (params.colonLists) colonListItems(blocks, out, params.colonLists);
  if (params.alikeLists) alikeListItems(blocks, out, params.alikeLists);
  if (params.breakLists) breakListItems(blocks, out, params.breakLists);
  if (params.shortHeadings) shortLineHeadings(blocks, out, params.shortHeadings);
  if (params.breakTitles) breakLineTitles(blocks, out, params.breakTitles);
  if (params.urlLines) urlLineEntries(blocks, out);
  if (params.markupKinds)
    for (let i = 0; i < blocks.length; i++) {
      if (out[i] === 'o' || out[i] === 'c') continue;
      const kind = structuralKind(blocks[i]);
      if (kind !== 'p') out[i] = kind;
    }
  if (params.bulletItems) bulletItems(blocks, out);
  if (params.typedLists) typedListItems(blocks, out);
  // After `markupKinds`, which makes every segment opened in an <li> a list item.
  if (params.longItems) longItemParagraphs(blocks, out, params.longItems, (b) => structuralKind(b) === 'l');
  // Last: whatever step called the segment a heading, its bold opening runs into its paragraph's text.
  if (params.runInHeads) runInHeadParagraphs(blocks, out, params.runInHeads);
  if (params.leadInSplit) leadInSplits(blocks, out, params.leadInSplit);
}
