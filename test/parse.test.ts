import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findAll, findElement, textContent } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';

test('html5 repair closes and re-nests as browsers do', () => {
  const doc = parseHtml5('<p><b><i>x</b>y</i><p>z');
  const body = findElement(doc, 'body')!;
  assert.equal(findAll(body, new Set(['p'])).length, 2);
  assert.equal(textContent(body), 'xyz');
});

test('scripting is enabled: <noscript> content is text, tables inside it are not tables', () => {
  const doc = parseHtml5('<body><noscript><table><tr><td>a</td></tr></table></noscript><table></table>');
  assert.equal(findAll(doc, new Set(['table'])).length, 1);
});

test('numeric references 128-159 are windows-1252 and named entities become characters', () => {
  const doc = parseHtml5('<p>&#150; &apos; &eacute; &#x80;</p>');
  assert.equal(textContent(findElement(doc, 'p')!), "– ' é €");
});

test('foreign content keeps its namespace and attribute case', () => {
  const doc = parseHtml5('<svg viewBox="0 0 1 1"><foreignObject></foreignObject></svg>');
  const svg = findElement(doc, 'svg')!;
  assert.equal(svg.ns, 'svg');
  assert.equal(svg.attrs[0].name, 'viewBox');
  assert.equal(svg.children[0].kind === 'element' && svg.children[0].name, 'foreignObject');
});
