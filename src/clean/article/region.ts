// The page's article region, found the way Readability.js finds it (`_grabArticle`), on our blocks:
// text paragraphs score their parent (fully), grandparent (half) and three more ancestors (less), the
// best-scoring container after link-density damping is the article, and its siblings with a good score
// join it. It gives the auto cleaner page-level evidence of where a news or blog article's text lives.
import type { Block } from '../../blocks/block.js';
import { blockParagraphs } from '../../blocks/block-paragraphs.js';
import { pageElements } from '../../blocks/page-elements.js';
import type { ElementNode, ParentNode } from '../../html/node.js';
import { elementIndex, subtreeElements, sumUp, underMatching } from '../../html/tree-order.js';
import { BLOCK_LEVEL, HEADINGS } from '../../html/vocabulary.js';
import { classWeight, isCommentContainer, underUnlikely, unlikelyBlocks } from './class-weight.js';
import { cleanConditionally, type TextTallies, type TextTally } from './clean-conditionally.js';
import { sidebarAbove } from './sidebars.js';

/** Containers whose own text is scored as a paragraph (Readability: p, td, pre, section, h2–h6, div-as-p). */
const SCORED = new Set(['p', 'td', 'pre', 'section', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'article', 'main']);
/** Readability's initial score by tag. */
const TAG_SCORE: Record<string, number> = {
  div: 5,
  pre: 3,
  td: 3,
  blockquote: 3,
  address: -3,
  ol: -3,
  ul: -3,
  dl: -3,
  dd: -3,
  dt: -3,
  li: -3,
  form: -3,
  h1: -5,
  h2: -5,
  h3: -5,
  h4: -5,
  h5: -5,
  h6: -5,
  th: -5,
};
const COMMAS = /[\u002C\u060C\uFE50\uFE10\uFE11\u2E41\u2E34\u2E32\uFF0C]/g;
/** Below this many characters of text the region is retried without skipping unlikely containers. */
const MIN_ARTICLE_CHARS = 500;
const ANCESTOR_LEVELS = 5;

export interface ArticleRegion {
  /** 1 for each block inside the article (its container or a sibling that joined it). */
  inside: Uint8Array;
  /** The article's top container. */
  top: ElementNode;
  /**
   * For each block of the article's members that conditional cleaning took out, the container it removed
   * (`cleanConditionally`); undefined elsewhere, and absent when nothing was cleaned.
   */
  cleanedBy?: (ElementNode | undefined)[];
}

interface Paragraph {
  chars: number;
  commas: number;
  text: string;
  /** The first ancestor its score goes to. */
  scoresFrom: ParentNode | null;
}

/** Containers whose text runs after a double `<br>` are paragraphs of their own (Readability's `_replaceBrs`). */
const BR_SPLIT = new Set(['div', 'td', 'th', 'article', 'section', 'main']);

/**
 * The article region of a page, or null when no container stands out (the whole body would be the article).
 * With `clean`, the containers Readability.js's conditional cleaning removes are not part of it. Blocks marked
 * in `hidden` (`hidden.ts`) neither score nor count, as Readability.js drops invisible nodes first: a page's
 * display:none copy of its own article (a comment widget's "post message") must not become the article.
 */
