// Groups labelled blocks into kept segments: a p/h/l block and the continuation blocks that follow it.
import type { Block, Label, Segment } from './block.js';

/** Joins block texts, with a space only where the source separated them. */
export function joinBlockTexts(blocks: readonly Block[]): string {
  let out = '';
  for (const b of blocks) out += out && b.spaceBefore ? ` ${b.text}` : b.text;
  return out;
}

export function buildSegments(blocks: readonly Block[], labels: readonly Label[]): Segment[] {
  const segments: Segment[] = [];
  let current: Segment | null = null;
  let lastKept = false;
  for (let i = 0; i < blocks.length; i++) {
    const label = labels[i];
    if (label === 'o') {
      lastKept = false;
      continue;
    }
    if (label === 'c' && current && lastKept) {
      current.blocks.push(blocks[i]);
    } else {
      // A continuation with nothing kept before it opens a paragraph of its own.
      current = { label: label === 'c' ? 'p' : label, blocks: [blocks[i]], text: '' };
      segments.push(current);
    }
    lastKept = true;
  }
  for (const s of segments) s.text = joinBlockTexts(s.blocks);
  return segments;
}

/** The first characters of the kept text, for a language detector (the first few thousand are enough). */
export function textSample(segments: readonly Segment[], max = 5_000): string {
  const parts: string[] = [];
  let n = 0;
  for (const s of segments) {
    if (n >= max) break;
    parts.push(s.text);
    n += s.text.length + 1;
  }
  return parts.join(' ');
}
