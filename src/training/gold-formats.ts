// The development corpora's gold formats → gold segments (described in the corpora's own README):
//   CleanEval: `URL:` line, segments opened by `<p>`, `<h>`, `<l>` — kinds are the markers.
//   Dragnet: plain text, one paragraph per line; user comments after a `!@#$%^&*()  COMMENTS` line.
//   L3S-GN1: the page's HTML with `<span class="x-nc-selN">` around annotated text (see l3s.ts).
//   Readability.js tests: the HTML Readability.js returns — all of its text is content, one segment a block.
//   WCXB dev: plain main-content text, one segment a line (no comments marker).

import { htmlMainText } from '../eval/text-formats.js';
import type { GoldSegment } from './align.js';
import { alignTokens } from './tokens.js';

const MARKER = /<([phl])>/gi;

export function cleanevalSegments(gold: string): GoldSegment[] {
  const body = gold.replace(/^\s*URL:[^\n]*\n/, '');
  const out: GoldSegment[] = [];
  let last = 0;
  let kind: GoldSegment['kind'] = 'p';
  const push = (text: string) => {
    const tokens = alignTokens(text);
    if (tokens.length) out.push({ kind, tokens });
  };
  for (const m of body.matchAll(MARKER)) {
    push(body.slice(last, m.index));
    kind = m[1].toLowerCase() as 'p' | 'h' | 'l';
    last = m.index + m[0].length;
  }
  push(body.slice(last));
  return out;
}

/** Whether a line is Dragnet's comments marker: punctuation from `!@#$%^&*()` (spaces allowed), `COMMENTS`. */
export function isDragnetCommentsLine(line: string): boolean {
  const t = line.trim();
  if (!t.endsWith('COMMENTS')) return false;
  const prefix = t.slice(0, -'COMMENTS'.length);
  let marks = 0;
  for (const ch of prefix) {
    if ('!@#$%^&*()'.includes(ch)) marks++;
    else if (ch !== ' ' && ch !== '\t') return false;
  }
  return marks >= 3;
}

/**
 * Dragnet gold: each non-empty line a paragraph. Comments are not main content by default (as the article
 * benchmarks and the eval module score them); they stay in the alignment as non-content so that comment
 * blocks are labelled `o` rather than drifting onto similar content text.
 */
export function dragnetSegments(gold: string, commentsAreContent: boolean): GoldSegment[] {
  const out: GoldSegment[] = [];
  let inComments = false;
  for (const line of gold.split('\n')) {
    if (!inComments && isDragnetCommentsLine(line)) {
      inComments = true;
      continue;
    }
    const tokens = alignTokens(line);
    if (tokens.length) out.push({ kind: inComments && !commentsAreContent ? null : 'p', tokens });
  }
  return out;
}

/** Plain-text gold (WCXB's main content): each non-empty line a paragraph, all of it content. */
export function plainSegments(gold: string): GoldSegment[] {
  return dragnetSegments(gold, true);
}

/** HTML gold (Readability.js's expected output): the text of each block-level element a paragraph. */
export function htmlSegments(gold: string): GoldSegment[] {
  return plainSegments(htmlMainText(gold));
}
