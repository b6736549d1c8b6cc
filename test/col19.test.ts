import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leadHeadingBlocks } from '../src/clean/lead-headings.js';
import { blocksOf } from './helpers/second-pass.js';

// A shop's FAQ accordion below its grid: each question is a `<button>` inside an `<h3>`, the answer a panel. The
// CRF keeps the answers and drops the questions; on a page article mode took, `leadHeadings` asks for a link
// target, and it never looked at a button's block.
const FAQ = `<main><div class="faq"><h2>Frequently Asked Questions</h2><ul class="accordion">
<li><h3><button>How much do camp stoves cost at our store this season?</button></h3>
<div class="panel"><p>Our camp stoves start under fifty dollars, with larger two-burner models costing more.</p></div></li>
<li><h3><button>Did you know?</button></h3><div class="panel"><p>Every stove ships with a free wind screen and a carry bag.</p></div></li>
<li><h3><button><a href="/gift">Looking for a gift for a camper?</a></button></h3>
<div class="panel"><p>Gift cards are sold in every store and online, in any amount you like.</p></div></li>
</ul></div>
<form><h3>How should the team use its new pitcher?</h3><p>Choose one answer below and press the vote button now.</p></form>
</main>`;

test('lead heading questions: an accordion question over its kept answer comes back, on an article too', () => {
  const blocks = blocksOf(FAQ);
  const keptNow = blocks.map((b) => b.tag === 'p');
  const texts = (marks: Uint8Array) => blocks.filter((_, i) => marks[i]).map((b) => b.text);
  assert.deepEqual(texts(leadHeadingBlocks(blocks, keptNow, 12, true)), [], 'off: no question comes back');
  assert.deepEqual(texts(leadHeadingBlocks(blocks, keptNow, 12, true, 30)), [
    'How much do camp stoves cost at our store this season?',
  ]);
});
