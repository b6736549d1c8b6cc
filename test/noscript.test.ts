import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  appendChild,
  createDocument,
  createElement,
  createText,
  findAll,
  textContent,
} from '../src/html/node.js';
import { isScriptShell, noscriptFallback } from '../src/html/noscript.js';
import { parsedWithoutNoscript, parseHtml5 } from '../src/html/parse.js';
import { extract } from '../src/index.js';

function textOf(html: string): string {
  const r = extract(html, { format: 'text' });
  assert.equal(r.status, 'ok');
  return r.status === 'ok' ? r.text : '';
}

const posts = Array.from(
  { length: 6 },
  (_, i) =>
    `<div class="post"><span class="user">user${i}</span><p>Post number ${i} explains how the resolver in the container network answers names, and why the second container cannot reach the first one by its host name.</p></div>`,
).join('');
/** A forum thread rendered by scripts, with the server-rendered posts for clients without scripts. */
const SHELL = `<html><head><title>Thread</title><noscript><style>.x{}</style></noscript></head><body>
<div id="app"></div><script>render()</script>
<noscript data-path="/t/thread/1"><header><a href="/">Forum</a></header><div id="main">${posts}</div></noscript>
</body></html>`;

test('noscript: a script shell is parsed as a browser without scripts shows it', () => {
  const doc = parseHtml5(SHELL);
  assert.equal(isScriptShell(doc), true);
  const bare = noscriptFallback(doc, SHELL);
  assert.notEqual(bare, doc);
  assert.equal(findAll(bare, new Set(['noscript'])).filter((n) => textContent(n).includes('Post')).length, 0);
  assert.equal(findAll(bare, new Set(['p'])).length, 6);
  const text = textOf(SHELL);
  assert.match(text, /Post number 0 explains/);
  assert.match(text, /Post number 5 explains/);
});

test('noscript: a page with its own text keeps its <noscript> as text (preclean drops it)', () => {
  const html = `<html><body><article>${posts}</article><noscript><p>${'Enable scripts to see the comments of this page. '.repeat(20)}</p></noscript></body></html>`;
  const doc = parseHtml5(html);
  assert.equal(isScriptShell(doc), false);
  assert.equal(noscriptFallback(doc, html), doc);
  assert.doesNotMatch(textOf(html), /Enable scripts/);
});

test('noscript: a short "enable JavaScript" notice does not make an empty page a shell', () => {
  const html =
    '<html><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript></body></html>';
  assert.equal(isScriptShell(parseHtml5(html)), false);
});

test('noscript: the parse records whether it made a <noscript> at all; the shell test answers the same either way', () => {
  const plain = parseHtml5(`<html><body><div>${posts}</div></body></html>`);
  assert.equal(parsedWithoutNoscript(plain), true);
  assert.equal(isScriptShell(plain), false);
  const shell = parseHtml5(SHELL);
  assert.equal(parsedWithoutNoscript(shell), false);
  assert.equal(isScriptShell(shell), true);
  // A tree not made by parseHtml5 (built by hand, or by the cleandom repair) is always walked.
  const built = createDocument();
  const ns = createElement('noscript');
  appendChild(built, ns);
  appendChild(ns, createText(`<p>${'word '.repeat(60)}</p>`));
  assert.equal(parsedWithoutNoscript(built), false);
  assert.equal(isScriptShell(built), true);
});
