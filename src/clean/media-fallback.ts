// Media fallback text: the text inside a `<video>`, `<audio>` or `<canvas>` element ("Your browser does not
// support the video tag.", a clip's label) is shown only by a browser that cannot play or draw the element,
// so a reader of the page does not see it; the CRF keeps it beside the content it sits in (a hero video, a
// product demo). A longer fallback is the media's description (a visualization's caption, a transcript), which
// golds keep as they keep a figure's caption: only a fallback of few words in all goes.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';

export interface MediaFallbackParams {
  /**
   * Blocks inside a `<video>`, `<audio>` or `<canvas>` whose fallback text has at most this many words in all
   * are boilerplate (0 = off).
   */
  dropMediaFallback?: number;
}

const MEDIA = new Set(['video', 'audio', 'canvas']);

/** The nearest `<video>`, `<audio>` or `<canvas>` holding the block, or null. */
function mediaOf(b: Block): ElementNode | null {
  if (!b.containers.some((c) => MEDIA.has(c))) return null;
  for (let e: ElementNode | null = b.node; e; e = e.parent?.kind === 'element' ? e.parent : null)
    if (MEDIA.has(e.name)) return e;
  return null;
}

/** 1 for each block inside a media element whose fallback text has at most `maxWords` words. */
export function mediaFallbackBlocks(blocks: readonly Block[], maxWords: number): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const media = blocks.map(mediaOf);
  const words = new Map<ElementNode, number>();
  media.forEach((m, i) => {
    if (m) words.set(m, (words.get(m) ?? 0) + blocks[i].words);
  });
  media.forEach((m, i) => {
    if (m && words.get(m)! <= maxWords) out[i] = 1;
  });
  return out;
}
