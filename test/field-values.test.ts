import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldValueBlocks } from '../src/clean/field-labels.js';
import { blocksOf } from './helpers/second-pass.js';

// Two rental cards: each writes its price line as a label `<span>` and the price as its parent's own text, then a
// second label/value line in one span; a long label, a value in another line and a value that is itself a label.
const PAGE = `<html><body><main><div class="grid">
<div class="box"><a><span class="product-name">Classic Black Tie</span></a>
<span class="product-price"><span>Individual Rental Price -</span> $30.00 <br>
<span>With Rental Package - $20.00</span></span>
<p>Fits every suit we rent and every season of the year:</p><p>all sizes</p>
<div><span>Colour:</span></div><div>Black</div></div>
<div class="box"><a><span class="product-name">Classic Ivory Tie</span></a>
<span class="product-price"><span>Individual Rental Price -</span> $32.00 <br>
<span>With Rental Package - $20.00</span></span>
<p>Fits every suit we rent and every season of the year:</p><p>all sizes</p>
<div><span>Colour:</span></div><div>Ivory</div></div>
</div></main></body></html>`;

test('field values: a dropped value beside its kept label in the same line comes back', () => {
  const blocks = blocksOf(PAGE);
  // Kept so far: everything but the prices, the "all sizes" lines and the colours.
  const dropped = /^\$3\d\.00$|^all sizes$|^Black$|^Ivory$/;
  const kept = blocks.map((b) => !dropped.test(b.text.trim()));
  const inside = blocks.map(() => 1);
  const marked = fieldValueBlocks(blocks, kept, inside, 4, 4);
  const back = blocks.filter((_, i) => marked[i]).map((b) => b.text.trim());
  // "all sizes" follows a label of more than 4 words; the colours sit in another line than their label.
  assert.deepEqual(back, ['$30.00', '$32.00']);
  // Outside the run nothing comes back.
  const none = fieldValueBlocks(
    blocks,
    kept,
    blocks.map(() => 0),
    4,
    4,
  );
  assert.equal(
    none.reduce((a, b) => a + b, 0),
    0,
  );
});
