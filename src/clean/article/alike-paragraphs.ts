// The body's other paragraphs: `<p>` siblings built like the paragraphs of the article that were kept. On
// news pages whose body holds a photo gallery, a fact box or a long list of related links, the CRF keeps the
// first two or three paragraphs and drops the rest with confidence (p(o) 0.9–1.0, above article mode's
// rescue); `sandwich.ts` brings back only a paragraph with a kept one on both sides, so the body's tail
// stays lost. A `<p>` under the same parent as two or more kept `<p>`, with the same first class, of
// running text (not mostly links) is the body's own. Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import { type ElementNode, type ParentNode, tagAndFirstClass } from '../../html/node.js';
import { isParagraphP, paragraphRuns, paragraphTallies } from './paragraph-of.js';

export interface AlikeParagraphParams {
  /**
   * On a page taken as an article, a dropped `<p>` of at least this many words (at most 30 % of them link
   * words) under the same parent and with the same first class as two or more kept `<p>` of as many words comes
   * back: 0 = off.
   */
  articleAlikeParagraphs?: number;
  /**
   * 1 = a group with one kept paragraph of the class suffices when its parent holds two or more kept `<p>` of
   * as many words whatever their class (a news body opening on a classless dateline paragraph, then the site's
   * numbered `p.story` paragraphs, the first kept and the rest dropped beside an inline photo box); 0 = off.
   */
  articleAlikeParagraphsMixed?: number;
}

/** 1 for each block of a dropped paragraph built like two or more kept sibling paragraphs (`pO` < 1 only). */
export function alikeParagraphBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  minWords: number,
  mixed = 0,
): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  const paras = paragraphRuns(blocks);
  const { kept, words, linkWords } = paragraphTallies(blocks, out, paras);
  // The `<p>` runs grouped by parent and first class (a CMS numbers its paragraphs' second class:
  // `cnn_storypgraphtxt cnn_storypgraph2`).
  const groups = new Map<ParentNode, Map<string, number[]>>();
  for (let k = 0; k < paras.length; k++) {
    const el = paras[k].el;
    if (!isParagraphP(paras[k]) || !el?.parent) continue;
    const byClass = groups.get(el.parent) ?? new Map<string, number[]>();
    groups.set(el.parent, byClass);
    const cls = tagAndFirstClass(el as ElementNode);
    const list = byClass.get(cls) ?? [];
    byClass.set(cls, list);
    list.push(k);
  }
  for (const byClass of groups.values()) {
    const keptOf = (group: number[]) => group.filter((k) => kept[k] && words[k] >= minWords).length;
    let parentKept = 0;
    for (const group of byClass.values()) parentKept += keptOf(group);
    for (const group of byClass.values()) {
      // Two kept paragraphs of the body's length (a kept one may be mostly a link: "From example.com comes …");
      // with `mixed`, one of the class among two or more kept under the parent.
      const n = keptOf(group);
      if (n < 2 && !(mixed && n === 1 && parentKept >= 2)) continue;
      for (const k of group) {
        if (kept[k] || words[k] < minWords || linkWords[k] > 0.3 * words[k]) continue;
        for (let i = paras[k].from; i < paras[k].to; i++) if (pO[i] < 1) marks[i] = 1;
      }
    }
  }
  return marks;
}
