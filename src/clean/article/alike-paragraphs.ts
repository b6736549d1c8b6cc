// The body's other paragraphs: `<p>` siblings built like the paragraphs of the article that were kept. On
// news pages whose body holds a photo gallery, a fact box or a long list of related links, the CRF keeps the
// first two or three paragraphs and drops the rest with confidence (p(o) 0.9–1.0, above article mode's
// rescue); `sandwich.ts` brings back only a paragraph with a kept one on both sides, so the body's tail
// stays lost. A `<p>` under the same parent as two or more kept `<p>`, with the same first class, of
// running text (not mostly links) is the body's own. Structure only: nothing here reads the page's language.
import type { Block, Label } from '../../blocks/block.js';
import { type ElementNode, type ParentNode, tagAndFirstClass } from '../../html/node.js';
import { isParagraphP, type ParagraphRun, paragraphRuns, paragraphTallies } from './paragraph-of.js';

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
  /**
   * 1 = the same across sibling containers: a dropped `<p>` whose parent has the tag and first class (a class
   * is needed) of a sibling container holding two or more kept `<p>` of its class comes back (a story paged
   * into `div.pageprint` twins, the second swapped in by a script); 2 = classless containers too; 0 = off.
   */
  articleAlikeParagraphsCousins?: number;
}

/** 1 for each block of a dropped paragraph built like two or more kept sibling paragraphs (`pO` < 1 only). */
export function alikeParagraphBlocks(
  blocks: readonly Block[],
  out: readonly Label[],
  pO: Float64Array,
  minWords: number,
  mixed = 0,
  cousins = 0,
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
  if (cousins) markCousins(paras, kept, words, linkWords, pO, minWords, cousins, marks);
  return marks;
}

/**
 * `articleAlikeParagraphsCousins`: the `<p>` runs grouped by grandparent, parent's tag and first class and their
 * own; a container with fewer than two kept paragraphs of its class takes its dropped ones back when an earlier
 * sibling container of the same make holds two or more (a continuation follows its first page; a site's welcome
 * box of the body's make, above it, stays out: Dragnet R536).
 */
function markCousins(
  paras: readonly ParagraphRun[],
  kept: Uint8Array,
  words: Float64Array,
  linkWords: Float64Array,
  pO: Float64Array,
  minWords: number,
  cousins: number,
  marks: Uint8Array,
): void {
  const groups = new Map<ParentNode, Map<string, Map<ParentNode, number[]>>>();
  for (let k = 0; k < paras.length; k++) {
    const el = paras[k].el;
    const parent = el?.parent;
    if (!isParagraphP(paras[k]) || parent?.kind !== 'element' || !parent.parent) continue;
    const make = tagAndFirstClass(parent as ElementNode);
    if (cousins < 2 && make.endsWith('.')) continue;
    const byMake = groups.get(parent.parent) ?? new Map<string, Map<ParentNode, number[]>>();
    groups.set(parent.parent, byMake);
    const key = `${make} ${tagAndFirstClass(el as ElementNode)}`;
    const byParent = byMake.get(key) ?? new Map<ParentNode, number[]>();
    byMake.set(key, byParent);
    const list = byParent.get(parent) ?? [];
    byParent.set(parent, list);
    list.push(k);
  }
  for (const byMake of groups.values())
    for (const byParent of byMake.values()) {
      if (byParent.size < 2) continue;
      const lists = [...byParent.values()];
      const n = lists.map((list) => list.filter((k) => kept[k] && words[k] >= minWords).length);
      lists.forEach((list, a) => {
        if (n[a] >= 2 || !n.some((m, b) => b < a && m >= 2)) return;
        for (const k of list) {
          if (kept[k] || words[k] < minWords || linkWords[k] > 0.3 * words[k]) continue;
          for (let i = paras[k].from; i < paras[k].to; i++) if (pO[i] < 1) marks[i] = 1;
        }
      });
    }
}
