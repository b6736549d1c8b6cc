// The second pass's working state: the page's blocks and posteriors, the labels so far, and the page-level
// decisions each phase leaves for the next (the run of entries, article mode, the product kind). Phases run in
// order (`second-pass.ts`) and change `out` in place.
import type { Block, Label } from '../../blocks/block.js';
import { articleRegionOf } from '../article/mode.js';
import type { ArticleRegion } from '../article/region.js';
import type { EntriesRun } from '../entries.js';
import type { PageKind, PageSignals } from '../page-kind.js';
import type { AutoParams } from './params.js';

export interface PassState {
  readonly blocks: readonly Block[];
  /** The CRF's posteriors, `labels.length` per block. */
  readonly post: Float64Array;
  readonly labels: readonly string[];
  readonly params: AutoParams;
  readonly signals: PageSignals;
  readonly n: number;
  /** Each block's p(o); the early steps set it to 1 for certain boilerplate. */
  readonly pO: Float64Array;
  /** The labels so far. */
  readonly out: Label[];
  /** Hidden blocks, when a step reads them. */
  readonly hidden: Uint8Array | null;
  /** The blocks article mode reads as hidden. */
  readonly regionHidden: Uint8Array | null;
  /** The kind the page's markup declares. */
  readonly kind: PageKind | null;
  /** The region kept because no block passed (`firstLabels`), else null. */
  onlyRegion: number | null;
  /** p(o) mixed with the block's region and alike blocks. */
  mixed: Float64Array;
  /** A page that declares a product and nothing else. */
  productOnly: boolean;
  /** The labels before the page-kind steps, for the product step to start again from (`productFromCrf`). */
  beforeKinds: Label[] | null;
  /** The page's run of entries, unless it is comments, a sidebar's or widgets. */
  run: EntriesRun | null;
  /** The run is a forum's replies marked up as comments. */
  signed: boolean;
  /** The page is kept as a listing before article mode. */
  isListing: boolean;
  /** Article mode took the page. */
  isArticle: boolean;
  /** The labels before article mode, for the steps that undo or extend it. */
  beforeArticle: Label[] | null;
  /** Article mode's parameters on this page. */
  articleParams: AutoParams;
  /** The article is a story beside a run of teaser cards. */
  besideTeasers: boolean;
  /** An undeclared thread's replies kept beside its first post. */
  replies: Uint8Array | null;
  /** The run of entries is kept as the page's content. */
  entriesKept: boolean;
  /** The kind the product step runs for, if any. */
  productKind: PageKind | null;
}

const regions = new WeakMap<PassState, ArticleRegion | null>();

/** The page's article region by the pass's article parameters, found once: several phases ask for it. */
export function passRegion(s: PassState): ArticleRegion | null {
  let region = regions.get(s);
  if (region === undefined) {
    region = articleRegionOf(s.blocks, s.articleParams, s.regionHidden);
    regions.set(s, region);
  }
  return region;
}

/** Which blocks are kept so far. */
export const keptOf = (out: readonly Label[]): boolean[] => out.map((l) => l !== 'o');

/** Whether the block is the head's text (its `<title>`), which a browser shows in its tab, not in the page. */
export const inHead = (b: Block): boolean => b.containers.includes('head');

/** Elements whose text a block can come from but a reader does not read as text. */
export const NOT_RUNNING_TEXT = new Set(['img', 'iframe']);

/** 1 for each block of an image's alt text or an iframe's fallback text of fewer than `below` words. */
export function altTextBlocks(blocks: readonly Block[], below: number): Uint8Array {
  const out = new Uint8Array(blocks.length);
  for (let i = 0; i < blocks.length; i++)
    if (blocks[i].words < below && NOT_RUNNING_TEXT.has(blocks[i].node.name)) out[i] = 1;
  return out;
}

const CONTENT: Label[] = ['p', 'h', 'l', 'c'];

/** The most likely content label of block `i`. */
export function contentLabel(post: Float64Array, i: number, labels: readonly string[]): Label {
  const L = labels.length;
  let best: Label = 'p';
  let bestP = -1;
  for (const l of CONTENT) {
    const k = labels.indexOf(l);
    const p = k >= 0 ? post[i * L + k] : 0;
    if (p > bestP) {
      bestP = p;
      best = l;
    }
  }
  return best;
}

/** The content label a block brought back takes: its likeliest. */
export const labelOf = (s: PassState, i: number): Label => contentLabel(s.post, i, s.labels);

/**
 * Dropped blocks that `mark` finds (given those kept so far) come back with `label`, unless hidden or in the
 * head: steps that find content by the page's own evidence never revive what no reader sees.
 */
export function bringBack(
  blocks: readonly Block[],
  out: Label[],
  mark: (kept: boolean[]) => Uint8Array,
  hidden: Uint8Array | null,
  label: (i: number) => Label,
): void {
  const marked = mark(keptOf(out));
  for (let i = 0; i < out.length; i++)
    if (marked[i] && out[i] === 'o' && !hidden?.[i] && !inHead(blocks[i])) out[i] = label(i);
}

/**
 * `bringBack` with each block's likeliest content label, never reviving the page's hidden blocks unless told
 * otherwise (`hidden` null: a closed panel's text is content too).
 */
export function revive(
  s: PassState,
  mark: (kept: boolean[]) => Uint8Array,
  hidden: Uint8Array | null = s.hidden,
): void {
  bringBack(s.blocks, s.out, mark, hidden, (i) => labelOf(s, i));
}

/** Blocks that `mark` finds among those kept so far become `o` (in place). */
export function dropMarked(out: Label[], mark: (kept: boolean[]) => Uint8Array): void {
  const drop = mark(keptOf(out));
  for (let i = 0; i < out.length; i++) if (drop[i]) out[i] = 'o';
}

/** A step's switch read as most second-pass keys are: 0 = off, 1 = on the pages of its kind, 2 = on every page. */
export function onPages(value: number | undefined, ofKind: boolean): boolean {
  return (value ?? 0) > 1 || (value === 1 && ofKind);
}

/** Whether any undeclared thread's reply was kept beside its first post. */
export const keepsReplies = (s: PassState): boolean => !!s.replies?.some((r) => r);