export function findArticleRegion(
  blocks: readonly Block[],
  clean = false,
  hidden: Uint8Array | null = null,
  uncountUnlikely = false,
  stripUnlikely = 0,
  degradeBelow = 0,
  { shunComments = false, keepDisclosures = 0, shunSidebars = false, tallyHidden }: RegionEvidence = {},
): ArticleRegion | null {
  if (blocks.length === 0) return null;
  const commas = blocks.map((b) => b.text.match(COMMAS)?.length ?? 0);
  const tallies = tallyText(blocks, commas, tallyHidden === undefined ? hidden : tallyHidden);
  // Whether an element is under an unlikely container does not depend on the pass: one memo for both.
  const unlikely = new Map<ParentNode, boolean>();
  // The same per block, made once per block list.
  const unlikelyMarks = unlikelyBlocks(blocks);
  const comments = new Map<ParentNode, boolean>();
  let best: ArticleRegion | null = null;
  let bestChars = -1;
  let bestSkipped = false;
  // Readability.js's attempts, each dropping one more of its heuristics while the article stays short: skip
  // unlikely containers, then not; then, while the best region holds fewer than `degradeBelow` characters
  // (its own cleaning all but emptied it), without class weights (a page builder's `widget` class on every
  // container), then without conditional cleaning. The longest attempt wins. Readability.js goes on up to 500
  // characters, but a short news item then loses to a longer sidebar.
  const attempts: Attempt[] = [
    { skipUnlikely: true, weightClasses: true, clean },
    { skipUnlikely: false, weightClasses: true, clean },
    { skipUnlikely: false, weightClasses: false, clean },
    NO_HEURISTICS,
  ];
  for (const [k, { skipUnlikely, weightClasses, clean: cleanThis }] of attempts.entries()) {
    if (k >= 2 && bestChars >= degradeBelow) break;
    const region = regionOnce(
      blocks,
      commas,
      tallies,
      skipUnlikely ? unlikely : null,
      cleanThis,
      hidden,
      uncountUnlikely,
      weightClasses,
      keepDisclosures,
    );
    if (!region) continue;
    if (shunComments && k > 0 && best && underMatching(region.top, isCommentContainer, comments)) continue;
    if (shunSidebars && k > 0 && best && sidebarAbove(region.top)) continue;
    // The article's text as Readability.js measures it: without the unlikely containers it removed.
    let chars = 0;
    for (let i = 0; i < blocks.length; i++)
      if (region.inside[i] && !hidden?.[i] && !(skipUnlikely && unlikelyMarks[i]))
        chars += blocks[i].text.length;
    if (chars > bestChars) {
      best = region;
      bestChars = chars;
      bestSkipped = skipUnlikely;
    }
    if (chars >= MIN_ARTICLE_CHARS) break;
  }
  // Readability.js returns the article without the unlikely containers it stripped first (the comments, a
  // share bar, a related box inside the post's container): with `stripUnlikely` 1 they are outside the region.
  // Only on the pass that skipped them: a region found among them is itself under one.
  // `stripUnlikely` 2: the comment containers alone.
  const stripped = (i: number) =>
    stripUnlikely > 1 ? underMatching(blocks[i].node, isCommentContainer, comments) : unlikelyMarks[i] === 1;
  if (best && stripUnlikely > 0 && bestSkipped)
    for (let i = 0; i < blocks.length; i++)
      if ((best.inside[i] || best.cleanedBy?.[i]) && stripped(i)) {
        best.inside[i] = 0;
        if (best.cleanedBy) best.cleanedBy[i] = undefined;
      }
  return best;
}

/** What the region's search weighs beyond Readability.js's heuristics. */
export interface RegionEvidence {
  /**
   * The blocks whose text is left out of the containers' tallies (conditional cleaning's link density and
   * text length), when not `hidden`: `hidden` less the ARIA tab panels (`tab-panels.ts`), so a tab widget
   * whose chosen panel is short and link-heavy is weighed with its other panels' text.
   */
  tallyHidden?: Uint8Array | null;
  /**
   * A retry's region under a comment container (`isCommentContainer`) does not replace the first attempt's:
   * a short post's own text, not the longer comment thread below it, is the article.
   */
  shunComments?: boolean;
  /**
   * Conditional cleaning keeps disclosure buttons (an accordion's questions, `isDisclosureButton`): 1 = those
   * marked by ARIA or a collapse toggle, 2 = also those whose class names an accordion or FAQ; 0 = none.
   */
  keepDisclosures?: number;
  /**
   * A retry's region under a sidebar (`sidebars.ts`) does not replace the first attempt's either: a short post
   * is the article, not the longer about-me box beside it.
   */
  shunSidebars?: boolean;
}

/** One attempt's heuristics (Readability.js's flags). */
interface Attempt {
  skipUnlikely: boolean;
  weightClasses: boolean;
  clean: boolean;
}
const NO_HEURISTICS: Attempt = { skipUnlikely: false, weightClasses: false, clean: false };

