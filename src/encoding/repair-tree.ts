// Double encoding written as character references (`Camilla&acirc;&#128;&#153;s`) only shows after the
// parser has resolved them, so the same repair runs once more over the parsed tree's text nodes.
import { type ParentNode, walk } from '../html/node.js';
import { mayHaveMojibake, repairMojibake } from './mojibake.js';

/** Repairs double-encoded sequences in every text node under `root`; returns how many were repaired. */
export function repairMojibakeInTree(root: ParentNode): number {
  let repaired = 0;
  walk(root, (node) => {
    // The prefilter first: most text nodes have nothing to repair, and then no result object is made.
    if (node.kind !== 'text' || node.value.length < 2 || !mayHaveMojibake(node.value)) return;
    const fixed = repairMojibake(node.value);
    if (fixed.repaired > 0) {
      node.value = fixed.text;
      repaired += fixed.repaired;
    }
  });
  return repaired;
}
