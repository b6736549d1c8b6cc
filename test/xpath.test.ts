import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ElementNode } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { xpathOf } from '../src/render/xpath.js';

function elements(node: { children?: unknown[] }, out: ElementNode[] = []): ElementNode[] {
  for (const c of (node.children ?? []) as ElementNode[]) {
    if (c.kind !== 'element') continue;
    out.push(c);
    elements(c, out);
  }
  return out;
}

test('xpaths count same-named siblings, with or without a shared positions map', () => {
  const doc = parseHtml5('<body><div><p>a</p><span>b</span><p>c</p></div><div><p>d</p></div></body>');
  const all = elements(doc);
  const expected = all.map((e) => xpathOf(e));
  assert.ok(expected.includes('/html[1]/body[1]/div[1]/p[2]'));
  assert.ok(expected.includes('/html[1]/body[1]/div[2]/p[1]'));
  const positions = new Map<ElementNode, number>();
  assert.deepEqual(
    all.map((e) => xpathOf(e, positions)),
    expected,
  );
});

test("a flat page's xpaths count each parent's children once, not once per child", () => {
  // 40,000 sibling paragraphs: counting the siblings before each one anew is 800 million steps (seconds)
  const doc = parseHtml5(`<body>${'<p>x</p><br>'.repeat(40_000)}</body>`);
  const ps = elements(doc).filter((e) => e.name === 'p');
  const positions = new Map<ElementNode, number>();
  xpathOf(ps[0], positions);
  // The first path counted every child of body (80,000) and of html; the other 39,999 only look them up.
  const counted = positions.size;
  assert.ok(counted >= 80_000);
  const paths = ps.map((p) => xpathOf(p, positions));
  assert.equal(positions.size, counted);
  assert.equal(paths[39_999], '/html[1]/body[1]/p[40000]');
});