/** Characters, link characters, commas and heading characters under every element (one pass up the tree). */
function tallyText(
  blocks: readonly Block[],
  commas: readonly number[],
  hidden: Uint8Array | null,
): TextTallies {
  const order = pageElements(blocks);
  const tallies = new Array<TextTally | undefined>(order.length);
  for (let i = 0; i < blocks.length; i++) {
    if (hidden?.[i]) continue;
    const b = blocks[i];
    const chars = b.text.length;
    const own: TextTally = {
      chars,
      linkChars: b.words > 0 ? (chars * b.linkWords) / b.words : 0,
      commas: commas[i],
      headingChars: HEADINGS.has(b.tag) ? chars : 0,
    };
    const k = elementIndex(b.node);
    const t = tallies[k];
    if (t) addTally(t, own);
    else tallies[k] = own;
  }
  return sumUp(order, tallies, () => ({ chars: 0, linkChars: 0, commas: 0, headingChars: 0 }), addTally);
}

function addTally(into: TextTally, from: TextTally): void {
  into.chars += from.chars;
  into.linkChars += from.linkChars;
  into.commas += from.commas;
  into.headingChars += from.headingChars;
}

function linkDensity(tallies: TextTallies, e: ParentNode): number {
  const t = tallies[elementIndex(e)];
  return t && t.chars > 0 ? t.linkChars / t.chars : 0;
}

/** Nearest block-level ancestor-or-self of each element (memoised: inline chains can be long). */
const nearestBlockMemo = new WeakMap<ElementNode, ElementNode | null>();

function nearestBlock(start: ElementNode): ElementNode | null {
  const path: ElementNode[] = [];
  let found: ElementNode | null = null;
  for (let e: ParentNode | null = start; e && e.kind === 'element'; e = e.parent) {
    const known = nearestBlockMemo.get(e);
    if (known !== undefined) {
      found = known;
      break;
    }
    if (BLOCK_LEVEL.has(e.name)) {
      found = e;
      break;
    }
    path.push(e);
  }
  for (const e of path) nearestBlockMemo.set(e, found);
  if (found === start) nearestBlockMemo.set(start, found);
  return found;
}

/** The nearest block-level element holding a block's text. */
function paragraphOf(b: Block): ElementNode {
  return nearestBlock(b.node) ?? b.node;
}

/** One attempt; with `unlikely` (a memo), paragraphs under unlikely containers are skipped. */
function regionOnce(
  blocks: readonly Block[],
  commas: readonly number[],
  tallies: TextTallies,
  unlikely: Map<ParentNode, boolean> | null,
  clean: boolean,
  hidden: Uint8Array | null,
  uncountUnlikely: boolean,
  weightClasses = true,
  keepDisclosures = 0,
): ArticleRegion | null {
  // Paragraph text: characters and commas of each scored container.
  // Keyed by the paragraph element, or, for a run after a double <br>, by an object of its own.
  const paragraphs = new Map<ElementNode | object, Paragraph>();
  const openRun = new Map<ElementNode, object>();
  const paragraphOfBlock = blockParagraphs(blocks);
  for (let i = 0; i < blocks.length; i++) {
    if (hidden?.[i]) continue;
    const b = blocks[i];
    const p = paragraphOfBlock[i];
    if (!SCORED.has(p.name) || (unlikely && underUnlikely(p, unlikely))) continue;
    let key: ElementNode | object = p;
    if (BR_SPLIT.has(p.name)) {
      let brs = 0;
      for (const t of b.crossed) if (t === 'br') brs++;
      if (brs >= 2) {
        key = {};
        openRun.set(p, key);
      } else key = openRun.get(p) ?? p;
    }
    // A code listing's commas are syntax, not the clauses of prose Readability.js counts: a long listing of
    // recipes would outscore the documentation page's text around it.
    const proseCommas = p.name === 'pre' ? 0 : commas[i];
    const t = paragraphs.get(key);
    if (t) {
      t.chars += b.text.length + 1;
      t.commas += proseCommas;
      t.text += ` ${b.text}`;
    } else {
      // Text directly in a div that also holds blocks, and a run after a double <br>, are for Readability.js
      // paragraphs of their own inside the container (it wraps them in <p>): the container is their parent.
      const inside = key !== p || (p.name === 'div' && hasBlockChild(p));
      paragraphs.set(key, {
        chars: b.text.length,
        commas: proseCommas,
        text: b.text,
        scoresFrom: inside ? p : p.parent,
      });
    }
  }

  const scores = new Map<ElementNode, number>();
  for (const { chars, commas, scoresFrom } of paragraphs.values()) {
    if (chars < 25) continue;
    const score = 1 + commas + 1 + Math.min(Math.floor(chars / 100), 3);
    let level = 0;
    for (let a = scoresFrom; a && a.kind === 'element' && level < ANCESTOR_LEVELS; a = a.parent, level++) {
      if (!a.parent) break;
      const divider = level === 0 ? 1 : level === 1 ? 2 : level * 3;
      scores.set(a, (scores.get(a) ?? initialScore(a, weightClasses)) + score / divider);
    }
  }
  if (scores.size === 0) return null;

  for (const [e, s] of scores) scores.set(e, s * (1 - linkDensity(tallies, e)));
  const ranked = [...scores].sort((x, y) => y[1] - x[1]);
  let top = ranked[0][0];
  if (top.name === 'body' || top.name === 'html') return null;
  top = climb(top, ranked, scores);
  if (top.name === 'body' || top.name === 'html') return null;

  const members = joinSiblings(top, scores, tallies, paragraphs);
  // On the pass that skips unlikely containers, Readability.js has already stripped them when it cleans: a
  // comment form's inputs below the post must not count against the post's container.
  const removed = clean
    ? cleanConditionally(
        members,
        tallies,
        uncountUnlikely && unlikely !== null,
        weightClasses,
        keepDisclosures,
      )
    : undefined;
  const elements = subtreeElements(members, removed);
  const inside = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) if (elements.has(blocks[i].node)) inside[i] = 1;
  return { inside, top, cleanedBy: removed?.size ? cleanedContainers(blocks, inside, removed) : undefined };
}

