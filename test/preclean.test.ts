import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type DocumentNode, findElement, type ParentNode, walk } from '../src/html/node.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';

/** Compact tree of the body: `name(children)`, texts quoted. */
function shape(doc: DocumentNode): string {
  const body = findElement(doc, 'body') as ParentNode;
  const parts: string[] = [];
  walk(
    body,
    (n) => {
      if (n.kind === 'text') parts.push(JSON.stringify(n.value));
      else if (n.kind === 'element') parts.push(`${n.name}(`);
      else parts.push('#comment');
    },
    () => parts.push(')'),
  );
  return parts.join(' ').replace(/\( /g, '(').replace(/ \)/g, ')');
}

function run(html: string, keepMenus = false): string {
  const doc = parseHtml5(`<body>${html}`);
  preclean(doc, { keepMenus });
  return shape(doc);
}

test('script, style, noscript, template and comments are dropped with their content', () => {
  assert.equal(
    run(
      'a<script>x()</script><style>p{}</style><noscript>n</noscript><template><p>t</p></template><!--c-->b',
    ),
    '"a" "b"',
  );
});

test("an inline svg's style and script go with their content; its text stays", () => {
  assert.equal(
    run('<svg><style>.a{fill:red}</style><script>x()</script><text>Label</text></svg>'),
    'svg(text("Label"))',
  );
});

test('hidden inputs go, other inputs stay; select, option and datalist lose their text', () => {
  assert.equal(
    run(
      '<input type=HIDDEN name=t><input name=q><select><option>One<option>Two</select><datalist><option>x</datalist>',
    ),
    'input() select() datalist()',
  );
});

test('divs whose id contains "menu" (any case) are dropped unless keepMenus', () => {
  const page = '<div id="TopMenuBar">Home</div><div id="main">Text</div><span id=menu>s</span>';
  assert.equal(run(page), 'div("Text") span("s")');
  assert.equal(run(page, true), 'div("Home") div("Text") span("s")');
});

test('img/@alt becomes a text child of the image (Victor §3.2)', () => {
  assert.equal(run('<img src=a alt="A cat"><img src=b alt=" "><img src=c>'), 'img("A cat") img() img()');
});

test('pre content is split into lines with <br> elements (Victor §3.2), also inside nested inline elements', () => {
  assert.equal(
    run('<pre>one\ntwo\r\n<b>three\nfour</b>\n\nfive</pre><p>a\nb</p>'),
    'pre("one" br() "two" br() b("three" br() "four") br() br() "five") p("a\\nb")',
  );
});

test('100,000 sibling comments and 100,000 nested divs are handled in one linear pass', () => {
  const doc = parseHtml5(`<body>${'<!--c-->x'.repeat(100_000)}`);
  preclean(doc, { keepMenus: false });
  const kids = findElement(doc, 'body')!.children;
  // The comments part no texts on screen: one text is left.
  assert.equal(kids.length, 1);
  assert.ok(kids[0].kind === 'text' && kids[0].parent !== null && kids[0].value.length === 100_000);
  const deep = parseHtml5(`<body>${'<div>'.repeat(100_000)}<script>s</script>t`);
  preclean(deep, { keepMenus: false });
  let texts = 0;
  walk(deep, (n) => {
    if (n.kind === 'text') texts++;
    if (n.kind === 'element' && n.name === 'script') assert.fail('script left');
  });
  assert.equal(texts, 1);
});

test("comments right between texts leave one text (React's `<!-- -->` between words), not one per word", () => {
  assert.equal(run('<p>The<!-- --> <!-- -->prime<!-- --> minister</p>'), 'p("The prime minister")');
  // Text parted by a dropped element other than a comment stays parted.
  assert.equal(run('<p>a<script>x()</script><!--c-->b</p>'), 'p("a" "b")');
});

test('iframe, noembed and noframes (in a body) lose their raw-text content, markup browsers never show', () => {
  assert.equal(
    run(
      'a<iframe src="x"><p>no iframes</p></iframe><noembed><b>n</b></noembed><p>b<noframes><a href="/">c</a></noframes></p>',
    ),
    '"a" iframe() noembed() p("b" noframes())',
  );
});

test("a frameset page's <noframes> is read as a page body, not as text with tags in it", () => {
  const doc = parseHtml5(
    '<title>F</title><frameset cols="50%,50%"><frame src="a.html"><frameset><noframes><body><p>Our <b>site</b> has frames.</p><script>x()</script></noframes></frameset></frameset>',
  );
  preclean(doc, { keepMenus: false });
  const noframes = findElement(doc, 'noframes') as ParentNode;
  const parts: string[] = [];
  walk(noframes, (n) => {
    parts.push(n.kind === 'text' ? JSON.stringify(n.value) : n.kind === 'element' ? n.name : '#');
  });
  assert.deepEqual(parts, ['p', '"Our "', 'b', '"site"', '" has frames."']);
});
