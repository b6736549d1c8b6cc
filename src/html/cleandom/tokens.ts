// The token vector CleanDOM's passes work on (seeds/003: "base elements (tags and text strings)").
import type { Attr } from '../node.js';

export interface StartToken {
  type: 'start';
  /** Lower-case element name. */
  name: string;
  attrs: Attr[];
  /** `<x/>`: an element that "can be empty" (Algorithm 2, lines 2-3). */
  selfClosing: boolean;
  /** True when a pass created the tag (the paper's bold "new" tags). */
  added: boolean;
}

export interface EndToken {
  type: 'end';
  name: string;
  added: boolean;
}

export interface TextToken {
  type: 'text';
  /** Entity-decoded text. */
  value: string;
}

/** script/style (and the other raw-text elements): one unit with no closing tag of its own for the passes. */
export interface RawToken {
  type: 'raw';
  name: string;
  attrs: Attr[];
  value: string;
}

export interface CommentToken {
  type: 'comment';
  value: string;
}

export interface DoctypeToken {
  type: 'doctype';
  value: string;
}

export type Token = StartToken | EndToken | TextToken | RawToken | CommentToken | DoctypeToken;

export function startTag(name: string, added = false, attrs: Attr[] = []): StartToken {
  return { type: 'start', name, attrs, selfClosing: false, added };
}

export function endTag(name: string, added = false): EndToken {
  return { type: 'end', name, added };
}
