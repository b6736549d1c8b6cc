// The eval report as one self-contained HTML page (inline CSS and script, no external resource): per corpus
// and page kind, P/R/F bars of every contender; a sortable per-page table; per page, the gold and the first
// contender's output side by side with the words the other side lacks marked. Pure: model in, string out.
import { escapeAttr, escapeText } from '../render/xhtml.js';
import type { Prf } from './cleaneval-score.js';
import type { EvalReport, FileScore } from './evaluate.js';
import { markUnmatched } from './word-diff.js';

export interface ReportContender {
  name: string;
  report: EvalReport;
}

export interface ReportCorpus {
  name: string;
  /** The first contender is the one whose outputs the per-page view shows; the others are its peers. */
  contenders: ReportContender[];
  /** Per page: the gold's and the first contender's text as scored (URL lines and segment markers dropped). */
  texts: Record<string, { gold: string; out: string | null }>;
}

export interface ReportModel {
  title: string;
  corpora: ReportCorpus[];
  /** Lines shown under the title (how the figures were made). */
  notes?: string[];
}

const ZERO: Prf = { p: 0, r: 0, f: 0 };

/** The page's P/R/F under the report's measure. */
export function pageScore(f: FileScore): Prf {
  return f.wcxb ?? f.article ?? f.word ?? ZERO;
}

export interface KindScore extends Prf {
  kind: string;
  pages: number;
}

/** `all` (the macro scores), then one entry per page type when the measure has types (WCXB). */
export function kindScores(r: EvalReport): KindScore[] {
  const all = r.macro.wcxb ?? r.macro.article ?? r.macro.word ?? ZERO;
  const out: KindScore[] = [{ kind: 'all', pages: r.files.length, p: all.p, r: all.r, f: all.f }];
  for (const [kind, s] of Object.entries(r.byType ?? {}))
    out.push({ kind, pages: s.pages, p: s.p, r: s.r, f: s.f });
  return out;
}

const MEASURE_NOTE: Record<EvalReport['mode'], string> = {
  cleaneval: 'CleanEval word P/R/F (difflib alignment of words), macro over pages',
  shingles: 'article P/R/F1 over 4-word shingles of \\w+ tokens, macro over pages (F of mean P and mean R)',
  wcxb: 'WCXB word P/R/F1 (lower-cased \\w+ tokens as multisets), macro over pages, per page type',
};

const pct = (x: number): string => (100 * x).toFixed(1);
const text = escapeText;
const attr = escapeAttr;

