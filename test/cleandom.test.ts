import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import {
  backwardPass,
  forwardPass,
  parseCleanDom,
  type Token,
  tokenize,
} from '../src/html/cleandom/index.js';
import { type DocumentNode, type ElementNode, findElement, type ParentNode, walk } from '../src/html/node.js';

const PAGE = readFileSync(new URL('./golden/cleandom-paper-example.html', import.meta.url), 'utf8');

/** Tokens as the paper prints them: whitespace-only text left out, text trimmed, created tags starred. */
function show(tokens: readonly Token[]): string[] {
  const out: string[] = [];
  for (const t of tokens) {
    if (t.type === 'text') {
      const v = t.value.trim().replace(/\s+/g, ' ');
      if (v) out.push(`'${v}'`);
    } else if (t.type === 'start') out.push(`<${t.name}>${t.added ? '*' : ''}`);
    else if (t.type === 'end') out.push(`</${t.name}>${t.added ? '*' : ''}`);
    else out.push(t.type);
  }
  return out;
}

/** Compact tree: `name(children)`, texts trimmed and quoted, whitespace-only texts left out. */
function shape(root: ParentNode): string {
  const parts: string[] = [];
  walk(
    root,
    (n) => {
      if (n.kind === 'text') {
        const v = n.value.trim().replace(/\s+/g, ' ');
        if (v) parts.push(`"${v}" `);
      } else if (n.kind === 'element') parts.push(`${n.name}(`);
      else parts.push('#comment ');
    },
    () => parts.push(') '),
  );
  const inner = parts.join('').replace(/ \)/g, ')').trim();
  return root.kind === 'element' ? `${root.name}(${inner})` : inner;
}

function body(doc: DocumentNode): ElementNode {
  const b = findElement(doc, 'body');
  assert.ok(b);
  return b;
}

test('paper example: tokenisation as printed in section 3', () => {
  assert.deepEqual(show(tokenize(PAGE)), [
    '<head>',
    '<title>',
    "'First Test Page'",
    '</title>',
    '</head>',
    '<body>',
    '<tag1>',
    '<tag2>',
    '<tag3>',
    "'Inside Tag3'",
    '</tag3>',
    "'Outside Tag3, inside Tag2'",
    '<tag2>',
    "'Open second Tag2, Close Tag1'",
    '</tag1>',
    "'Close second Tag2'",
    '</tag2>',
    "'Close first Tag1'",
    '</tag1>',
    '</body>',
    '</html>',
  ]);
});

test('paper example: Forward-Pass output vector (new tags starred)', () => {
  assert.deepEqual(show(forwardPass(tokenize(PAGE))), [
    '<html>*',
    '<head>',
    '<title>',
    "'First Test Page'",
    '</title>',
    '</head>',
    '<body>',
    '<tag1>',
    '<tag2>',
    '<tag3>',
    "'Inside Tag3'",
    '</tag3>',
    "'Outside Tag3, inside Tag2'",
    '<tag2>',
    "'Open second Tag2, Close Tag1'",
    '</tag2>*',
    '</tag2>*',
    '</tag1>',
    "'Close second Tag2'",
    '</tag2>',
    "'Close first Tag1'",
    '</tag1>',
    '</body>',
    '</html>',
  ]);
});

test('paper example: Backward-Pass adds <tag1><tag2> after <body>, as in the printed page', () => {
  const out = show(backwardPass(forwardPass(tokenize(PAGE))));
  assert.deepEqual(out.slice(0, 11), [
    '<html>*',
    '<head>',
    '<title>',
    "'First Test Page'",
    '</title>',
    '</head>',
    '<body>',
    '<tag1>*',
    '<tag2>*',
    '<tag1>',
    '<tag2>',
  ]);
  assert.equal(out.filter((t) => t.endsWith('*')).length, 5); // html, tag1, tag2 (backward), 2 × </tag2> (forward)
});

test('paper example: the final tree is the printed one', () => {
  const doc = parseCleanDom(PAGE);
  assert.equal(
    shape(doc),
    'html(head(title("First Test Page")) body(tag1(tag2(tag1(tag2(tag3("Inside Tag3") ' +
      '"Outside Tag3, inside Tag2" tag2("Open second Tag2, Close Tag1"))) "Close second Tag2") ' +
      '"Close first Tag1")))',
  );
});

