// Victor's annotation format: one block per line, `[label] text`.
import type { Block, Label } from '../blocks/block.js';

export function renderVictor(blocks: readonly Block[], labels: readonly Label[]): string {
  let out = '';
  for (let i = 0; i < blocks.length; i++) out += `[${labels[i]}] ${blocks[i].text}\n`;
  return out;
}
