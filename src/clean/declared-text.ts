// A script shell's content where the page declares it: some pages (forum threads rendered by script, single-page
// shops) ship a body of chrome only, and their text only in the head's description or their JSON-LD. When the
// kept text is (nearly) empty, that declared text, as one paragraph, is what a reader of the page would expect.
import type { Block, Label } from '../blocks/block.js';
import { appendChild, createElement, createText, type DocumentNode, findElement } from '../html/node.js';

/** Words outside links in the blocks kept by `labels`. */
function keptWords(blocks: readonly Block[], labels: readonly Label[]): number {
  let n = 0;
  for (let i = 0; i < blocks.length; i++) if (labels[i] !== 'o') n += blocks[i].words - blocks[i].linkWords;
  return n;
}

/**
 * When fewer than `below` words outside links are kept and `text` holds more words (and `minWords` at least),
 * the blocks with one more:
 * a `<p>` of `text` appended to the body, the only block kept. Null when the page keeps its own text.
 */
export function declaredTextFallback(
  blocks: readonly Block[],
  labels: readonly Label[],
  doc: DocumentNode,
  text: string | undefined,
  below: number,
  minWords = 0,
): { blocks: Block[]; labels: Label[] } | null {
  if (below <= 0 || !text) return null;
  const kept = keptWords(blocks, labels);
  const words = text.split(' ').length;
  if (kept >= below || words <= kept || words < minWords) return null;
  const body = findElement(doc, 'body');
  if (!body) return null;
  const p = createElement('p');
  appendChild(p, createText(text));
  appendChild(body, p);
  const block: Block = {
    id: blocks.length,
    text,
    node: p,
    containers: ['html', 'body', 'p'],
    crossed: ['p'],
    spaceBefore: true,
    tag: 'p',
    styleKey: 'p',
    divGroup: -1,
    tdGroup: -1,
    words,
    linkWords: 0,
    inLink: false,
  };
  return { blocks: [...blocks, block], labels: [...labels.map((): Label => 'o'), 'p'] };
}
