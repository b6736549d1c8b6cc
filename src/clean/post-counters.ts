// A thread post's counters: forum software that marks its posts up in schema.org microdata puts each post's
// number in the thread (`itemprop="position"`: Discourse's "1", "2" after the post date), its likes or votes
// (`itemprop="interactionStatistic"`, an InteractionCounter: Discourse's "6 Likes"; `upvoteCount`: a Q&A
// answer's score) in elements of their own. WCXB's gold of a thread is its posts without them, but the CRF
// keeps many beside the post's header. Markup, not words: language-neutral. Software that marks up no microdata
// shows the post's number as a link to the post itself ("#1": XenForo's `postNumber`, MyBB's post URL, NodeBB's
// `post-index`, vBulletin's `postcounter`); a link whose whole text is "#" and digits, alone on its line or
// within the site, is that number (GameFAQs' unlinked "#1" stays: its gold keeps it; so does a pull request's
// "#20713" link to another site inside a sentence).
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { underMatching } from '../html/tree-order.js';
import { paragraphLines } from './article/paragraph-of.js';

export interface PostCountersParams {
  /**
   * Drop a post's microdata counters (`postCounterBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = on
   * every page.
   */
  threadPostCounters?: number;
  /** The "#N" permalinks too (`postCounterBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = on every page. */
  threadPostNumbers?: number;
}

/** The microdata properties that hold a count or a post's place, not its text. */
const COUNTER_PROPS = new Set(['position', 'interactionstatistic', 'upvotecount', 'downvotecount']);

/** Whether an element holds a counter property (`itemprop` may list several, space-separated). */
export function isPostCounter(e: ElementNode): boolean {
  const prop = getAttr(e, 'itemprop');
  if (!prop) return false;
  return prop
    .toLowerCase()
    .split(/\s+/)
    .some((p) => COUNTER_PROPS.has(p));
}

/** The nearest enclosing link element, or null. */
function linkOf(e: ElementNode): ElementNode | null {
  for (let p: ElementNode | null = e; p; p = p.parent?.kind === 'element' ? p.parent : null)
    if (p.name === 'a') return p;
  return null;
}

/** An href naming a host ("https://…", "//…"): a link off the page's site. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** A post's permalink number: "#12". */
const POST_NUMBER = /^#\d+$/;

/**
 * 1 for each block, with `counters`, under a post counter (a number, or a count and its unit, "6 Likes": a few
 * words) and, with `permalinks`, each link reading only "#" and a post's number, alone on its line or within the
 * site.
 */
export function postCounterBlocks(
  blocks: readonly Block[],
  counters: boolean,
  permalinks: boolean,
  maxWords = 3,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const memo = new Map<ParentNode, boolean>();
  const line = permalinks ? paragraphLines(blocks) : null;
  // Alone on its line, or a link within the site: a pull request's "#20713" link to another site inside a
  // sentence is the sentence's; vBulletin's `a.postcounter` shares its line with the post's date.
  const alone = (i: number) => line![i] < 0 || (line![i - 1] !== line![i] && line![i + 1] !== line![i]);
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (b.words > maxWords) continue;
    if (counters && underMatching(b.node, isPostCounter, memo)) out[i] = 1;
    else if (permalinks && POST_NUMBER.test(b.text)) {
      const link = linkOf(b.node);
      if (link && (alone(i) || !ABSOLUTE.test(getAttr(link, 'href') ?? ''))) out[i] = 1;
    }
  }
  return out;
}
