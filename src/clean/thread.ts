// A declared forum thread's posts (`entriesKind`, `entries.ts`): on a page that declares DiscussionForumPosting
// or QAPage, the largest run of entries built alike is taken as its posts and article mode is left out. On a
// thread of two or three posts the largest run is something else (a dialog's tabs, a list of related threads)
// and, with article mode left out, the page keeps whatever the CRF kept around it. The run is taken as the
// thread's posts only when it holds a share of the page's words, as a thread's posts do.
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { underMatching } from '../html/tree-order.js';
import { isCommentContainer } from './article/class-weight.js';
import { type EntriesRun, entryOf } from './entries.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface ThreadParams {
  /** Least share (0..1) of the page's words a declared thread's run must hold to be its posts (0 = any run). */
  threadRunShare?: number;
  /**
   * Drop forum post signatures (`signatureBlocks`): 0 = off, 1 = on pages declaring a thread, 2 = also on every
   * other page, there by the whole word only.
   */
  threadSignatures?: number;
}

/** Whether a declared thread's run of entries holds enough of the page to be its posts. */
export function runHoldsThread(run: EntriesRun | null, params: ThreadParams): boolean {
  if (run === null) return false;
  const share = params.threadRunShare ?? 0;
  return share <= 0 || run.words >= share * run.pageWords;
}

/**
 * A forum post's signature (the few lines a member appends to every post: a motto, links, a list of gear) is
 * marked up as such by the forum software (phpBB, vBulletin, XenForo, Invision: `signature`, `sig`,
 * `signaturecontainer`, `message-signature`, `ipsEntry__signature`, `sig_text`; FluxBB and PunBB `postsignature`;
 * NodeBB an attribute, `component="post/signature"`), in a block container. WCXB's gold
 * of a thread is its posts without them. Elsewhere the short word names other things (Sphinx marks a function's
 * signature `dt.sig`, a newspaper its byline `pb-sig-line`), so on a page that declares no thread only the whole
 * word counts.
 */
const SIGNATURE_WORDS = /(?:^| )(?:signature|signatures|signaturecontainer|postsignature|sig|usersig)(?: |$)/;
const SIGNATURE_WHOLE_WORDS = /(?:^| )(?:signature|signatures|signaturecontainer|postsignature)(?: |$)/;
/** NodeBB names its parts in a `component` attribute, a signature `component="post/signature"`. */
const SIGNATURE_COMPONENT = 'post/signature';
/** The containers forum software puts a signature in (Sphinx's `dt.sig` and `span.sig-name` are none). */
const SIGNATURE_TAGS = new Set(['div', 'aside', 'section', 'footer']);

const RAW_SIG = /sig/i;

/** Whether an element is a post signature's container; `short`: `sig` and `usersig` count too. */
export function isSignatureContainer(e: ElementNode, short = true): boolean {
  if (!SIGNATURE_TAGS.has(e.name)) return false;
  if (getAttr(e, 'component') === SIGNATURE_COMPONENT) return true;
  // Most containers name no signature: a plain substring test spares them the word split (every page runs this).
  if (!classOrIdHas(e, RAW_SIG)) return false;
  return (short ? SIGNATURE_WORDS : SIGNATURE_WHOLE_WORDS).test(nameWords(e));
}

/**
 * 1 for each block under a post signature holding at most `maxShare` of the kept words (a page-wide wrapper
 * whose class mentions a signature is left alone); `short` as in `isSignatureContainer`.
 */
export function signatureBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  short = true,
  maxShare = 0.5,
): Uint8Array {
  return underNamedContainers(blocks, kept, (e) => isSignatureContainer(e, short), maxShare);
}

export interface ThreadRescueParams {
  /**
   * Undeclared threads: when article mode drops, from the page's run of entries, blocks the CRF kept with p(o)
   * below this (it is sure they are content), the run is taken as the thread's replies and those blocks come
   * back (0 = off).
   */
  threadRescueBelow?: number;
  /** ... only when the dropped sure words are at least this share of the words article mode kept. */
  threadRescueShare?: number;
  /** ... and lie in at least this many of the run's entries. */
  threadRescueEntries?: number;
}

/**
 * The blocks of the run that article mode dropped although the CRF was sure of them, when they make the page
 * a thread (a forum without declared markup: the first post is the "article", the replies a run of posts built
 * alike); else null. A news page's comments are a run too, but the CRF, trained on main-content gold, is
 * mostly not sure of them, and where it is (a blog's comments read like CleanEval's running text) their
 * containers are named as comments (`commentText`, `disqus`): blocks under those never come back, unless the
 * run's entries carry post signatures (`signed`, `signed-replies.ts`): a forum's replies marked up as comments.
 */
export function threadReplies(
  blocks: readonly Block[],
  run: EntriesRun | null,
  before: readonly string[],
  after: readonly string[],
  pO: Float64Array,
  params: ThreadRescueParams,
  signed = false,
): Uint8Array | null {
  const below = params.threadRescueBelow ?? 0;
  if (run === null || below <= 0) return null;
  const roots = new Set<ElementNode>(run.roots);
  const entries = new Set<ElementNode>();
  const out = new Uint8Array(blocks.length);
  let dropped = 0;
  let kept = 0;
  const comments = new Map<ParentNode, boolean>();
  for (let i = 0; i < blocks.length; i++) {
    if (after[i] !== 'o') kept += blocks[i].words;
    if (!run.inside[i] || before[i] === 'o' || after[i] !== 'o' || pO[i] >= below) continue;
    if (!signed && underMatching(blocks[i].node, isCommentContainer, comments)) continue;
    out[i] = 1;
    dropped += blocks[i].words;
    const e = entryOf(blocks[i].node, roots);
    if (e) entries.add(e);
  }
  if (dropped === 0 || dropped < (params.threadRescueShare ?? 0) * kept) return null;
  if (entries.size < (params.threadRescueEntries ?? 3)) return null;
  return out;
}
