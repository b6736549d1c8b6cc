// Kitten §3.2: the lines of one list (the kept units under one outermost ul/ol/dl): hyperlink items removed,
// hand-written bullets removed, and one-level lists introduced by a colon flattened into sentences.
// In the `main` scope two of the paper's steps are left out: the cleaner has already judged the list's link
// items (a listing's entry titles, a page's contents), and an introduction said again before every item
// doubles its words against main-content golds; the list is still joined to its introduction once.

import type { ElementNode } from '../../html/node.js';
import type { LogSink } from '../../log.js';
import { countWords } from '../../words.js';
import type { LanguageResolver } from '../language.js';
import { closeSentence, joinAsItem, type Unit } from '../segmentation.js';
import { stripBullets } from './bullets.js';
import type { ListContext } from './context.js';
import { type ListSurvey, surveyList } from './survey.js';
import { isTrigger } from './triggers.js';

/** A line on its way out; `close` asks for sentence punctuation when segmentation is on. */
export interface Line {
  text: string;
  close: boolean;
}

export interface ListEnv {
  ctx: ListContext;
  langs: LanguageResolver;
  log: LogSink;
  surveys: Map<ElementNode, ListSurvey>;
  /** The paper's hyperlink-item removal (§3.2.1) and introduction repeated per item (§3.2.3): the corpus scope. */
  paper: boolean;
}

/** Link items shorter than this many words are removed from hyperlink lists (§3.2.1). */
export const MAX_LINK_ITEM_WORDS = 4;
/** Median item length (characters) under which a list becomes one sentence (§3.2.3). */
export const SHORT_ITEM_CHARS = 60;

interface Item {
  el: ElementNode | null;
  list: ElementNode | null;
  texts: string[];
  /** Whether every block with words lies inside a link. */
  onlyLinks: boolean;
}

const WORDY = /[\p{L}\p{N}]/u;

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** The last word of `text` (letters, apostrophes, hyphens), scanned backwards without a regex. */
export function lastWord(text: string): string {
  let end = text.length;
  while (end > 0 && !isWordChar(text[end - 1])) end--;
  let start = end;
  while (start > 0 && isWordChar(text[start - 1])) start--;
  return text.slice(start, end);
}

function isWordChar(c: string): boolean {
  return c === "'" || c === '’' || c.toLowerCase() !== c.toUpperCase();
}

/** Lower-cases an item's first letter when it starts an ordinary word (`Determine`, not `NASA` or `I`). */
export function lowerFirst(text: string): string {
  const a = text[0];
  const b = text[1];
  if (!a || a === a.toLowerCase() || !b || b === b.toUpperCase()) return text;
  return a.toLowerCase() + text.slice(1);
}

/** The text of a list's introductory clause when `line` is one (it ends with a colon). */
export function introClause(line: string): string | null {
  const t = line.trimEnd();
  return t.endsWith(':') ? t : null;
}

function groupItems(units: readonly Unit[], ctx: ListContext): Item[] {
  const items: Item[] = [];
  let last: Item | null = null;
  for (const u of units) {
    const place = ctx.of(u.blocks[0].node);
    const onlyLinks = u.blocks.every((b) => b.inLink || !WORDY.test(b.text));
    if (last && place.item === last.el && place.item !== null) {
      last.texts.push(u.text);
      last.onlyLinks &&= onlyLinks;
    } else {
      last = { el: place.item, list: place.list, texts: [u.text], onlyLinks };
      items.push(last);
    }
  }
  return items;
}

/** Removes short link-only items of hyperlink lists, logging each. */
function dropLinkItems(items: Item[], survey: ListSurvey, log: LogSink): Item[] {
  return items.filter((it) => {
    if (!it.onlyLinks || !it.list || !survey.hyperlinkLists.has(it.list)) return true;
    const text = it.texts.join(' ');
    if (countWords(text) > MAX_LINK_ITEM_WORDS) return true;
    log({ type: 'link-item-removed', text });
    return false;
  });
}

/** Strips bullets from each item's first text, list by list (the numbering test is per list). */
function removeBullets(items: Item[]): void {
  const byList = new Map<ElementNode | null, Item[]>();
  for (const it of items) {
    const l = byList.get(it.list);
    if (l) l.push(it);
    else byList.set(it.list, [it]);
  }
  for (const its of byList.values()) {
    const stripped = stripBullets(its.map((it) => it.texts[0]));
    its.forEach((it, i) => {
      it.texts[0] = stripped[i];
    });
  }
}

/** Flattens item texts after their introductory clause `intro` (ending with a colon) into one line. */
export function flattenList(
  intro: string,
  itemTexts: readonly string[],
  trigger: (word: string) => boolean,
): string {
  const body = intro.slice(0, -1).trimEnd();
  if (trigger(lastWord(body))) {
    // §3.2.3: the clause governs each item, so each pair is a sentence of its own.
    return itemTexts.map((t) => closeSentence(`${body} ${lowerFirst(t)}`)).join(' ');
  }
  if (median(itemTexts.map((t) => t.length)) < SHORT_ITEM_CHARS) {
    const parts = itemTexts.map((t, i) => (i === itemTexts.length - 1 ? closeSentence(t) : joinAsItem(t)));
    return `${intro} ${parts.join(' ')}`;
  }
  return `${intro} ${itemTexts.map(closeSentence).join(' ')}`;
}

/**
 * The lines of the units of one outermost list `top`. `intro` is the preceding line when it ends with a
 * colon; `introUsed` tells the caller it was folded into the list's sentence.
 */
export function listLines(
  units: readonly Unit[],
  top: ElementNode,
  intro: string | null,
  env: ListEnv,
): { lines: Line[]; introUsed: boolean } {
  let survey = env.surveys.get(top);
  if (!survey) {
    survey = surveyList(top);
    env.surveys.set(top, survey);
  }
  const grouped = groupItems(units, env.ctx);
  const items = env.paper ? dropLinkItems(grouped, survey, env.log) : grouped;
  removeBullets(items);
  const texts = items
    .map((it) =>
      it.texts
        .filter((t) => t.trim() !== '')
        .join(' ')
        .trim(),
    )
    .filter((t) => t !== '');
  if (intro && !survey.nested && texts.length > 0) {
    // Trigger words are read in the list's language, which only the paper's repetition needs.
    const lang = env.paper ? env.langs.of(top) : null;
    const line = flattenList(intro, texts, (w) => lang !== null && isTrigger(w, lang));
    return { lines: [{ text: line, close: false }], introUsed: true };
  }
  const lines: Line[] = [];
  for (const it of items)
    for (const t of it.texts) if (t.trim() !== '') lines.push({ text: t.trim(), close: true });
  return { lines, introUsed: false };
}
