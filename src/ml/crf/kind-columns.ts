// Segment-kind column for the corpus CRF (`seps`): what separates a block from the previous block and from the
// next one in the source (a block-level tag, two or more <br>, one <br>, inline tags only), as one value. A
// line standing alone between two breaks (a heading in a <p>, an item of a <br> list in a <td>) reads
// differently from a line inside a paragraph; the CRF's unigram templates see each block's crossed tags, not
// this pair. A column of the markup's kind, bold-only lines and sentence-final punctuation was tried beside
// it and lowered the site-grouped CV (models/README.md).
import type { Block } from '../../blocks/block.js';
import { type Separation, separation } from '../../clean/segment-bounds.js';

export const KIND_COLUMNS = ['seps'] as const;

const SEP_LETTER: Record<Separation, string> = {
  block: 'B',
  breaks: '2',
  break: '1',
  inline: 'i',
  glued: 'i',
};

/** The kind columns of a page's blocks, column by column (`values[c][i]`); the page's ends count as blocks. */
export function kindColumns(blocks: readonly Block[]): string[][] {
  const n = blocks.length;
  const sep = blocks.map((b, i) => (i === 0 ? 'B' : SEP_LETTER[separation(b)]));
  const seps: string[] = new Array(n);
  for (let i = 0; i < n; i++) seps[i] = `${sep[i]}${i + 1 < n ? sep[i + 1] : 'B'}`;
  return [seps];
}
