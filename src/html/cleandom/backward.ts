// Backward-Pass (seeds/003, Algorithm 3): every closing tag gets an open tag, creating the missing ones.
// Line numbers in the comments are the paper's.
import { CLEANDOM_VOID } from '../vocabulary.js';
import { OpenStack } from './open-stack.js';
import { startTag, type Token } from './tokens.js';

export function backwardPass(A: readonly Token[]): Token[] {
  const B: Token[] = [];
  const stack = new OpenStack();
  // Line 1: the vector is read from the last element to the first.
  for (let k = A.length - 1; k >= 0; k--) {
    const item = A[k];
    // Lines 3-4.
    if (item.type !== 'start' && item.type !== 'end') {
      B.push(item);
      continue;
    }
    if (item.type === 'start' && (CLEANDOM_VOID.has(item.name) || item.selfClosing)) {
      B.push(item);
      continue;
    }
    if (item.type === 'end') {
      // Line 8.
      stack.push(item.name);
      B.push(item);
      continue;
    }
    // Lines 10-21: an open tag closes the closing tags pushed after it; the others get created open tags.
    if (stack.has(item.name)) {
      while (stack.size > 0) {
        const top = stack.pop()!;
        if (top === item.name) break;
        B.push(startTag(top, true));
      }
    }
    B.push(item);
  }
  // Closing tags with no open tag anywhere before them get one at the very start.
  while (stack.size > 0) B.push(startTag(stack.pop()!, true));
  // Line 29.
  B.reverse();
  return B;
}
