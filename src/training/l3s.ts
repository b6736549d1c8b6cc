// L3S-GN1 gold: the page's HTML (re-saved, not byte-identical to the input) with annotated text wrapped in
// `<span class="x-nc-selN">`. We build blocks of the gold HTML itself with the same pipeline, read each
// block's class from its enclosing span, and align the gold's whole text (content and not) to the input
// page's blocks — the input page stays the training page, so extraction-time blocks are what is labelled.
// Classes: 1 headline → h; 2 full text and 3 supplemental → content (p/l by structure, c when continuing);
// 0 not content, 4 related content, 5 user comments (content for the corpus scope: `comments`), and text
// outside any span → not content.
import type { Block } from '../blocks/block.js';
import { getAttr } from '../html/node.js';
import { blockElement, type GoldSegment, structuralKind } from './align.js';
import { pageTree } from './page.js';
import { alignTokens } from './tokens.js';

const CLASS = /(?:^|\s)x-nc-sel(\d)(?:\s|$)/;

/** The x-nc-sel class of the nearest enclosing annotated span, -1 when none. */
export function selClass(b: Block): number {
  let n: Block['node'] | null = b.node;
  for (let depth = 0; n && depth < 256; depth++) {
    if (n.name === 'span') {
      const m = CLASS.exec(getAttr(n, 'class') ?? '');
      if (m) return Number(m[1]);
    }
    n = n.parent?.kind === 'element' ? n.parent : null;
  }
  return -1;
}

export function l3sKind(cls: number, b: Block, comments = false): GoldSegment['kind'] {
  if (cls === 1) return 'h';
  if (cls === 2 || cls === 3 || (comments && cls === 5)) return structuralKind(b);
  return null;
}

/**
 * Gold segments from the gold HTML bytes: one per run of gold blocks with one class in one element; content
 * runs of one element interrupted by other text (a link outside the spans) share a group, so the page's
 * blocks after the interruption continue (`c`) the paragraph.
 */
export function l3sSegments(goldBytes: Uint8Array, comments = false): GoldSegment[] {
  const { blocks } = pageTree(goldBytes);
  const out: GoldSegment[] = [];
  let prevClass = Number.NaN;
  let prevElement: Block['node'] | null = null;
  let contentElement: Block['node'] | null = null;
  let contentClass = -1;
  let contentGroup = -1;
  for (const b of blocks) {
    const tokens = alignTokens(b.text);
    if (tokens.length === 0) continue;
    const cls = selClass(b);
    const element = blockElement(b);
    const kind = l3sKind(cls, b, comments);
    const last = out[out.length - 1];
    if (last && cls === prevClass && element === prevElement) last.tokens.push(...tokens);
    else {
      const group = kind && element === contentElement && cls === contentClass ? contentGroup : out.length;
      out.push({ kind, tokens, group });
      if (kind) {
        contentElement = element;
        contentClass = cls;
        contentGroup = group;
      }
    }
    prevClass = cls;
    prevElement = element;
  }
  return out;
}
