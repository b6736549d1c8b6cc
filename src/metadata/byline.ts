// The byline in the page's text: an element marked as the author's (rel=author, itemprop=author, a class
// or id naming byline/author/writer) or a short line opening with "By", near the title heading. The cleaner
// (scope main drops bylines) and the metadata (author, date) both read it here.
import type { Block } from '../blocks/block.js';
import { pageElements } from '../blocks/page-elements.js';
import { perBlockList } from '../blocks/per-block-list.js';
import { type ElementNode, getAttr, type ParentNode, walk } from '../html/node.js';
import { elementIndex } from '../html/tree-order.js';
import { findDateAt, findDateInText } from './dates.js';
import { clean } from './text.js';

export interface Byline {
  /** The block where the byline starts. */
  index: number;
  /** The element marked as the byline (null for a "By …" line found by its words). */
  element: ElementNode | null;
  /** The author's name(s), without "By" and without the date beside it; null when no name is legible. */
  name: string | null;
  /** A date in the byline's text, ISO 8601. */
  date: string | null;
}

/** Blocks looked at before and after the title heading (or from the page's start without one). */
const BEFORE_HEADING = 15;
const AFTER_HEADING = 60;
export const WITHOUT_HEADING = 400;
/** Ancestors of a block inspected for a byline mark. */
const MARK_DEPTH = 4;
/** A byline element with more text is an author box or a whole article. */
const MAX_BYLINE_CHARS = 200;
const MAX_NAME_WORDS = 12;

const MARK = /byline|author|writer|contributor|posted-?by|reporter|creator/i;
/** Author-ish classes that are not a byline: a biography, the word "authority", an author list page's filter. */
const NOT_MARK = /authority|author-?bio|about-?author|author-?desc|authors-?list|comment/i;
/**
 * The author's label with a colon in the main languages other than English (`Autor: Jane Doe`, `作者：张三`,
 * `Автор: Иван Петров`): it opens a byline as "By" does.
 */
const AUTHOR_LABEL =
  '(?:autor|autorin|autora|autore|autrice|auteur|auteure|autorzy|автор|作者|记者|記者|筆者|撰文|글쓴이|기자)\\s*[:：]\\s*';
const BY = new RegExp(
  `^(?:(?:by|written by|posted by|words by|story by|text by|reported by|von|par|por|door|di|av)\\s*:?\\s+|${AUTHOR_LABEL})(?=\\S)`,
  'i',
);
/** "By" glued to the name by a lost space (`ByJane Doe`), case-sensitive so that "Byron" stays. */
const BY_GLUED = /^By(?=\p{Lu})/u;
const LABEL = new RegExp(
  `^(?:(?:authors?|writers?|posted by|written by|by)\\s*[:\\-–]\\s*|${AUTHOR_LABEL})`,
  'i',
);
const DAY_AND_WORD = /^(?:\p{L}+\.?\s+\p{Nd}{1,2}|\p{Nd}{1,2}\.?\s+\p{L}+\.?)$/u;
/** A byline label that follows a few other words (an image's alt text, an icon's name). */
const LABEL_LATER = /^(?:\S+\s+){1,3}(?:written|posted|reported|words|story) by\s*:?\s+(?=\S)/i;
/** Where a byline's name ends: a separator, "on <date>", "Published/Updated", a time, a reading time. */
const NAME_END_EN =
  /\s+(?:by|reviewed by|written by|edited by)\s+|\s+[|•·–—]\s*|\s+-\s+|\s*\|\s*|,?\s+(?:on|at|le|am|el|il)\s+(?=\d|[A-Z][a-z]{2,8}\.? \d)|,?\s+(?:published|updated|posted|last updated|reviewed|fact checked|edited)\b|\s+\d{1,2}:\d{2}|\s+\d+\s*min(?:ute)?s?\b|,\s*(?=\d)|\s+(?=(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d)|\s+(?=\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)|\s+(?=\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4})|\s*(?=\d{4}\s*[年년]\s*\d)|\s*[｜／]\s*/i;
/**
 * "Published" / "Updated" after a comma or space in the main languages other than English
 * (`Jana Nováková, aktualisiert am 3. März`, `Иван Петров, опубликовано 3 марта`): the name ends there too.
 */