function bars(c: ReportCorpus): string {
  const kinds = kindScores(c.contenders[0].report).map((k) => k.kind);
  const groups = kinds.map((kind) => {
    const rows = c.contenders.map((ct) => {
      const k = kindScores(ct.report).find((x) => x.kind === kind);
      const cells = (['p', 'r', 'f'] as const).map((m) => {
        const v = k ? k[m] : 0;
        return `<td class="bar"><span class="fill ${m}" style="width:${pct(v)}%"></span><span class="num">${pct(v)}</span></td>`;
      });
      return `<tr><th scope="row">${text(ct.name)}</th>${cells.join('')}</tr>`;
    });
    const pages = kindScores(c.contenders[0].report).find((x) => x.kind === kind)?.pages ?? 0;
    return (
      `<table class="bars" data-kind="${attr(kind)}"><caption>${text(kind)} <small>(${pages} pages)</small></caption>` +
      `<thead><tr><th></th><th>P</th><th>R</th><th>F</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    );
  });
  return `<div class="kinds">${groups.join('')}</div>`;
}

const pageId = (ci: number, pi: number): string => `c${ci}p${pi}`;

function pageTable(c: ReportCorpus, ci: number): string {
  const [main, ...peers] = c.contenders;
  const peerScores = peers.map((p) => new Map(p.report.files.map((f) => [f.name, pageScore(f).f])));
  const head = [
    '<th data-sort="text">page</th>',
    '<th data-sort="text">kind</th>',
    `<th data-sort="num">${text(main.name)} P</th>`,
    `<th data-sort="num">${text(main.name)} R</th>`,
    `<th data-sort="num">${text(main.name)} F</th>`,
    ...peers.map((p) => `<th data-sort="num">${text(p.name)} F</th>`),
  ];
  const rows = main.report.files.map((f, pi) => {
    const s = pageScore(f);
    const num = (v: number | undefined) =>
      v === undefined ? '<td data-v="-1">-</td>' : `<td data-v="${v}">${pct(v)}</td>`;
    const name = f.missing ? `${f.name} (missing)` : f.name;
    return (
      `<tr><td data-v="${attr(f.name)}"><a href="#${pageId(ci, pi)}">${text(name)}</a></td>` +
      `<td data-v="${attr(f.type ?? '')}">${text(f.type ?? '')}</td>` +
      num(s.p) +
      num(s.r) +
      num(s.f) +
      peerScores.map((m) => num(m.get(f.name))).join('') +
      '</tr>'
    );
  });
  return `<table class="pages sortable"><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function marked(own: string, other: string, cls: string): string {
  return markUnmatched(own, other)
    .map((r) => (r.unmatched ? `<mark class="${cls}">${text(r.text)}</mark>` : text(r.text)))
    .join('');
}

function sideBySide(c: ReportCorpus, ci: number): string {
  const main = c.contenders[0];
  return main.report.files
    .map((f, pi) => {
      const t = c.texts[f.name] ?? { gold: '', out: null };
      const out = t.out ?? '';
      const s = pageScore(f);
      return (
        `<details class="page" id="${pageId(ci, pi)}"><summary>${text(f.name)} <small>${text(f.type ?? '')}` +
        ` · P ${pct(s.p)} R ${pct(s.r)} F ${pct(s.f)}${f.missing ? ' · output missing' : ''}</small></summary>` +
        '<div class="sbs">' +
        `<section><h4>gold <small>(<mark class="miss">missing</mark> from the output)</small></h4><div class="txt">${marked(t.gold, out, 'miss')}</div></section>` +
        `<section><h4>${text(main.name)} <small>(<mark class="extra">extra</mark>, not in the gold)</small></h4><div class="txt">${marked(out, t.gold, 'extra')}</div></section>` +
        '</div></details>'
      );
    })
    .join('');
}

const STYLE = `
body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222;max-width:1400px}
h1{font-size:1.5em}h2{margin-top:2em;border-bottom:1px solid #ccc}
.notes{color:#555}
.kinds{display:flex;flex-wrap:wrap;gap:1em}
table.bars{border-collapse:collapse;min-width:320px}
table.bars caption{text-align:left;font-weight:bold;padding:.2em 0}
table.bars th{text-align:left;font-weight:normal;padding:0 .5em 0 0;white-space:nowrap}
td.bar{position:relative;width:90px;height:1.3em;background:#eee;border:1px solid #fff;padding:0}
td.bar .fill{position:absolute;left:0;top:0;bottom:0}
.fill.p{background:#9cc3e6}.fill.r{background:#a8d5a2}.fill.f{background:#f0b66e}
td.bar .num{position:relative;padding-left:.3em;font-variant-numeric:tabular-nums}
table.pages{border-collapse:collapse;margin-top:1em}
table.pages th,table.pages td{border:1px solid #ddd;padding:.15em .5em;text-align:right;font-variant-numeric:tabular-nums}
table.pages td:first-child,table.pages td:nth-child(2){text-align:left}
table.pages th{background:#f4f4f4;cursor:pointer;user-select:none}
table.pages th[aria-sort=ascending]::after{content:" ▲"}table.pages th[aria-sort=descending]::after{content:" ▼"}
details.page{border:1px solid #ddd;margin:.3em 0;padding:.2em .5em}
details.page summary{cursor:pointer}
.sbs{display:grid;grid-template-columns:1fr 1fr;gap:1em}
.sbs h4{margin:.5em 0}
.txt{white-space:pre-wrap;font-size:13px;max-height:30em;overflow:auto;border:1px solid #eee;padding:.4em}
mark.miss{background:#f7b2b2}mark.extra{background:#b9d7f7}
`;

// Sorting: a click on a header sorts that table's rows by the cells' data-v (numbers or text), and again
// reverses. Following a page link opens its side-by-side view.
const SCRIPT = `
for (const table of document.querySelectorAll('table.sortable')) {
  const ths = [...table.tHead.rows[0].cells];
  ths.forEach((th, i) => th.addEventListener('click', () => {
    const desc = th.getAttribute('aria-sort') === 'ascending';
    ths.forEach((h) => h.removeAttribute('aria-sort'));
    th.setAttribute('aria-sort', desc ? 'descending' : 'ascending');
    const num = th.dataset.sort === 'num';
    const key = (tr) => tr.cells[i].dataset.v ?? tr.cells[i].textContent;
    const rows = [...table.tBodies[0].rows];
    rows.sort((a, b) => {
      const x = key(a), y = key(b);
      const c = num ? Number(x) - Number(y) : x.localeCompare(y, 'en', { numeric: true });
      return desc ? -c : c;
    });
    table.tBodies[0].append(...rows);
  }));
}
const openTarget = () => {
  const el = location.hash && document.getElementById(location.hash.slice(1));
  if (el && el.tagName === 'DETAILS') el.open = true;
};
addEventListener('hashchange', openTarget);
openTarget();
`;

export function renderReport(model: ReportModel): string {
  const sections = model.corpora.map((c, ci) => {
    const main = c.contenders[0].report;
    return (
      `<section class="corpus" id="corpus-${ci}"><h2>${text(c.name)}</h2>` +
      `<p class="notes">${text(MEASURE_NOTE[main.mode])}; ${main.files.length} pages` +
      `${main.missing.length ? `, ${main.missing.length} outputs missing (scored as empty)` : ''}.</p>` +
      bars(c) +
      `<h3>Pages</h3><p class="notes">Click a header to sort; click a page for gold and output side by side ` +
      `(marked: words without a copy on the other side, compared as lower-cased word multisets).</p>` +
      pageTable(c, ci) +
      `<h3>Side by side</h3>${sideBySide(c, ci)}` +
      '</section>'
    );
  });
  const notes = (model.notes ?? []).map((n) => `<p class="notes">${text(n)}</p>`).join('');
  return (
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text(model.title)}</title>` +
    `<style>${STYLE}</style></head><body><h1>${text(model.title)}</h1>${notes}` +
    `${sections.join('')}<script>${SCRIPT}</script></body></html>\n`
  );
}
