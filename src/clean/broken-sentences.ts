// A sentence or title that a single <br> cuts in two is one line of text, as the page shows it read on: "Pillows
// that help you rest more deeply<br>and wake up feeling refreshed." The CRF often opens a new paragraph at the
// break, and Kitten then closes "…more deeply." with a full stop the page does not have, so the output no longer
// carries the page's sentence (WCXB's `with` snippets miss it; a parser reads two sentences). Only where the
// text says the sentence goes on: the line before ends in a letter or a comma, and the next opens with a plain
// lower-case word, outside code (`<pre>`, `<code>`: its lines are lines); with 2, also two lines of one heading
// element (`<h2>Packaging Design<br>That Captures…`).
import type { Block, Label } from '../blocks/block.js';
import { HEADINGS } from '../html/vocabulary.js';
import { endsSentence } from '../structure/segmentation.js';
import { separation } from './segment-bounds.js';

/** The nearest element around the block whose name is in `names`, or null. */
function enclosing(b: Block, names: ReadonlySet<string>): Block['node'] | null {
  let n: Block['node'] | null = b.node;
  for (let depth = 0; n && depth < 64; depth++) {
    if (names.has(n.name)) return n;
    n = n.parent?.kind === 'element' ? n.parent : null;
  }
  return null;
}

/** Code keeps its lines: a line of code that opens in lower case goes on no sentence. */
const CODE: ReadonlySet<string> = new Set(['pre', 'code', 'samp', 'kbd', 'textarea']);

/** Whether a block is code (or typed input), whose lines are its own. */
export function inCode(b: Block): boolean {
  return enclosing(b, CODE) !== null;
}

/** Relabels as continuations (`c`) the kept blocks that go on a sentence or heading cut by a single <br>. */
export function brokenSentenceLines(blocks: readonly Block[], out: Label[], mode: number): void {
  for (let i = 1; i < blocks.length; i++) {
    if (out[i] === 'o' || out[i] === 'c' || out[i - 1] === 'o') continue;
    if (separation(blocks[i]) !== 'break') continue;
    if (inCode(blocks[i]) || inCode(blocks[i - 1])) continue;
    const before = blocks[i - 1].text.trimEnd();
    const text = blocks[i].text.trimStart();
    // The line before ends in a letter or comma (not a number, a phone, a label's colon), and the next opens with a
    // plain lower-case word (not an e-mail, a URL or a file name, which a contact block puts on a line of its own).
    const cut =
      !endsSentence(before) && /[\p{L},]$/u.test(before) && /^\p{Ll}[\p{Ll}'’-]*(?:\s|$)/u.test(text);
    const head = mode >= 2 ? enclosing(blocks[i], HEADINGS) : null;
    if (cut || (head !== null && enclosing(blocks[i - 1], HEADINGS) === head)) out[i] = 'c';
  }
}
