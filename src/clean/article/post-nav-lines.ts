// A blog's previous/next post line kept at an article's edge: "« Older post title | Main | Newer post title »"
// (Movable Type's and TypePad's entry navigation), "‹ Back to story", "Next post →". The line is links and
// little else and starts with a left-pointing guillemet or arrow (or, above the story, ends with a right-pointing
// one); it names other posts, and the news golds (Dragnet, L3S-GN1) leave it out above the first paragraph and
// below the last (session 34, `lnk3`). Between kept text lines, and below them, a closing "»" or "→" ends the
// author's own calls ("Read Full … Review >>", "Up Next: … →", "Read the rest of this post on the original
// site »") that golds keep, so only the edges are read, and below the story only a line opening on "«".
// Markup, glyphs and counts only: nothing here reads the page's language.
import type { Block } from '../../blocks/block.js';
import { keptLines, keptLineText, textLineSpan } from './paragraph-of.js';

export interface PostNavLineParams {
  /** On a page taken as an article, drop a post-navigation link line kept above the first text line or below
   * the last (`article/post-nav-lines.ts`); 0 or absent = off. */
  articlePostNavLines?: number;
}

/** Fewest kept words of a line counted as the article's running text (as `edge-link-runs.ts`). */
const TEXT_WORDS = 10;
/** Most words such a line holds: two post titles and a separator. */
const MAX_WORDS = 40;
/** A block holding a letter or a digit (not a bare separator or glyph). */
const WORDLIKE = /[\p{L}\p{N}]/u;
/** A pointing glyph opening the line (the previous post) or closing it (the next one). */
const OPENS = /^\s*(?:«|‹|←|<<)/u;
const CLOSES = /(?:»|›|→|>>)\s*[.]?\s*$/u;

/** 1 for each kept block of a post-navigation line before the first or after the last text line. */
export function postNavLineBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  // a separator ("|", "»") between the links is no word of the line
  const lines = keptLines(blocks, kept, (b) => WORDLIKE.test(b.text));
  const isLinks = (k: number) => lines[k].linkWords >= 0.8 * lines[k].words;
  const isText = (k: number) => lines[k].words >= TEXT_WORDS && !isLinks(k);
  const span = textLineSpan(lines.length, isText);
  if (span === null) return marks;
  const { first, last } = span;
  lines.forEach((line, k) => {
    if (k >= first && k <= last) return;
    if (!isLinks(k) || line.words > MAX_WORDS) return;
    // Below the story a line closing on "»" is as often the author's "Read the rest of this post on the original
    // site »" or "Up Next: … →", which golds keep: only the previous post's "« …" line is read there.
    const text = keptLineText(blocks, kept, line);
    if (!OPENS.test(text) && !(k < first && CLOSES.test(text))) return;
    for (let i = line.from; i < line.to; i++) if (kept[i]) marks[i] = 1;
  });
  return marks;
}
