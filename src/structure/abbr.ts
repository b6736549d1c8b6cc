// Kitten §3.3: the title of `<abbr>`/`<acronym>` (shown on mouseover) is informational content, written
// after the abbreviation between brackets: `NSW` → `NSW (New South Wales)`.

import { type ElementNode, getAttr } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { resolveUp } from './lists/resolve-up.js';

export interface Abbreviation {
  el: ElementNode;
  /** The title, whitespace collapsed. */
  title: string;
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** Finds, for a block's node, the `abbr`/`acronym` with a title it sits in (inside the same block-level box). */
export class AbbrFinder {
  private readonly memo = new Map<ElementNode, Abbreviation | null>();

  of(node: ElementNode): Abbreviation | null {
    return resolveUp<Abbreviation | null>(this.memo, node, null, (el, outer) => {
      if (el.name === 'abbr' || el.name === 'acronym') {
        const title = collapse(getAttr(el, 'title') ?? '');
        if (title) return { el, title };
      }
      // An abbreviation does not reach across a paragraph or cell.
      return BLOCK_LEVEL.has(el.name) ? null : outer;
    });
  }
}

/** The bracketed expansion to write after the abbreviation's text, or null when the text already says it. */
export function expansionFor(text: string, abbr: Abbreviation): string | null {
  const shown = collapse(text);
  if (!shown || shown.toLowerCase() === abbr.title.toLowerCase()) return null;
  return ` (${abbr.title})`;
}
