import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { mayHaveMojibake } from '../src/encoding/mojibake.js';
import { repairMojibakeInTree, sourceMayHaveMojibake } from '../src/encoding/repair-tree.js';
import { type ParentNode, walk } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

function anyTextSuspect(root: ParentNode): boolean {
  let found = false;
  walk(root, (n) => {
    if (n.kind === 'text' && mayHaveMojibake(n.value)) found = true;
  });
  return found;
}

// Pieces a page's source is made of, near the references that do and do not resolve to a suspect character.
const PIECES = [
  'plain words ',
  '<p>',
  '</p>',
  '<b>x</b>',
  '<script>a&acirc;b</script>',
  '&amp;',
  '&nbsp;',
  '&acirc;',
  '&Acirc',
  '&Atilde;',
  '&aring;',
  '&Aring;',
  '&angst;',
  '&notin;',
  '&notit;',
  '&#194;',
  '&#xC2;',
  '&#XE2;',
  '&#128;',
  '&#x9d;',
  '&#8217;',
  '&#x2019;',
  '&#;',
  '&#x;',
  '&',
  '#',
  'x',
  'â',
  'Ã©',
  '\u0093',
  'é',
  '’',
];

test('a source that can yield no suspect character gives a tree without one (the repair may skip the walk)', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }), (pieces) => {
      const source = pieces.join('');
      const doc = parseHtml5(source);
      if (anyTextSuspect(doc)) assert.ok(sourceMayHaveMojibake(source), source);
    }),
    { numRuns: 2000 },
  );
  assert.equal(sourceMayHaveMojibake('<p>Caf&eacute; &amp; &#8217; &#x2019; plain</p>'), false);
  assert.equal(sourceMayHaveMojibake('<p>Camilla&acirc;&#128;&#153;s</p>'), true);
  assert.equal(sourceMayHaveMojibake('<p>&Acircx</p>'), true);
  assert.equal(sourceMayHaveMojibake('<p>&#xe2;</p>'), true);
});

test('with its source, the repair gives the tree it gives without', () => {
  for (const source of [
    '<p>Camilla&acirc;&#128;&#153;s &amp; R&Atilde;&copy;sum&Atilde;&copy;</p>',
    '<p>plain</p>',
  ]) {
    const a = parseHtml5(source);
    const b = parseHtml5(source);
    assert.equal(repairMojibakeInTree(a, source), repairMojibakeInTree(b));
    assert.deepEqual(
      a.children.map((c) => JSON.stringify(c, (k, v) => (k === 'parent' ? undefined : v))),
      b.children.map((c) => JSON.stringify(c, (k, v) => (k === 'parent' ? undefined : v))),
    );
  }
  assert.ok(
    repairMojibakeInTree(
      parseHtml5('<p>R&Atilde;&copy;sum&Atilde;&copy;</p>'),
      '<p>R&Atilde;&copy;sum&Atilde;&copy;</p>',
    ) > 0,
  );
});
