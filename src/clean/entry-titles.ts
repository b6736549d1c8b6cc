// A listing entry's linked title (the corpus scope's second pass, `entryTitles`): a job board's rows or a news
// page's teasers each open with a short link on its own line, then a few lines of text. The CRF drops short links
// as navigation and keeps the text; CleanEval's gold keeps both, the title as a heading. A title is known by
// markup and repetition only (the same build four times or more, mostly different texts, each before kept text
// that is not links), so it holds in any language.
import type { Block, Label } from '../blocks/block.js';
import { isText } from './gap-fill.js';
import { onSameLine, separation } from './segment-bounds.js';

export interface EntryTitleParams {
  /**
   * Corpus scope: a dropped link of at most 15 words right before kept text that is not links is an entry's
   * title (a job row's, a teaser's) when at least this many such links share their markup (0 = off). The CRF
   * drops short links as navigation, but a listing's entries each open with their linked title.
   */
  entryTitles?: number;
}

/** The longest link a title can be: longer runs of links are link lists, not an entry's title. */
const MAX_TITLE_WORDS = 15;
/** The fewest words of kept text (not links) up to the next dropped block that make an entry. */
const MIN_ENTRY_WORDS = 8;
/** The share of different texts among a markup's title links below which they are no titles. */
const MIN_DISTINCT = 0.7;

/** 1 for each dropped title link before kept text whose markup (`styleKey`) repeats `minRepeats` times or more. */
export function entryTitleBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  minRepeats: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  const byStyle = new Map<string, number[]>();
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i];
    if (kept[i] || !isText(b) || b.words > MAX_TITLE_WORDS || b.linkWords < b.words) continue;
    let j = i + 1;
    while (j < blocks.length && !isText(blocks[j])) j++;
    // Its own line (not a name inline in a sentence, "X on Y") before kept text that is not links.
    if (j >= blocks.length || !kept[j] || 2 * blocks[j].linkWords >= blocks[j].words) continue;
    if (onSameLine(blocks[j])) continue;
    // An entry says something: a sidebar's "title / dir. Name" pairs are links with a byline, not entries.
    let said = 0;
    for (let k = j; k < blocks.length && (kept[k] || !isText(blocks[k])); k++)
      if (isText(blocks[k])) said += blocks[k].words - blocks[k].linkWords;
    if (said < MIN_ENTRY_WORDS) continue;
    const list = byStyle.get(b.styleKey) ?? [];
    list.push(i);
    byStyle.set(b.styleKey, list);
  }
  for (const list of byStyle.values()) {
    if (list.length < minRepeats) continue;
    // Entries' titles differ: one link text again and again is a category or an author, not a title.
    const distinct = new Set(list.map((i) => blocks[i].text.toLowerCase())).size;
    if (distinct < minRepeats || distinct < MIN_DISTINCT * list.length) continue;
    for (const i of list) out[i] = 1;
  }
  return out;
}

/**
 * A title brought back is a heading, and the text after it opens its own segment: after a single <br> the
 * segment step would otherwise join the entry's text to its title.
 */
export function settleEntryTitles(blocks: readonly Block[], out: Label[], titles: Uint8Array): void {
  for (let i = 0; i < blocks.length; i++) {
    if (!titles[i] || out[i] === 'o') continue;
    out[i] = 'h';
    let j = i + 1;
    while (j < blocks.length && !isText(blocks[j])) j++;
    const sep = j < blocks.length ? separation(blocks[j]) : 'block';
    if (out[j] !== 'o' && (sep === 'break' || sep === 'breaks')) out[j] = 'p';
  }
}