test('tokenizer: attributes in every quoting, duplicates keep the first, names lower-cased', () => {
  const [t] = tokenize(`<TD Width=100% class='a b' title="x &amp; y" nowrap CLASS=z data-x = "1">`);
  assert.equal(t.type, 'start');
  assert.ok(t.type === 'start');
  assert.equal(t.name, 'td');
  assert.deepEqual(t.attrs, [
    { name: 'width', value: '100%' },
    { name: 'class', value: 'a b' },
    { name: 'title', value: 'x & y' },
    { name: 'nowrap', value: '' },
    { name: 'data-x', value: '1' },
  ]);
});

test('tokenizer: entities (windows-1252 numeric range, &apos;, named), comments, doctype, CDATA', () => {
  const tokens = tokenize(
    '<!DOCTYPE html><!-- c --><p>a&#150;b &apos;x&apos; &eacute;&copy &#x41;<![CDATA[<i>]]></p>',
  );
  assert.deepEqual(
    tokens.map((t) => (t.type === 'text' || t.type === 'comment' || t.type === 'doctype' ? t.value : t.type)),
    ['html', ' c ', 'start', "a–b 'x' é© A<i>", 'end'],
  );
});

test('tokenizer: script and style are one raw unit, title is RCDATA', () => {
  const tokens = tokenize('<script>if (a<b) document.write("</p>")</SCRIPT ><title>a <b> &amp; c</title>');
  assert.deepEqual(tokens[0], {
    type: 'raw',
    name: 'script',
    attrs: [],
    value: 'if (a<b) document.write("</p>")',
  });
  assert.deepEqual(show(tokens.slice(1)), ['<title>', "'a <b> & c'", '</title>']);
});

test('tokenizer: an unterminated comment, tag or script ends the page without throwing', () => {
  assert.deepEqual(show(tokenize('a<!-- never closed <p>x')), ["'a'", 'comment']);
  assert.deepEqual(show(tokenize('a<p class="never')), ["'a'"]);
  assert.equal(tokenize('<script>for(;;){}').length, 1);
});

test('unknown elements are kept; <html> is added when the page lacks one', () => {
  const doc = parseCleanDom('<my-widget foo=1><o:p>x</o:p></my-widget>');
  assert.equal(shape(doc), 'html(my-widget(o:p("x")))');
});

test('special case: a block start closes an open <p> (not across an object or table cell)', () => {
  assert.equal(
    shape(body(parseCleanDom('<body><p>one<div>two</div><p>three<p>four'))),
    'body(p("one") div("two") p("three") p("four"))',
  );
  assert.equal(
    shape(body(parseCleanDom('<body><p>x<table><tr><td><p>y<div>z'))),
    'body(p("x") table(tr(td(p("y") div("z")))))',
  );
  assert.equal(
    shape(body(parseCleanDom('<body><p>x<object><div>y</div></object>z'))),
    'body(p("x" object(div("y")) "z"))',
  );
});

test('special case: <li> closes the previous <li> of the same list only', () => {
  assert.equal(
    shape(body(parseCleanDom('<body><ul><li>a<li>b<ul><li>c<li>d</ul><li>e</ul>'))),
    'body(ul(li("a") li("b" ul(li("c") li("d"))) li("e")))',
  );
});

test('special case: table rows and cells close their open predecessors', () => {
  assert.equal(
    shape(body(parseCleanDom('<body><table><tr><td>1<td>2<tr><th>3<td>4</table>'))),
    'body(table(tr(td("1") td("2")) tr(th("3") td("4"))))',
  );
});

test('special cases: stray </p> is an empty paragraph, </br> a line break, content after </html> stays inside', () => {
  assert.equal(
    shape(body(parseCleanDom('<body>a</p>b</br>c</body></html>tail'))),
    'body("a" p() "b" br() "ctail")',
  );
});

test("a stray closing tag gets an open tag from the Backward-Pass (the paper's own behaviour)", () => {
  assert.equal(shape(body(parseCleanDom('<body><div>a</b>c</div></body>'))), 'body(div(b("a") "c"))');
});

