// Markdown format: the kept segments as CommonMark with GitHub's pipe tables. Headings keep their level,
// list items stay items (nested where the page nests them), data tables become pipe tables, layout tables
// and everything else paragraphs. The renderer only formats: which text is kept is the cleaner's decision.
import type { Block, Segment } from '../blocks/block.js';
import { type ElementNode, getAttr } from '../html/node.js';
import { BLOCK_LEVEL } from '../html/vocabulary.js';
import { resolveUp } from '../structure/lists/resolve-up.js';
import type { TableAnalysis } from '../structure/tables/types.js';

export interface MarkdownOptions {
  /** Write links as `[text](href)`. */
  links: boolean;
  /** The page's URL, to resolve relative links against. */
  url: string | null;
}

/** Where an element sits, derived once per element from its parent's (memoized: linear on deep pages). */
interface Context {
  /** Nearest enclosing `<table>`. */
  table: ElementNode | null;
  /** Inside that table's `<caption>`. */
  caption: boolean;
  /** Nearest enclosing list item, and the number of lists around the element. */
  li: ElementNode | null;
  listDepth: number;
  /** Nearest enclosing `<ol>`/`<ul>`. */
  list: ElementNode | null;
  /** 1–6 inside a heading, else 0. */
  heading: number;
  pre: boolean;
  /** Nearest block-level element: segments of one element (a CRF may cut a <p> in three) are one paragraph. */
  box: ElementNode | null;
}

const ROOT: Context = {
  table: null,
  caption: false,
  li: null,
  listDepth: 0,
  list: null,
  heading: 0,
  pre: false,
  box: null,
};
const LISTS = new Set(['ul', 'ol', 'menu']);
const HEADING = /^h([1-6])$/;

function derive(el: ElementNode, parent: Context): Context {
  const name = el.name;
  const outer = BLOCK_LEVEL.has(name) ? { ...parent, box: el } : parent;
  if (name === 'table') return { ...outer, table: el, caption: false };
  if (name === 'caption') return { ...outer, caption: true };
  if (LISTS.has(name)) return { ...outer, list: el, listDepth: outer.listDepth + 1 };
  if (name === 'li') return { ...outer, li: el };
  if (name === 'pre') return { ...outer, pre: true };
  const h = HEADING.exec(name);
  if (h) return { ...outer, heading: Number(h[1]) };
  return outer;
}