/** The removed container each block outside the kept elements sits under (the first removed ancestor). */
function cleanedContainers(
  blocks: readonly Block[],
  inside: Uint8Array,
  removed: ReadonlySet<ElementNode>,
): (ElementNode | undefined)[] {
  const by: (ElementNode | undefined)[] = new Array(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    if (inside[i]) continue;
    for (let e: ParentNode | null = blocks[i].node; e && e.kind === 'element'; e = e.parent)
      if (removed.has(e)) {
        by[i] = e;
        break;
      }
  }
  return by;
}

function hasBlockChild(e: ElementNode): boolean {
  for (const c of e.children) if (c.kind === 'element' && BLOCK_LEVEL.has(c.name)) return true;
  return false;
}

function initialScore(e: ElementNode, weightClasses: boolean): number {
  return (TAG_SCORE[e.name] ?? 0) + (weightClasses ? classWeight(e) : 0);
}

/** Readability's two climbs: to an ancestor shared by several near-best candidates, then to a better parent. */
function climb(
  start: ElementNode,
  ranked: readonly (readonly [ElementNode, number])[],
  scores: Map<ElementNode, number>,
): ElementNode {
  let top = start;
  const topScore = ranked[0][1];
  const alternatives = ranked.slice(1, 5).filter(([, s]) => s / topScore >= 0.75);
  if (alternatives.length >= 3) {
    // How many alternatives each element holds (one walk up from each of them, not one per level).
    const holding = new Map<ParentNode, number>();
    for (const [alt] of alternatives)
      for (let a: ParentNode | null = alt; a; a = a.parent) holding.set(a, (holding.get(a) ?? 0) + 1);
    for (
      let parent = top.parent;
      parent && parent.kind === 'element' && parent.name !== 'body';
      parent = parent.parent
    ) {
      if ((holding.get(parent) ?? 0) >= 3) {
        top = parent;
        break;
      }
    }
  }
  let lastScore = scores.get(top) ?? 0;
  const threshold = lastScore / 3;
  for (
    let parent = top.parent;
    parent && parent.kind === 'element' && parent.name !== 'body';
    parent = parent.parent
  ) {
    const s = scores.get(parent);
    if (s === undefined) continue;
    if (s < threshold) break;
    if (s > lastScore) {
      top = parent;
      break;
    }
    lastScore = s;
  }
  // A container that is its parent's only element child stands for the parent.
  for (
    let parent = top.parent;
    parent && parent.kind === 'element' && parent.name !== 'body';
    parent = parent.parent
  ) {
    let elements = 0;
    for (const c of parent.children) if (c.kind === 'element') elements++;
    if (elements !== 1) break;
    top = parent;
  }
  return top;
}

