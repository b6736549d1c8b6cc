// The article's headline. Article pages put their headline above the article's container (Readability.js
// reads it apart, from the page title); the headline is usually a heading whose words are those of the
// page's <title>, which adds the site's name to it. One implementation for the cleaner (which keeps the
// headline of the article it found) and the metadata (whose title is that headline).
import type { Block } from '../blocks/block.js';
import { type ElementNode, getAttr, type ParentNode } from '../html/node.js';
import { leadingPart } from './title.js';

const HEADINGS = new Set(['h1', 'h2', 'h3']);
const HEADLINE_CLASS = /headline|title/i;
const WORD = /[\p{L}\p{N}]+/gu;
/** How far before the article's first block a headline is looked for. */
const LOOK_BACK = 60;
/** How far into the page the metadata looks for its title heading. */
const PAGE_LOOK = 1_000;
/**
 * Least match between a candidate's words and the title's (Dice: twice the shared words over both counts):
 * the headline is most of the title, the site's name (often an h1 too) a small part of it.
 */
const MIN_TITLE_MATCH = 0.5;

export const wordsOf = (s: string): string[] => s.toLowerCase().match(WORD) ?? [];

export function looksLikeHeadline(b: Block): boolean {
  if (HEADINGS.has(b.tag)) return true;
  let e: ParentNode | null = b.node;
  for (let up = 0; up < 3 && e && e.kind === 'element'; up++, e = e.parent) {
    const cls = getAttr(e as ElementNode, 'class') ?? '';
    const id = getAttr(e as ElementNode, 'id') ?? '';
    if (HEADLINE_CLASS.test(cls.slice(0, 100)) || HEADLINE_CLASS.test(id.slice(0, 100))) return true;
  }
  return false;
}

/** Dice coefficient of two word sets: twice the shared words over both counts. */
export function wordMatch(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return (2 * shared) / (a.size + b.size);
}

/** The words of the page's `<title>` block. */
export function titleBlockWords(blocks: readonly Block[]): Set<string> {
  const title = new Set<string>();
  for (const b of blocks) if (b.tag === 'title') for (const w of wordsOf(b.text)) title.add(w);
  return title;
}

/** Among blocks `from`..`to`−1 that look like headlines, the one whose words best match `title`, or −1. */
export function bestHeadline(
  blocks: readonly Block[],
  from: number,
  to: number,
  title: ReadonlySet<string>,
  candidate: (b: Block) => boolean = looksLikeHeadline,
  minWords = 2,
  firstOfTies = false,
): number {
  let best = -1;
  let bestMatch = MIN_TITLE_MATCH;
  if (title.size === 0) return best;
  const end = Math.min(blocks.length, to);
  for (let i = Math.max(0, from); i < end; i++) {
    const b = blocks[i];
    if (b.tag === 'title' || !candidate(b)) continue;
    const words = new Set(wordsOf(b.text));
    if (words.size < minWords) continue;
    const match = wordMatch(words, title);
    if (firstOfTies ? match > bestMatch || (best < 0 && match >= bestMatch) : match >= bestMatch) {
      best = i;
      bestMatch = match;
    }
  }
  return best;
}

/**
 * The index of the headline block of an article starting at block `first`, or −1: among headings (and
 * elements classed headline/title) shortly before the article or among its first blocks, the one whose
 * words best match the page title.
 */
export function findHeadline(blocks: readonly Block[], first: number): number {
  return bestHeadline(blocks, first - LOOK_BACK, first + 5, titleBlockWords(blocks));
}

/**
 * The word sets a headline is matched against: the `<title>` block's and each title the page declares
 * (og:title, the JSON-LD or microdata headline), each whole and its leading part (`Rain again` of `Rain again |
 * My Garden Blog`). A page's h1 often differs from its `<title>` (an SEO title) but not from all of these.
 */
