import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type ElementNode, type ParentNode, walk } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { elementsInOrder, underMatching } from '../src/html/tree-order.js';

const NAMES = ['div', 'p', 'span', 'b', 'section'];

/** Random nested markup of `NAMES`, text and comments. */
function markup() {
  return fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.constant('t'),
      fc.constant('<!--c-->'),
      fc
        .tuple(fc.constantFrom(...NAMES), fc.array(tie('node'), { maxLength: 4 }))
        .map(([n, kids]) => `<${n}>${(kids as string[]).join('')}</${n}>`),
    ),
  })).node;
}

test('elementsInOrder lists the root and the elements a walk meets, in its order', () => {
  fc.assert(
    fc.property(fc.array(markup(), { maxLength: 6 }), (parts) => {
      const doc = parseHtml5(`<body>${parts.join('')}</body>`);
      const expected: ParentNode[] = [doc];
      walk(doc, (n) => {
        if (n.kind === 'element') expected.push(n);
      });
      const got = elementsInOrder(doc);
      assert.equal(got.length, expected.length);
      for (let k = 0; k < got.length; k++) assert.equal(got[k], expected[k]);
    }),
    { numRuns: 200 },
  );
});

test('underMatching answers as a walk up to the root, in any order of questions, with nested calls', () => {
  const html = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      fc.constant('t'),
      fc
        .tuple(fc.constantFrom(...NAMES), fc.array(tie('node'), { maxLength: 4 }))
        .map(([n, kids]) => `<${n}>${(kids as string[]).join('')}</${n}>`),
    ),
  })).node;
  fc.assert(
    fc.property(
      fc.array(html, { maxLength: 6 }),
      fc.constantFrom(...NAMES),
      fc.integer(),
      (parts, name, seed) => {
        const doc = parseHtml5(`<body>${parts.join('')}</body>`);
        const nodes: ParentNode[] = [];
        walk(doc, (n) => {
          if (n.kind === 'element') nodes.push(n);
        });
        // Questions in a shuffled order, so that some find their answer half-way up in the memo.
        const order = nodes.map((n, i) => ({ n, k: (i * 7919 + seed) % 101 })).sort((a, b) => a.k - b.k);
        const memo = new Map<ParentNode, boolean>();
        const innerMemo = new Map<ParentNode, boolean>();
        // The test itself asks another question (a nested call shares the path stack).
        const matches = (e: ElementNode) => {
          if (e.parent) underMatching(e.parent, (x) => x.name === 'b', innerMemo);
          return e.name === name;
        };
        for (const { n } of order) {
          let expected = false;
          for (let p: ParentNode | null = n; p; p = p.parent)
            if (p.kind === 'element' && p.name === name) expected = true;
          assert.equal(underMatching(n, matches, memo), expected);
        }
      },
    ),
    { numRuns: 200 },
  );
});
