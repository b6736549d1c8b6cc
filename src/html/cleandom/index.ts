// CleanDOM repair (seeds/003, Algorithm 1): tokenize, Forward-Pass, Backward-Pass, then build the tree.
// Unknown elements are kept as they are; the passes are linear in the number of tokens.
import type { DocumentNode } from '../node.js';
import { backwardPass } from './backward.js';
import { buildTree } from './build.js';
import { forwardPass } from './forward.js';
import { tokenize } from './tokenize.js';

export { backwardPass } from './backward.js';
export { forwardPass } from './forward.js';
export { tokenize } from './tokenize.js';
export type { Token } from './tokens.js';

/** The balanced token vector CleanDOM produces for a page. */
export function cleanDomTokens(source: string): ReturnType<typeof backwardPass> {
  return backwardPass(forwardPass(tokenize(source)));
}

export function parseCleanDom(source: string): DocumentNode {
  return buildTree(cleanDomTokens(source));
}
