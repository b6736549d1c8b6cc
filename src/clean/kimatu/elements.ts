// Kimatu's "HTML text elements": runs of blocks that render as one paragraph (a block-level tag or two
// <br>s start a new one, as the `none` cleaner reads them), each with its aspect and its counts.
import type { Block } from '../../blocks/block.js';
import { type ElementNode, getAttr } from '../../html/node.js';
import { BLOCK_LEVEL } from '../../html/vocabulary.js';
import { startsParagraph } from '../structural.js';

/** The attributes that set the look of text (as in `Block.styleKey`). */
const STYLE_ATTRS = ['class', 'style', 'align', 'face', 'size', 'color'];

function part(el: ElementNode): string {
  let s = el.name;
  for (const a of STYLE_ATTRS) {
    const v = getAttr(el, a);
    if (v) s += `[${a}=${v.trim()}]`;
  }
  return s;
}

/**
 * The aspect of a block's text, in the spirit of `Block.styleKey` but anchored on the paragraph: the
 * nearest block-level container and its parent (names and class/style attributes), plus the styled inline
 * elements (`<font face>`, `<span class>`) between the container and the text. Bare inline tags (`b`, `a`)
 * are left out, so a paragraph with a bold word keeps the aspect of its neighbours.
 */
export function aspectOf(block: Block): string {
  const inline: string[] = [];
  let el: ElementNode | null = block.node;
  for (let depth = 0; el && !BLOCK_LEVEL.has(el.name) && depth < 32; depth++) {
    if (el.attrs.length > 0 && STYLE_ATTRS.some((a) => getAttr(el!, a))) inline.push(part(el));
    el = el.parent?.kind === 'element' ? el.parent : null;
  }
  if (!el) return inline.reverse().join('>');
  const parent = el.parent?.kind === 'element' ? part(el.parent) : '';
  return `${parent}>${part(el)}|${inline.reverse().join('>')}`;
}

export interface TextElement {
  index: number;
  /** Blocks [first, end). */
  first: number;
  end: number;
  /** Kimatu's aspect (`aspectOf`) of its first text outside links (of its first text when all are links). */
  aspect: string;
  chars: number;
  words: number;
  /** Phrase-boundary punctuation marks. */
  punct: number;
  /** `<a href>` tags. */
  links: number;
  /** Words inside `<a href>`. */
  linkWords: number;
}

function isBoundaryFollower(c: string | undefined): boolean {
  return (
    c === undefined || c === ' ' || c === '"' || c === "'" || c === ')' || c === '”' || c === '’' || c === '»'
  );
}

/**
 * Counts punctuation used as phrase boundaries: `. , ; : ! ?` followed by a space, a closing quote or
 * bracket, or the end of the text — so `10.30`, `3,000` and `U.S.A` inside a word do not count — and a `.`
 * right after a lone capital (`J. Smith`, an initial or acronym) does not count.
 */
export function countPhrasePunctuation(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c !== '.' && c !== ',' && c !== ';' && c !== ':' && c !== '!' && c !== '?') continue;
    if (!isBoundaryFollower(text[i + 1])) continue;
    if (c === '.' && i >= 1 && /[A-Z]/.test(text[i - 1]) && (i === 1 || !/\p{L}/u.test(text[i - 2])))
      continue;
    n++;
  }
  return n;
}

export function buildElements(blocks: readonly Block[]): TextElement[] {
  const elements: TextElement[] = [];
  let cur: TextElement | null = null;
  let aspectFromLink = true;
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (!cur || startsParagraph(b)) {
      cur = {
        index: elements.length,
        first: i,
        end: i,
        aspect: aspectOf(b),
        chars: 0,
        words: 0,
        punct: 0,
        links: 0,
        linkWords: 0,
      };
      elements.push(cur);
      aspectFromLink = b.inLink;
    } else if (aspectFromLink && !b.inLink) {
      cur.aspect = aspectOf(b);
      aspectFromLink = false;
    }
    cur.end = i + 1;
    cur.chars += b.text.length + (cur.end - cur.first > 1 ? 1 : 0);
    cur.words += b.words;
    cur.punct += countPhrasePunctuation(b.text);
    cur.linkWords += b.linkWords;
    if (b.inLink && (b.crossed.includes('a') || i === cur.first || !blocks[i - 1].inLink)) cur.links++;
  }
  return elements;
}
