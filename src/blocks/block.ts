// A block is Victor's unit of decision: a run of text between two tags, with its context in the tree.
import type { ElementNode } from '../html/node.js';

/** p paragraph, h heading, l list item, c continuation of the previous kept block, o other (boilerplate). */
export type Label = 'p' | 'h' | 'l' | 'c' | 'o';
export const LABELS: readonly Label[] = ['p', 'h', 'l', 'c', 'o'];

export interface Block {
  /** Position in the page, from 0. */
  id: number;
  /** Text with whitespace runs collapsed to one space and trimmed. Never empty. */
  text: string;
  /** The element that directly holds the text. */
  node: ElementNode;
  /** Names of the enclosing elements, outermost first (the innermost 64 at most). */
  containers: string[];
  /** Tags crossed since the previous block: `x` for `<x>`, `/x` for `</x>` (Victor's `distance`). */
  crossed: string[];
  /** Whether whitespace or a tag separated this block's text from the previous block's in the source. */
  spaceBefore: boolean;
  /** Name of the innermost block-level container (p, h2, li, td, div…). */
  tag: string;
  /** Kimatu's aspect: names and class/style attributes of the block's enclosing elements. */
  styleKey: string;
  /** Index of the nearest enclosing `<div>` (Victor's div-group), -1 if none. */
  divGroup: number;
  /** Index of the nearest enclosing `<td>`/`<th>` (Victor's td-group), -1 if none. */
  tdGroup: number;
  /** Whitespace-separated tokens in `text`. */
  words: number;
  /** Tokens of `text` inside an `<a href>` (the whole block when inside a link). */
  linkWords: number;
  /** Whether any enclosing element is a link. */
  inLink: boolean;
}

/** A kept run of blocks: one labelled block followed by its continuation (`c`) blocks. */
export interface Segment {
  label: 'p' | 'h' | 'l';
  blocks: Block[];
  text: string;
}