/** Backslash-escapes what CommonMark would read as inline markup. */
export function escapeInline(s: string): string {
  return s.replace(/[\\`*[\]<~]|_|&(?=#?[0-9A-Za-z]+;)/g, (c, at: number) => {
    if (c !== '_') return `\\${c}`;
    // An underscore inside a word (snake_case) is never emphasis: leave it.
    const before = s[at - 1] ?? ' ';
    const after = s[at + 1] ?? ' ';
    return /[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after) ? c : '\\_';
  });
}

/** Escapes a line start that CommonMark would read as a block: heading, list item, quote, rule, fence. */
export function escapeLineStart(s: string): string {
  const ordered = /^(\d{1,9})([.)])(\s|$)/.exec(s);
  if (ordered) return `${ordered[1]}\\${s.slice(ordered[1].length)}`;
  // `--` and `-- -` alike: dashes and spaces only are a setext underline or a thematic break.
  if (/^(#{1,6}(\s|$)|[-+](\s|$)|>|=+\s*$|--[-\s]*$|~~~)/.test(s)) return `\\${s}`;
  return s;
}

function escapeCell(s: string): string {
  return escapeInline(s).replace(/\|/g, '\\|');
}

/** One data table as a pipe table: the first row is the header row, every row starts and ends with `|`. */
export function pipeTable(texts: readonly (readonly string[])[]): string {
  const cols = Math.max(1, ...texts.map((r) => r.length));
  const row = (cells: readonly string[]) => {
    const out: string[] = [];
    for (let c = 0; c < cols; c++) out.push(escapeCell(cells[c] ?? ''));
    return `| ${out.join(' | ')} |`;
  };
  const lines = [row(texts[0] ?? []), `|${' --- |'.repeat(cols)}`];
  for (let r = 1; r < texts.length; r++) lines.push(row(texts[r]));
  return lines.join('\n');
}

/** The link target of a block: the href of its nearest `<a>`, resolved against the page URL. */
function linkOf(block: Block, url: string | null): { a: ElementNode; href: string } | null {
  if (!block.inLink) return null;
  let e: ElementNode | null = block.node;
  for (let up = 0; e && up < 8; up++, e = e.parent?.kind === 'element' ? e.parent : null) {
    if (e.name !== 'a') continue;
    const raw = (getAttr(e, 'href') ?? '').trim();
    if (!raw || /^(javascript|data|vbscript):/i.test(raw) || raw.startsWith('#')) return null;
    let href = raw;
    try {
      if (url) href = new URL(raw, url).href;
    } catch {
      // an unparsable href stays as written
    }
    return { a: e, href };
  }
  return null;
}

function destination(href: string): string {
  return /[\s()<>]/.test(href) ? `<${href.replace(/[<>]/g, encodeURIComponent)}>` : href;
}

/** A segment's inline text: block texts joined as the source spaced them, links grouped when asked. */
function inlineText(seg: Segment, opts: MarkdownOptions): string {
  if (!opts.links) return escapeInline(seg.text);
  let out = '';
  let i = 0;
  while (i < seg.blocks.length) {
    const b = seg.blocks[i];
    const link = linkOf(b, opts.url);
    let text = escapeInline(b.text);
    let j = i + 1;
    if (link) {
      // Consecutive blocks of the same <a> are one link.
      while (j < seg.blocks.length && linkOf(seg.blocks[j], opts.url)?.a === link.a) {
        text += (seg.blocks[j].spaceBefore ? ' ' : '') + escapeInline(seg.blocks[j].text);
        j++;
      }
      text = `[${text}](${destination(link.href)})`;
    }
    out += out && b.spaceBefore ? ` ${text}` : text;
    i = j;
  }
  return out;
}

export function renderMarkdown(
  segments: readonly Segment[],
  tables: Pick<TableAnalysis, 'data'>,
  opts: MarkdownOptions,
): string {
  const memo = new Map<ElementNode, Context>();
  const ctxOf = (b: Block) => resolveUp(memo, b.node, ROOT, derive);
  const parts: string[] = [];
  const tablesDone = new Set<ElementNode>();
  const counters = new Map<ElementNode, number>();
  // The list run being written: its lines go in one part, the base depth is its first item's.
  let listLines: string[] | null = null;
  let base = 0;
  let prevDepth = 0;
  let prevLi: ElementNode | null = null;
  // The paragraph being written, and its block-level element.
  let prevBox: ElementNode | null = null;
  const endList = () => {
    if (listLines) parts.push(listLines.join('\n'));
    listLines = null;
    prevLi = null;
  };

  for (const seg of segments) {
    const ctx = ctxOf(seg.blocks[0]);
    const box: ElementNode | null = prevBox;
    prevBox = null;
    const data = ctx.table ? tables.data.get(ctx.table) : undefined;
    if (data && ctx.table) {
      endList();
      if (ctx.caption) parts.push(escapeLineStart(inlineText(seg, opts)));
      else if (!tablesDone.has(ctx.table) && data.texts && data.texts.length > 0) {
        tablesDone.add(ctx.table);
        parts.push(pipeTable(data.texts));
      }
      continue;
    }
    if (ctx.li && ctx.list) {
      const text = inlineText(seg, opts);
      if (listLines && ctx.li === prevLi) {
        // More text of the same item (a <p> inside the <li>, text after a link): the same line.
        listLines[listLines.length - 1] += ` ${text}`;
        continue;
      }
      if (!listLines) {
        listLines = [];
        base = ctx.listDepth;
        prevDepth = 0;
      }
      if (ctx.listDepth < base) base = ctx.listDepth;
      // A deeper list than the previous item's nests one level at most: more indentation would be code.
      const depth = Math.min(ctx.listDepth - base, prevDepth + 1);
      let marker = '-';
      if (ctx.list.name === 'ol') {
        const start = Number.parseInt(getAttr(ctx.list, 'start') ?? '', 10);
        const first = !counters.has(ctx.list);
        const n = counters.get(ctx.list) ?? (Number.isFinite(start) && start >= 0 ? start : 1);
        counters.set(ctx.list, n + 1);
        marker = `${Math.min(n, 999_999_999)}.`;
        // Only a list numbered from 1 may interrupt its parent item's text: others need a blank line first.
        if (first && n !== 1 && depth > 0) listLines.push('');
      }
      // Four spaces per level: past the content column of any parent marker, short of an indented code block.
      listLines.push(`${'    '.repeat(depth)}${marker} ${escapeLineStart(text)}`);
      prevDepth = depth;
      prevLi = ctx.li;
      continue;
    }
    endList();
    if (ctx.pre) {
      // Preformatted lines (preclean made each line a block) as a fenced code block, unescaped.
      const code = seg.blocks.map((b) => b.text).join('\n');
      const fence = code.includes('```') ? '~~~~' : '```';
      parts.push(`${fence}\n${code}\n${fence}`);
    } else if (ctx.heading > 0) {
      // A trailing run of # would be read as the heading's closing sequence.
      const text = inlineText(seg, opts).replace(/#+$/, (h) => `\\${h}`);
      parts.push(`${'#'.repeat(ctx.heading)} ${text}`);
    } else if (box && box === ctx.box && parts.length > 0) {
      parts[parts.length - 1] += ` ${inlineText(seg, opts)}`;
      prevBox = box;
    } else {
      parts.push(escapeLineStart(inlineText(seg, opts)));
      prevBox = ctx.box;
    }
  }
  endList();
  return parts.length > 0 ? `${parts.join('\n\n')}\n` : '';
}
