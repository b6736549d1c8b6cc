import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { Parser } from 'parse5';
import type { AnyNode } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { WARM_UP_HTML } from '../src/html/parse-warm-up.js';
import { readByRuns } from '../src/html/tokenizer-runs.js';

/** The tree as one string: names, namespaces, attributes, texts and comments, in document order. */
function shape(root: AnyNode): string {
  const out: string[] = [];
  const stack: (AnyNode | null)[] = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n === undefined) break;
    if (n === null) {
      out.push(')');
      continue;
    }
    if (n.kind === 'text' || n.kind === 'comment') {
      out.push(`${n.kind[0]}${JSON.stringify(n.value)}`);
      continue;
    }
    out.push(n.kind === 'element' ? `(${n.ns}:${n.name}${JSON.stringify(n.attrs)}` : '(#document');
    stack.push(null);
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
  return out.join('');
}

test("parse5's tokenizer has the internals that runs need (else every parse falls back to the slow path)", () => {
  assert.equal(readByRuns(new Parser().tokenizer), true);
});

test('scripts, styles, attribute values and comments read by runs give the tree parse5 gives by itself', () => {
  // Markup around and inside raw text: the ends of script data and its escapes (`<!--`, `<script>` inside a
  // comment, `</script` with and without a space), CR and CRLF, NUL, surrogate pairs and lone surrogates,
  // references (raw text keeps them as written, attribute values decode them), foreign content (an SVG script is
  // not raw text), RCDATA, text in tables (spaces and other characters go apart there), quoted attribute
  // values and comments with their own specials (quotes, `&`, `-`); text in every insertion mode (words and
  // spaces go in one token in the body modes, apart elsewhere), after `<pre>`/`<listing>` (a first LF dropped).
  const piece = fc.constantFrom(
    '<script>',
    '<script type="application/ld+json">',
    '</script>',
    '</script ',
    '</SCRIPT>',
    '</scriptx>',
    '<style>',
    '</style>',
    '<noscript>',
    '</noscript>',
    '<iframe>',
    '</iframe>',
    '<xmp>',
    '</xmp>',
    '<textarea>',
    '</textarea>',
    '<title>',
    '</title>',
    '<svg>',
    '</svg>',
    '<table>',
    '<tr>',
    '<td>',
    '</table>',
    '<frameset>',
    '<caption>',
    '</caption>',
    '<template>',
    '</template>',
    '<listing>',
    '<colgroup>',
    '</td>',
    '</body>',
    '</html>',
    '<math>',
    '<b>',
    '</b>',
    'two words',
    ' \n ',
    '<select>',
    '<html>',
    '<head>',
    '<body>',
    '\f',
    ' x ',
    '<pre>',
    '<a href="x&amp;y &notin z" title=\'it&#39;s\'>',
    '<p class="a\r\nb\0c 😀 \ud800">',
    '<img alt="x\' title=\'y">',
    '<b data-x=\'{"a": "b-c"}\'>',
    '"',
    "'",
    '=',
    '-',
    '--',
    '<!---->',
    '<!-- a - b -- c ->',
    '--!>',
    '<!--',
    '-->',
    '<!-- <script>',
    '<',
    '</',
    '>',
    'var x = 1;',
    '  ',
    '\t',
    '\n',
    '\r',
    '\r\n',
    '\0',
    '😀',
    '\ud800',
    '\udc00x',
    'é à',
    '&amp;',
    '&lt;',
    'if (a < b) {}',
    'word',
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 30 }), fc.boolean(), (parts, scripting) => {
      const source = parts.join('');
      assert.equal(
        shape(parseHtml5(source, scripting)),
        shape(parseHtml5(source, scripting, false)),
        JSON.stringify(source),
      );
    }),
    { numRuns: 4000 },
  );
});

test('a long script is one text node with every character, line ends read as the parser reads them', () => {
  const body = `var a = 1;\r\n\tif (a < 2) { a = "</scrip"; }\r// é 😀 \0 end`;
  const doc = parseHtml5(`<head><script>${body}</script></head>`);
  const script = (doc.children[0] as { children: AnyNode[] }).children[0] as {
    name: string;
    children: AnyNode[];
  };
  assert.equal(script.name, 'head');
  const el = script.children[0] as { name: string; children: AnyNode[] };
  assert.equal(el.name, 'script');
  assert.equal(el.children.length, 1);
  const text = el.children[0];
  assert.equal(text.kind === 'text' && text.value, body.replace(/\r\n?/g, '\n').replace('\0', '\ufffd'));
});

test('the warm-up document (parse-warm-up.ts) parses to the same tree by runs as parse5 alone, and to a full one', () => {
  for (const scripting of [true, false]) {
    const byRuns = parseHtml5(WARM_UP_HTML, scripting);
    assert.equal(shape(byRuns), shape(parseHtml5(WARM_UP_HTML, scripting, false)));
    // It reaches its last part (plaintext), so each state and mode before it was gone through.
    assert.match(shape(byRuns), /\(html:plaintext\[\]t"<p>plain<\/p>"\)/);
  }
});
