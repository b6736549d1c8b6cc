// A small document that takes parse5's tokenizer and tree builder through their rarer states and insertion
// modes once, parsed (and thrown away) before a process's first page. V8 optimizes the tokenizer's state
// dispatch and the tree builder's big switch functions after a few pages; every state or tag those pages had
// not shown yet then undid the compiled code when it first came (a deoptimization, then a compile again: on
// 358 development pages `_callState` 13 times, `startTagInBody` 7, the foreign-content and attribute states
// 4–5 each). Met once here, while the code is still interpreted, they leave the type feedback the compiler
// needs. The document's tree is never used: outputs do not depend on it.

/** The tokenizer's states: doctypes, comments, character references, attributes, raw text, RCDATA, CDATA. */
const TOKENIZER = [
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
  "<!doctype html public 'x' 'y'><!DOCTYPE html SYSTEM \"about:legacy-compat\"><!DOCTYPE><!DOCTYPE html bogus>",
  '<html lang="en" class=a><head profile=x>',
  '<meta charset=utf-8><meta http-equiv="Content-Type" content="text/html"><base href="/"><link rel=stylesheet href=a.css>',
  '<title>A &amp; B &lt; &#169; &#xA9; &copy &notanentity; &#0; &#x110000; a < b</title>',
  '<style>p { color: red } /* </p> */ a < b</style>',
  '<script>var a = "<!--"; if (a < 1 && a > 2) { a = "<script></script>"; } // --></script>',
  '<script><!-- document.write("<script>x<\\/script>"); --></script><script type="text/template"><div></div></script>',
  '<noscript><link rel=x></noscript><!-- head comment --></head>',
  '<body class="a b" id=\'c\' data-x=1 hidden title=`x` a="1" a="2" onload="f()">',
  '<!----><!-- - --><!-- -- --><!--->--><!--> <!-- a --!> <!-- <!-- --><?xml version="1.0"?><!x><! ></ ></>',
  '<p a=b/>x</p><p a=\'&amp;&quot;\' b="&lt;&#65;&#x41;&unknown;" c=d&amp;e d= e f =g/>&amp;&gt;&AMP;&nbsp&nbsp;x&#8212;&#x2014;&#128;&#55296;</p>',
  '<div\n\tclass\n=\n"x"\r\n>a\r\nb\rc\u0000d \ud83d\ude00 \u00e9 \ud800 x</div>',
  '<textarea>\nline &amp; </textarea><xmp><b>x</b></xmp><iframe><p>x</p></iframe><noembed>x</noembed><plaintex>',
  '<svg viewBox="0 0 1 1" xmlns:xlink="http://www.w3.org/1999/xlink"><foreignObject><p>x</p></foreignObject>',
  '<clipPath><path d="M0 0"/></clipPath><title>t</title><desc>d</desc><![CDATA[ a ] ]] ]]><g><circle r=1 /></g>',
  '<use xlink:href="#a"/><script>x</script><style>a{}</style><p>out</svg>',
  '<math><mi>x</mi><mo>=</mo><annotation-xml encoding="text/html"><div>x</div></annotation-xml><mtext><b>x</b></mtext></math>',
].join('');

/** The tree builder's insertion modes and its rarer start and end tags. */
const TREE = [
  '<table><caption>c</caption><colgroup><col span=2></colgroup><thead><tr><th>h</th></thead>',
  '<tbody><tr><td>a<td>b</td><td><table><tr><td>n</td></tr></table></td></tr> x <tr><td>y</tbody>',
  '<tfoot><tr><td>f</td></tr></tfoot><form><input type=hidden></form><script></script><style></style></table>',
  '<table><td>t</td><p>fostered</p><select><option>o</select></table><table></caption></col></table>',
  '<select><optgroup label=g><option>1<option selected>2</optgroup><option>3<input><select>',
  '<select><script></script><template></template><keygen></select>',
  '<b><i>misnested</b></i><a href=1><a href=2>nested</a></a><p><b>x<p>y</b>z</p>',
  '<b><b><b><b>x</b></b></b></b><font color=red><s><u><strike><big><small><tt><em><strong><nobr><nobr>x</nobr></code>',
  '<ul><li>a<li>b<ol><li>c</ol></ul><dl><dt>a<dd>b<dt>c</dl><menu><li>m</menu><dir><li>d</dir>',
  '<h1>a<h2>b</h1></h2><h3>c</h3><h4>d</h4><h5>e</h5><h6>f</h6><hgroup></hgroup>',
  '<pre>\nx</pre><listing>\ny</listing><address>a</address><blockquote>q</blockquote><center>c</center>',
  '<details><summary>s</summary>d</details><dialog>x</dialog><figure><figcaption>c</figcaption></figure>',
  '<article><header>h</header><section><aside>a</aside><nav>n</nav></section><footer>f</footer></article>',
  '<main>m</main><fieldset><legend>l</legend><button>b<button>c</button></fieldset><search>s</search>',
  '<form><label>l<input name=a></label><textarea></textarea><keygen></form><form><form></form>',
  '<img src=a alt=b><image src=c><br><br/></br><hr><hr/><wbr><area><embed><param><source><track>',
  '<isindex><object data=x><param name=a></object><applet>x</applet><marquee>m</marquee>',
  '<video><source src=x></video><audio></audio><canvas></canvas><map><area></map><picture></picture>',
  '<span><div>block in inline</div></span><a><div>x</div></a><p><table></table>',
  '<ruby>a<rb>b<rt>c<rtc>d<rp>e</ruby><frameset><frame></frameset><noframes>x</noframes>',
  '<template><tr><td>t</td></tr></template><template><col></template><template><li>x</template>',
  '<math><mglyph/><malignmark/></math><svg><font color=x></font></svg><svg><b>breaks out</b></svg>',
  '</p></div></span></li></dd></dt></h1></body><p>after body</p></html><!-- after html --><html class=b><body id=c>',
  '</head></html></body></br></unknown><unknown-element a=b>u</unknown-element><x-y>custom</x-y>',
  '<plaintext><p>plain</p>',
].join('');

/** Parsed once per process before its first page (`parseHtml5`). */
export const WARM_UP_HTML = TOKENIZER + TREE;
