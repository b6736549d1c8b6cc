// Forward-Pass (seeds/003, Algorithm 2): every open tag gets a closing tag, creating the missing ones.
// Line numbers in the comments are the paper's.
import type { Attr } from '../node.js';
import { CLEANDOM_VOID, CLOSES_P, SCOPE_BOUNDARY } from '../vocabulary.js';
import { OpenStack } from './open-stack.js';
import { type EndToken, endTag, type StartToken, startTag, type Token } from './tokens.js';

const LIST_BOUNDARY = [...SCOPE_BOUNDARY, 'ul', 'ol'];
const DEF_BOUNDARY = [...SCOPE_BOUNDARY, 'dl'];
const ROW_BOUNDARY = ['table', 'html', 'template'];
const CELL_BOUNDARY = ['tr', 'table', 'html', 'template'];
const SELECT_BOUNDARY = ['select', 'datalist', 'html'];
const SECTIONS = ['thead', 'tbody', 'tfoot'];
const DEFS = ['dt', 'dd'];
const CELLS = ['td', 'th'];

function mergeAttrs(into: StartToken, from: Attr[]): void {
  const have = new Set(into.attrs.map((a) => a.name));
  for (const a of from) if (!have.has(a.name)) into.attrs.push(a);
}

function isTagLike(t: Token): boolean {
  return t.type === 'start' || t.type === 'end' || t.type === 'raw';
}

export function forwardPass(A: readonly Token[]): Token[] {
  const B: Token[] = [];
  const stack = new OpenStack();
  // `</body>` and `</html>` are kept until the end of the page, so that content after them (trailing
  // scripts, counters, text) stays inside the document, as browsers do.
  const deferred = new Map<string, EndToken>();
  let htmlStart: StartToken | null = null;
  let bodyStart: StartToken | null = null;

  // The output starts with an added `<html>` when the page's first tag is not one (the paper's example).
  const first = A.find(isTagLike);
  if (!(first?.type === 'start' && first.name === 'html')) {
    htmlStart = startTag('html', true);
    B.push(htmlStart);
    stack.push('html');
  }

  // Lines 11-19: pop down to `name`, closing (with created tags) everything above it; `name` itself is popped.
  const popTo = (name: string) => {
    while (stack.size > 0) {
      const top = stack.pop()!;
      if (top === name) return;
      B.push(endTag(top, true));
    }
  };
  // A special case closes an element the page left open: its closing tag is created too.
  const closeImplied = (name: string) => {
    popTo(name);
    B.push(endTag(name, true));
  };
  const closeLastOf = (names: readonly string[], boundaries: readonly string[]) => {
    let best = '';
    let at = -1;
    for (const n of names) {
      const i = stack.lastIndex(n);
      if (i > at) {
        at = i;
        best = n;
      }
    }
    if (at >= 0 && at > stack.lastIndexOfAny(boundaries)) closeImplied(best);
  };

  for (const item of A) {
    // Lines 2-3: items without a closing tag (text, comments, script/style, void and `<x/>` elements).
    if (item.type === 'text' || item.type === 'comment' || item.type === 'doctype' || item.type === 'raw') {
      B.push(item);
      continue;
    }
    const name = item.name;
    if (item.type === 'start') {
      if (CLEANDOM_VOID.has(name) || item.selfClosing) {
        B.push(item);
        continue;
      }
      // Line 6: special cases.
      if (name === 'html' || name === 'body') {
        const open = name === 'html' ? htmlStart : bodyStart;
        if (open && stack.has(name)) {
          mergeAttrs(open, item.attrs); // a second `<html>`/`<body>` only adds attributes
          continue;
        }
        if (name === 'html') htmlStart = item;
        else {
          bodyStart = item;
          if (stack.has('head')) closeImplied('head');
        }
      }
      if (CLOSES_P.has(name) && stack.inScope('p', SCOPE_BOUNDARY)) closeImplied('p');
      switch (name) {
        case 'li':
          if (stack.inScope('li', LIST_BOUNDARY)) closeImplied('li');
          break;
        case 'dt':
        case 'dd':
          closeLastOf(DEFS, DEF_BOUNDARY);
          break;
        case 'tr':
          if (stack.inScope('tr', ROW_BOUNDARY)) closeImplied('tr');
          break;
        case 'td':
        case 'th':
          closeLastOf(CELLS, CELL_BOUNDARY);
          break;
        case 'thead':
        case 'tbody':
        case 'tfoot':
          closeLastOf(SECTIONS, ROW_BOUNDARY);
          break;
        case 'option':
        case 'optgroup':
          if (stack.inScope('option', SELECT_BOUNDARY)) closeImplied('option');
          if (name === 'optgroup' && stack.inScope('optgroup', SELECT_BOUNDARY)) closeImplied('optgroup');
          break;
        case 'a':
          if (stack.inScope('a', SCOPE_BOUNDARY)) closeImplied('a');
          break;
      }
      // Lines 7-8.
      stack.push(name);
      B.push(item);
      continue;
    }
    // A close tag.
    if (CLEANDOM_VOID.has(name)) {
      if (name === 'br') B.push(startTag('br', true)); // `</br>` is read as `<br>`, as browsers do
      continue; // other closing tags of void elements are dropped
    }
    if (name === 'body' || name === 'html') {
      if (stack.has(name) && !deferred.has(name)) deferred.set(name, item);
      continue;
    }
    if (name === 'p' && !stack.has('p')) {
      B.push(startTag('p', true)); // a stray `</p>` is an empty paragraph, as browsers do
      B.push(item);
      continue;
    }
    // Lines 10-21.
    if (stack.has(name)) popTo(name);
    B.push(item);
  }
  // The page ended: whatever is still open is closed (the deferred `</body>`/`</html>` take their place).
  while (stack.size > 0) {
    const top = stack.pop()!;
    B.push(deferred.get(top) ?? endTag(top, true));
    deferred.delete(top);
  }
  return B;
}