test('svg and math content is put in their namespaces (SVG names in their case), foreignObject content back in html', () => {
  const doc = parseCleanDom(
    '<svg><g><foreignobject><p>x</p></foreignobject></g></svg><math><mi>x</mi></math>',
  );
  const ns: string[] = [];
  walk(doc, (n) => {
    if (n.kind === 'element') ns.push(`${n.name}:${n.ns}`);
  });
  assert.deepEqual(ns, [
    'html:html',
    'svg:svg',
    'g:svg',
    'foreignObject:svg',
    'p:html',
    'math:math',
    'mi:math',
  ]);
  const svg = parseCleanDom('<svg VIEWBOX="0 0 1 1"><lineargradient gradientunits=u></lineargradient></svg>');
  const svgEl = findElement(svg, 'svg')!;
  assert.deepEqual(svgEl.attrs, [{ name: 'viewBox', value: '0 0 1 1' }]);
  assert.equal((svgEl.children[0] as ElementNode).name, 'linearGradient');
  assert.deepEqual((svgEl.children[0] as ElementNode).attrs, [{ name: 'gradientUnits', value: 'u' }]);
});

test('200,000 nested unclosed <div>s are repaired without recursion', () => {
  const doc = parseCleanDom(`${'<div>'.repeat(200_000)}deep`);
  let depth = 0;
  let max = 0;
  walk(
    doc,
    (n) => {
      if (n.kind === 'element') max = Math.max(max, ++depth);
    },
    () => depth--,
  );
  assert.equal(max, 200_001);
});

function isBalanced(tokens: readonly Token[]): boolean {
  const stack: string[] = [];
  for (const t of tokens) {
    if (
      t.type === 'start' &&
      !t.selfClosing &&
      !['br', 'img', 'hr', 'input', 'meta', 'link'].includes(t.name)
    )
      stack.push(t.name);
    else if (t.type === 'start') continue;
    else if (t.type === 'end' && stack.pop() !== t.name) return false;
  }
  return stack.length === 0;
}

test('property: the passes balance any tag soup (every closing tag matches its open tag)', () => {
  const fragment = fc.constantFrom(
    '<p>',
    '</p>',
    '<div class=x>',
    '</div>',
    '<li>',
    '</li>',
    '<ul>',
    '</ul>',
    '<table>',
    '<tr>',
    '<td>',
    '</td>',
    '</table>',
    '<b>',
    '</b>',
    '<i>',
    '</i>',
    '<x1>',
    '</x1>',
    '</html>',
    '<body>',
    '</body>',
    '<br>',
    '</br>',
    '<img/>',
    'text',
    '&amp;',
    '<!--c-->',
    '<script>s</script>',
    '<a href=1>',
    '</a>',
    '<dt>',
    '<dd>',
    '<option>',
  );
  fc.assert(
    fc.property(fc.array(fragment, { maxLength: 60 }), (parts) => {
      const tokens = backwardPass(forwardPass(tokenize(parts.join(''))));
      assert.ok(isBalanced(tokens), parts.join(''));
      parseCleanDom(parts.join(''));
    }),
    { numRuns: 500 },
  );
});

test('property: any string tokenizes and builds a tree without throwing', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      assert.ok(isBalanced(backwardPass(forwardPass(tokenize(s)))));
      assert.equal(parseCleanDom(s).kind, 'document');
    }),
    { numRuns: 500 },
  );
});

test('tokenizer: all that follows <plaintext> is text, tags and end tags included (HTML: no way out)', () => {
  const tokens = tokenize('<p>a</p><plaintext><b>b</b></plaintext> &amp; c');
  assert.deepEqual(tokens.at(-1), {
    type: 'raw',
    name: 'plaintext',
    attrs: [],
    value: '<b>b</b></plaintext> &amp; c',
  });
  const doc = parseCleanDom('<body><p>a</p><plaintext><b>b</b></plaintext> &amp; c');
  const pt = findElement(doc, 'plaintext') as ElementNode;
  assert.deepEqual(
    pt.children.map((c) => c.kind),
    ['text'],
  );
  assert.equal(findElement(doc, 'b'), null);
});