export function titleTargets(blocks: readonly Block[], declared: readonly string[] = []): Set<string>[] {
  const titles = [...blocks.filter((b) => b.tag === 'title').map((b) => b.text), ...declared];
  const targets: Set<string>[] = [];
  const seen = new Set<string>();
  for (const t of titles)
    for (const s of [t, leadingPart(t)]) {
      const words = wordsOf(s);
      const key = words.join(' ');
      if (words.length === 0 || seen.has(key)) continue;
      seen.add(key);
      targets.push(new Set(words));
    }
  return targets;
}

/**
 * Least match of a kept headline line with a title: closer than `MIN_TITLE_MATCH`, since each title is also
 * tried without its site part; a heading that only shares the title's first words (`X: But …` under `X: Hello`) is
 * the page's own line (Readability.js drops a heading only as close to its title).
 */
const KEPT_MATCH = 0.7;
/** A kept block this long that is no heading is the body's text: the headline comes before it. */
const BODY_CHARS = 120;
/** How far into the kept text (in kept blocks) the headline line is looked for. */
const KEPT_LOOK = 4;

/**
 * The kept headline line of a page: among its first `KEPT_LOOK` kept blocks, the headline-like one (a heading,
 * an element classed headline/title) whose words best match one of `targets` (Dice ≥ `KEPT_MATCH`; a one-word `<h1>`
 * counts), the first of equal matches; −1 when none does.
 */
export function keptHeadline(
  blocks: readonly Block[],
  kept: readonly boolean[],
  targets: readonly ReadonlySet<string>[],
): number {
  let best = -1;
  let bestMatch = KEPT_MATCH;
  for (let i = 0, seen = 0; i < blocks.length && seen < KEPT_LOOK; i++) {
    if (!kept[i]) continue;
    seen++;
    const b = blocks[i];
    // Past the body's first paragraph, a heading that matches the title is a section's (`What is X?`).
    if (!HEADINGS.has(b.tag) && b.text.length >= BODY_CHARS) break;
    if (b.tag === 'title' || !looksLikeHeadline(b)) continue;
    const words = new Set(wordsOf(b.text));
    if (words.size < (b.tag === 'h1' ? 1 : 2)) continue;
    for (const t of targets) {
      const match = wordMatch(words, t);
      if (match > bestMatch || (best < 0 && match >= bestMatch)) {
        best = i;
        bestMatch = match;
      }
    }
  }
  return best;
}

/**
 * The page's title heading for its metadata, or −1: the `<h1>` that best matches `title` (the `<title>` or a
 * declared title) or else its `lead` (the title's leading part, `Flexbox` of `Flexbox - Learn web
 * development`), else the other headline-like block that does; without a title, the page's only `<h1>`.
 */
export function findTitleHeading(
  blocks: readonly Block[],
  title: string | null,
  lead: string | null = null,
): number {
  const targets = [new Set(wordsOf(title ?? '')), new Set(wordsOf(lead ?? ''))].filter((w) => w.size > 0);
  // An <h1> of one word counts (`Flexbox`): the page marks it as its title; another one-word heading is more
  // often a section's.
  for (const words of targets) {
    // The first of equal matches: a page that repeats its title heading (a sticky header, a mobile copy
    // further down) has its byline under the first.
    const h1 = bestHeadline(blocks, 0, PAGE_LOOK, words, (b) => b.tag === 'h1', 1, true);
    if (h1 >= 0) return h1;
  }
  for (const words of targets) {
    const other = bestHeadline(blocks, 0, PAGE_LOOK, words, looksLikeHeadline, 2, true);
    if (other >= 0) return other;
  }
  return targets.length > 0 ? -1 : onlyH1(blocks);
}

function onlyH1(blocks: readonly Block[]): number {
  let h1 = -1;
  for (let i = 0; i < blocks.length && i < PAGE_LOOK; i++) {
    if (blocks[i].tag !== 'h1') continue;
    if (h1 >= 0 && blocks[h1].node !== blocks[i].node) return -1; // two h1s: no telling which
    if (h1 < 0) h1 = i;
  }
  return h1;
}
