// A Q&A page's remarks: under its question and each answer, a Q&A site (Stack Exchange and its clones) shows
// one-line remarks ("Have you tried …?", "@user that link is dead"), each marked up in microdata as a schema.org
// Comment inside the Answer or Question item. WCXB's gold of a Q&A page is the question and its answers without
// them (six Stack Exchange sites: 6,000 remark words, none in the gold), but the CRF keeps many, as they are
// sentences. Markup, not words: language-neutral. A site that marks a thread's replies as Comments of a
// Question (no Answer items) has no remarks: its replies are the posts, so nothing goes unless the page marks
// up at least one Answer.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { underMatching } from '../html/tree-order.js';
import { itemTypesOf } from '../metadata/microdata.js';

export interface QaRemarksParams {
  /** Drop a Q&A page's remarks under its question and answers (`qaRemarkBlocks`): 0 = off, 1 = on pages declaring a thread. */
  threadQaRemarks?: number;
}

/** The element's microdata item types, lower-case, or none when it is no item. */
function itemTypes(e: ElementNode): string[] {
  return getAttr(e, 'itemscope') === undefined ? [] : itemTypesOf(e).map((t) => t.toLowerCase());
}

const isAnswer = (e: ElementNode) => itemTypes(e).includes('answer');

/** Whether the element is a Comment item inside an Answer or Question item. */
export function isQaRemark(e: ElementNode): boolean {
  if (!itemTypes(e).includes('comment')) return false;
  for (let p = e.parent; p && p.kind === 'element'; p = p.parent) {
    const types = itemTypes(p);
    if (types.includes('answer') || types.includes('question')) return true;
  }
  return false;
}

/** 1 for each block under a Q&A remark, on a page marking up at least one Answer; else all 0. */
export function qaRemarkBlocks(blocks: readonly Block[]): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const answers = new Map<ParentNode, boolean>();
  if (!blocks.some((b) => underMatching(b.node, isAnswer, answers))) return out;
  const remarks = new Map<ParentNode, boolean>();
  for (let i = 0; i < blocks.length; i++) if (underMatching(blocks[i].node, isQaRemark, remarks)) out[i] = 1;
  return out;
}