const NAME_END_OTHER =
  ',?\\s+(?:veröffentlicht|aktualisiert|publié|mis à jour|publicado|actualizado|atualizado|pubblicato|aggiornato|gepubliceerd|bijgewerkt|opublikowano|zaktualizowano|опубликовано|обновлено)(?![\\p{L}])|\\s*(?:更新|发布|發布|公開)[:：]';
const NAME_END = new RegExp(`${NAME_END_EN.source}|${NAME_END_OTHER}`, 'iu');
const NOT_NAME_EN =
  /\b(?:share|comments?|subscribe|newsletter|read more|follow|min read|sign in|log in|advertis|sponsored|staff writer at)\b/i;
/**
 * The same furniture in the main languages other than English (share, comments, subscribe, read more, follow,
 * advertisement, log in — de, fr, es, it, pt, nl, pl, ru, then zh and ja, which have no spaces to bound a word):
 * a share bar or a comment count in an author-marked element is no name in any language.
 */
const NOT_NAME_OTHER =
  /(?<!\p{L})(?:teilen|kommentare?|abonnieren|weiterlesen|anzeige|werbung|anmelden|partager|commentaires?|abonnez-vous|lire la suite|publicité|compartir|comentarios?|comentários|suscríbete|leer más|publicidad|condividi|commenti|iscriviti|leggi anche|pubblicità|compartilhar|assine|leia mais|publicidade|reacties|abonneren|lees meer|advertentie|udostępnij|komentarze?|subskrybuj|czytaj więcej|поделиться|комментари[йиея]|подписаться|читать далее|реклама)(?!\p{L})|分享|评论|評論|订阅|訂閱|阅读全文|广告|廣告|シェア|コメント|続きを読む|広告/iu;
const isNotName = (name: string): boolean => NOT_NAME_EN.test(name) || NOT_NAME_OTHER.test(name);

/** The text of an element with a space between its text nodes (`<span>Jane</span><span>Doe</span>`). */
function spacedText(el: ElementNode): string {
  const parts: string[] = [];
  let n = 0;
  walk(el, (x) => {
    if (n > MAX_BYLINE_CHARS * 2) return false;
    if (x.kind === 'text') {
      parts.push(x.value);
      n += x.value.length;
    }
    return true;
  });
  return parts.join(' ');
}