/** The top container and the siblings Readability appends to it. */
function joinSiblings(
  top: ElementNode,
  scores: Map<ElementNode, number>,
  tallies: TextTallies,
  paragraphs: Map<ElementNode | object, Paragraph>,
): Set<ElementNode> {
  const members = new Set<ElementNode>([top]);
  const parent = top.parent;
  if (parent?.kind !== 'element') return members;
  const topScore = scores.get(top) ?? 0;
  const threshold = Math.max(10, topScore * 0.2);
  const topClass = top.attrs.find((a) => a.name === 'class')?.value ?? '';
  for (const s of parent.children) {
    if (s.kind !== 'element' || s === top) continue;
    const sClass = s.attrs.find((a) => a.name === 'class')?.value ?? '';
    const bonus = topClass !== '' && sClass === topClass ? topScore * 0.2 : 0;
    const score = scores.get(s);
    if (score !== undefined && score + bonus >= threshold) {
      members.add(s);
      continue;
    }
    const paragraph = s.name === 'p' ? paragraphs.get(s) : undefined;
    if (!paragraph) continue;
    const chars = paragraph.chars;
    const density = linkDensity(tallies, s);
    if (chars > 80 && density < 0.25) members.add(s);
    else if (chars > 0 && chars <= 80 && density === 0 && /\.( |$)/.test(paragraph.text)) members.add(s);
  }
  return members;
}

/** A class word ending in a one- or two-digit ordinal after a hyphen or underscore: the number. */
const ORDINAL_CLASS = /([A-Za-z][-_])\d{1,2}(?=\s|$)/g;

/**
 * The look of a block's paragraph: its name and class and those of `depth` containers above it. With `ordinal`,
 * a class word's trailing one- or two-digit number goes: a story split into numbered sections
 * (`div.story-body story-body-1`, `… story-body-2`, with a related box between them) reads as one look. Longer
 * numbers (a post's id, `post-4512`) stay: they tell one entry from another.
 */
export function sectionStyle(b: Block, depth: number, ordinal = false): string {
  return paragraphStyle(paragraphOf(b), depth, ordinal, null);
}

/**
 * `sectionStyle` of each block of `blocks` (by index), each paragraph's look made once and each container's
 * part of it once: article mode asks it of every kept block, and a page's blocks share their paragraphs and
 * containers (the lines of one cell, the cells of one table).
 */
export function sectionStyles(
  blocks: readonly Block[],
  depth: number,
  ordinal = false,
): (i: number) => string {
  const paragraphs = blockParagraphs(blocks);
  const styles = new Map<ElementNode, string>();
  const parts = new Map<ElementNode, string>();
  return (i) => {
    const p = paragraphs[i];
    let style = styles.get(p);
    if (style === undefined) {
      style = paragraphStyle(p, depth, ordinal, parts);
      styles.set(p, style);
    }
    return style;
  };
}

function paragraphStyle(
  paragraph: ElementNode,
  depth: number,
  ordinal: boolean,
  parts: Map<ElementNode, string> | null,
): string {
  let key = '';
  // Inline wrappers (span, font, b…) come and go between entries of the same kind: only containers count.
  let e: ElementNode | null = paragraph;
  for (let d = 0; d <= depth && e; d++) {
    let part = parts?.get(e);
    if (part === undefined) {
      const raw = e.attrs.find((a) => a.name === 'class')?.value ?? '';
      const cls = ordinal ? raw.replace(ORDINAL_CLASS, '$1') : raw;
      part = `${e.name}.${cls}<`;
      parts?.set(e, part);
    }
    key += part;
    e = e.parent?.kind === 'element' ? nearestBlock(e.parent) : null;
  }
  return key;
}
