import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldLabelBlocks } from '../src/clean/field-labels.js';
import { blocksOf } from './helpers/second-pass.js';

// Two shop cards: each spells its fields as "Label: <span>value</span>", plus a screen reader's label, a label
// with no colon and a label whose value went.
const PAGE = `<html><body><main><ul class="grid">
<li class="card"><h3>BenQ LK936ST Laser Projector</h3>
<div>Item Number: <span>BenQ-LK936ST</span></div>
<div class="price"><span>Price:</span><span>$4,899.00</span></div>
<div><span class="sr-only">Number of reviews:</span>116</div>
<dl><dt>Brand</dt><dd>BenQ</dd></dl>
<div>Manufacturer: <span>BenQ</span></div></li>
<li class="card"><h3>Optoma UHZ66 Home Cinema Projector</h3>
<div>Item Number: <span>Optoma-UHZ66</span></div>
<div class="price"><span>Price:</span><span>$1,999.00</span></div>
<div><span class="sr-only">Number of reviews:</span>42</div>
<dl><dt>Brand</dt><dd>Optoma</dd></dl>
<div>Manufacturer: <span>Optoma</span></div></li>
</ul></main></body></html>`;

test('field labels: a colon label beside its kept value comes back', () => {
  const blocks = blocksOf(PAGE);
  // Kept so far: titles and values, but neither the labels nor the manufacturers' names.
  const dropped = /:$|^Brand$|^BenQ$|^Optoma$/;
  const kept = blocks.map((b) => !dropped.test(b.text.trim()));
  const inside = blocks.map(() => 1);
  const marked = fieldLabelBlocks(blocks, kept, inside, 4);
  const back = blocks.filter((_, i) => marked[i]).map((b) => b.text.trim());
  assert.deepEqual(back, ['Item Number:', 'Price:', 'Item Number:', 'Price:']);
  // Outside the run nothing comes back.
  const none = fieldLabelBlocks(
    blocks,
    kept,
    blocks.map(() => 0),
    4,
  );
  assert.equal(
    none.reduce((a, b) => a + b, 0),
    0,
  );
});