/** A link to an author's page (`/author/jane-doe`, `/authors/…`, `/writers/…`): the link text is the name. */
const AUTHOR_HREF = /\/(?:authors?|writers?|contributors?|columnists?)\/[^/?#]+\/?(?:[?#]|$)/i;

function isMarked(e: ElementNode): boolean {
  // Every mark is an attribute's: most elements of a page have none.
  if (e.attrs.length === 0) return false;
  if (e.name === 'a' && AUTHOR_HREF.test(getAttr(e, 'href') ?? '')) return true;
  if (getAttr(e, 'rel')?.toLowerCase().split(/\s+/).includes('author')) return true;
  const itemprop = getAttr(e, 'itemprop') ?? '';
  if (/\bauthor\b/i.test(itemprop)) return true;
  const klass = getAttr(e, 'class');
  const id = getAttr(e, 'id');
  if (klass === undefined && id === undefined) return false;
  const cls = `${(klass ?? '').slice(0, 200)} ${(id ?? '').slice(0, 100)}`;
  return MARK.test(cls) && !NOT_MARK.test(cls);
}

/**
 * Each page element's `isMarked`, asked once a page (0 not asked, 1 no, 2 yes), by `elementIndex`: a block's
 * ancestors are its neighbours' too, and `readByline` asks about every block's four of them and its inline
 * elements, up to 400 blocks on a page without a title heading.
 */
interface Marks {
  order: readonly ParentNode[];
  known: Uint8Array;
}

const marksOf = perBlockList((blocks): Marks => {
  const order = blocks.length > 0 ? pageElements(blocks) : [];
  return { order, known: new Uint8Array(order.length) };
});

function marked(e: ElementNode, marks: Marks): boolean {
  const k = elementIndex(e);
  // An element outside the list (another tree than the first block's) is asked each time.
  if (k < 0 || k >= marks.known.length || marks.order[k] !== e) return isMarked(e);
  if (marks.known[k] === 0) marks.known[k] = isMarked(e) ? 2 : 1;
  return marks.known[k] === 2;
}

function markedAncestor(b: Block, marks: Marks): ElementNode | null {
  let e: ElementNode | null = b.node;
  for (let up = 0; e && up < MARK_DEPTH; up++) {
    if (marked(e, marks)) return e;
    e = e.parent?.kind === 'element' ? e.parent : null;
  }
  return null;
}

/** Nodes looked at inside a block for a byline mark (text nodes count too). */
const MAX_INNER_NODES = 40;

// `markedInside`'s stack of [parent, next child index], made once: a level is entered only through a node
// counted against `MAX_INNER_NODES`, so the stack never holds more. Emptied after each call (no page kept).
const insideParents: (ParentNode | null)[] = new Array(MAX_INNER_NODES + 2).fill(null);
const insideNext = new Int32Array(MAX_INNER_NODES + 2);

/**
 * A marked element inside the block (`<div>By <a class="author-link">Jane Doe</a> · March 3</div>`: the
 * block is the div, the mark on an inline child), or a link to an author page; null when none. The block's
 * first `MAX_INNER_NODES` nodes in document order are looked at, as a `walk` would meet them, but without a
 * closure and a stack made per block.
 */
function markedInside(b: Block, marks: Marks): ElementNode | null {
  let found: ElementNode | null = null;
  let seen = 0;
  let top = 0;
  insideParents[0] = b.node;
  insideNext[0] = 0;
  while (top >= 0) {
    const parent = insideParents[top]!;
    const i = insideNext[top];
    if (i >= parent.children.length) {
      insideParents[top--] = null;
      continue;
    }
    insideNext[top] = i + 1;
    const x = parent.children[i];
    if (++seen > MAX_INNER_NODES) break;
    if (x.kind !== 'element') continue;
    if (marked(x, marks)) {
      found = x;
      break;
    }
    insideParents[++top] = x;
    insideNext[top] = 0;
  }
  for (; top >= 0; top--) insideParents[top] = null;
  return found;
}

/**
 * A name written twice in a row collapses to one (`Cort Honey Cort Honey, Security Expert`: an avatar's alt
 * text before the name itself).
 */
function withoutRepeat(t: string): string {
  const words = t.trim().split(/\s+/);
  for (let n = Math.floor(words.length / 2); n >= 1; n--) {
    const a = words.slice(0, n).join(' ');
    if (
      a.toLowerCase() ===
        words
          .slice(n, 2 * n)
          .join(' ')
          .toLowerCase() &&
      /\p{L}/u.test(a)
    )
      return [a, ...words.slice(2 * n)].join(' ');
  }
  return t;
}

/** Words that join the names of a list (`A, B and C`). */
const NAME_LIST = /,|\s(?:and|&|und|et|y|e|i|en|и)\s/i;

/**
 * A role or affiliation after a comma goes (`Lisa Pham, Associate Content Marketing Writer at Jobber`,
 * `Manoj Jain and Jagpreet Chhatwal, The Commercial Appeal`): three words or more that are not more names or
 * credentials (`Dylan Bailey, MS, RD, FAND` and `A, B and C` stay; so does a two-word `Jane Doe, Staff
 * Writer`, which the scoring's two extra words allow).
 */
function withoutRole(t: string): string {
  const comma = t.indexOf(',');
  if (comma <= 0) return t;
  const rest = t.slice(comma + 1).trim();
  return rest.split(/\s+/).length >= 3 && !NAME_LIST.test(rest) ? t.slice(0, comma) : t;
}

/** The name(s) in a byline's text: "By Jane Doe | March 3, 2024" → "Jane Doe"; null when none is legible. */
export function nameInByline(text: string): string | null {
  let t = text
    .replace(/^(?:an? )?(?:headshot|photo|picture|image|avatar|portrait)(?: of)?\s+/i, '')
    // A label after a few words of an author photo's alt text (`author image Written by: Jane Doe`).
    .replace(LABEL_LATER, '')
    .replace(/^[\s\-–—|•·:]+/, '')
    .replace(LABEL, '')
    .replace(BY_GLUED, '')
    .replace(BY, '');
  const end = NAME_END.exec(t);
  if (end) t = t.slice(0, end.index);
  // A date read in any of the main languages ends the name too (`Von Anna Schmidt 3. März 2024`, `Автор: Анна
  // Смирнова 3 марта 2024`, `Por Ana García 3 de marzo de 2024`): NAME_END knows English month names only.
  const date = findDateAt(t);
  if (date && date.index > 0) t = t.slice(0, date.index);
  const name = clean(withoutRole(withoutRepeat(t)).replace(/[\s,;:.\-–—|]+$/, ''));
  if (!name || isNotName(name) || /[@/]|https?:/.test(name)) return null;
  // One word and a day's number is a date (`August 28`, `Dec. 19`, `28 août`), not a name; a user name with
  // digits in it (`InsaneSnow45`) stays.
  if (DAY_AND_WORD.test(name)) return null;
  const words = name.split(' ');
  if (words.length > MAX_NAME_WORDS) return null;
  // A name has a capital letter (or a script without case); an all-digit or all-punctuation string is none.
  if (!/\p{Lu}|\p{Lo}/u.test(name)) return null;
  return name;
}

/**
 * The byline near the title heading `heading` (−1: none known, look from the page's start), or null.
 * Marked elements win over "By …" lines; the first one in page order wins among equals.
 */
export function findByline(blocks: readonly Block[], heading = -1): Byline | null {
  // A page asks several times (the landing and page-date steps, `textFacts`), mostly with the same heading:
  // 1,313 calls on 754 CleanEval-like pages, 559 of them repeats. Read-only result, shared.
  const known = bylinesOf(blocks);
  let byline = known.get(heading);
  if (byline === undefined) {
    byline = readByline(blocks, heading);
    known.set(heading, byline);
  }
  return byline;
}

/** Per block list, `findByline`'s answer by heading. */
const bylinesOf = perBlockList(() => new Map<number, Byline | null>());

function readByline(blocks: readonly Block[], heading: number): Byline | null {
  const from = heading >= 0 ? Math.max(0, heading - BEFORE_HEADING) : 0;
  const to = Math.min(blocks.length, heading >= 0 ? heading + AFTER_HEADING : WITHOUT_HEADING);
  let byWords: Byline | null = null;
  const tried = new Set<ElementNode>();
  const marks = marksOf(blocks);
  for (let i = from; i < to; i++) {
    const b = blocks[i];
    const el =
      markedAncestor(b, marks) ?? (b.text.length <= MAX_BYLINE_CHARS ? markedInside(b, marks) : null);
    if (el && !tried.has(el)) {
      tried.add(el);
      const text = spacedText(el);
      if (text.length <= MAX_BYLINE_CHARS) {
        const name = nameInByline(clean(text, MAX_BYLINE_CHARS) ?? '');
        if (name) return { index: i, element: el, name, date: findDateInText(text) };
      }
    }
    if (!byWords && b.text.length <= MAX_BYLINE_CHARS && (BY.test(b.text) || BY_GLUED.test(b.text))) {
      // The name may sit in the next block (`By <a>Jane Doe</a>`): read the line on.
      let line = b.text;
      for (let j = i + 1; j < to && j <= i + 3 && line.length < MAX_BYLINE_CHARS; j++) {
        if (blocks[j].tag !== b.tag) break;
        line += ` ${blocks[j].text}`;
      }
      const name = nameInByline(line);
      if (name) byWords = { index: i, element: null, name, date: findDateInText(line) };
    }
  }
  return byWords;
}

/** A short line near the heading that carries a date (`Published March 3, 2024`, `Jan 5, 2023 · 4 min read`). */
export const MAX_DATE_LINE_CHARS = 80;
const UPDATED = /\b(updated|modified|edited)\b/i;

/** The first date written in a short line within the byline's reach of the heading, or null. */
export function findDateLine(blocks: readonly Block[], heading = -1): string | null {
  const from = heading >= 0 ? Math.max(0, heading - BEFORE_HEADING) : 0;
  const to = Math.min(blocks.length, heading >= 0 ? heading + AFTER_HEADING : WITHOUT_HEADING);
  let updated: string | null = null;
  for (let i = from; i < to; i++) {
    const t = blocks[i].text;
    if (t.length > MAX_DATE_LINE_CHARS) continue;
    const d = findDateInText(t);
    if (!d) continue;
    // An "Updated" date is the publication date only when nothing else is written.
    if (UPDATED.test(t)) updated ??= d;
    else return d;
  }
  return updated;
}
