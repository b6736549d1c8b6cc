// Quality benchmark: every contender on the same development pages in one run, each set scored by its own
// measure (src/eval): CleanEval dev by CleanEval's word F and segmentation F; Dragnet, L3S-GN1 and the
// Readability.js tests by the article benchmarks' shingle F1; WCXB dev by WCXB's word F1 per page type, its
// `with`/`without` snippet rates, and the title/author/date accuracy of the metadata.
//
//   node --import tsx bench/quality.ts [--corpora DIR] [--sets cleaneval-dev,dragnet,l3s-gn1,readability-tests,wcxb-dev]
//       [--limit N] [--kitten 'NAME:{"clean":"auto"}']… [--peers readability,defuddle@wcxb-dev] [--only NAME,…]
//       [--json FILE] [--out DIR] [--report FILE]
//
// --limit N takes N pages of each set, evenly spaced over its sorted names (default 100; 0 = all).
// --kitten adds a Kitten configuration (library option names; repeatable; default `auto:{"clean":"auto"}`, or
// one per cleaner that --only names, as `--only crf,auto,readability` did before).
// --peers: Readability.js and Defuddle (each + jsdom); `NAME@a+b` runs a peer on those sets only (Defuddle is
// slow, about 1 s a page here, so by default it runs on wcxb-dev, for its metadata and word F1, only).
// --out writes every output as DIR/CONTENDER/SET/NAME.txt (for `kitten eval … --peer`), --report one HTML page.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type EvalReport, evaluatePairs, type PagePair, scoredTexts } from '../src/eval/evaluate.js';
import { evaluateMetadataPairs, type FieldSummaries } from '../src/eval/metadata-eval.js';
import { type ReportCorpus, renderReport } from '../src/eval/report-html.js';
import { CLEANERS } from '../src/options.js';
import { loadPage } from './pages.js';
import { kittenContender, type PageOut, peerContender, type QualityContender } from './quality-contenders.js';
import { type BenchPage, loadSetPages, type QualitySet, resolveSets } from './quality-sets.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    sets: { type: 'string', default: 'cleaneval-dev,dragnet,l3s-gn1,readability-tests,wcxb-dev' },
    limit: { type: 'string', default: '100' },
    kitten: { type: 'string', multiple: true },
    peers: { type: 'string', default: 'readability,defuddle@wcxb-dev' },
    only: { type: 'string' },
    json: { type: 'string' },
    out: { type: 'string' },
    report: { type: 'string' },
  },
});

interface Result {
  set: string;
  contender: string;
  label: string;
  pages: number;
  errors: number;
  seconds: number;
  report: EvalReport;
  metadata: FieldSummaries | null;
}

interface Entry {
  contender: QualityContender;
  /** The sets it runs on (a peer given as `NAME@set+set`), or null for every set. */
  sets: string[] | null;
}

async function contenders(): Promise<Entry[]> {
  // Without --kitten: the cleaners that --only names (its older spelling: `--only none,kimatu,crf,auto`), or auto.
  const cleaners = (values.only?.split(',') ?? []).filter((n) => (CLEANERS as readonly string[]).includes(n));
  const specs =
    values.kitten ??
    (cleaners.length > 0 ? cleaners : ['auto']).map((n) => `${n}:${JSON.stringify({ clean: n })}`);
  const list: Entry[] = specs.map((s) => ({ contender: kittenContender(s), sets: null }));
  for (const spec of values.peers ? values.peers.split(',').filter(Boolean) : []) {
    const [name, only] = spec.split('@');
    const c = await peerContender(name);
    const sets = only ? resolveSets(only.replaceAll('+', ',')).map((x) => x.name) : null;
    if (c) list.push({ contender: c, sets });
    else process.stderr.write(`peer ${name} is not installed: skipped (npm i -D ${name})\n`);
  }
  const picked = values.only?.split(',');
  return picked ? list.filter((e) => picked.includes(e.contender.name)) : list;
}

async function runSet(
  set: QualitySet,
  pages: readonly BenchPage[],
  c: QualityContender,
): Promise<{ result: Result; outs: PageOut[] }> {
  let errors = 0;
  const outs: PageOut[] = [];
  const t0 = performance.now();
  for (const p of pages) {
    try {
      outs.push(await c.run(loadPage(p.input), set.want));
    } catch (e) {
      errors++;
      process.stderr.write(`  ${c.name} failed on ${set.name}/${p.name}: ${(e as Error).message}\n`);
      outs.push({ text: '' });
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  const pairs: PagePair[] = pages.map((p, i) => ({
    name: p.name,
    out: outs[i].text,
    gold: p.gold,
    type: p.type,
    with: p.with,
    without: p.without,
  }));
  const report = evaluatePairs(pairs, { measure: set.measure, goldFormat: set.goldFormat });
  const withMeta = pages.some((p) => p.meta !== null);
  const metadata = withMeta
    ? evaluateMetadataPairs(
        pages.map((p, i) => ({
          name: p.name,
          type: p.type,
          out: outs[i].meta ?? null,
          gold: p.meta ?? { title: null, author: null, date: null },
        })),
      ).fields
    : null;
  if (values.out) {
    const dir = join(values.out, c.name, set.name);
    mkdirSync(dir, { recursive: true });
    pages.forEach((p, i) => {
      writeFileSync(join(dir, `${p.name}.txt`), outs[i].text);
      if (outs[i].meta)
        writeFileSync(
          join(dir, `${p.name}.json`),
          `${JSON.stringify({ ...outs[i].meta, text: outs[i].text })}\n`,
        );
    });
  }
  const result = {
    set: set.name,
    contender: c.name,
    label: c.label,
    pages: pages.length,
    errors,
    seconds,
    report,
    metadata,
  };
  return { result, outs };
}

const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? '-' : (100 * x).toFixed(1);

function summary(r: Result): string {
  const m = r.report.macro;
  if (r.report.mode === 'cleaneval') return `word F ${pct(m.word?.f)}, seg F ${pct(m.seg?.f)}`;
  if (r.report.mode === 'shingles')
    return `F1 ${pct(m.article?.f)} (P ${pct(m.article?.p)}, R ${pct(m.article?.r)})`;
  const w = m.wcxb!;
  return `F1 ${pct(w.f)} (P ${pct(w.p)}, R ${pct(w.r)}), with ${pct(w.withRate)}, without ${pct(w.withoutRate)}`;
}

function tables(results: readonly Result[]): string {
  const lines = [
    '| set | pages | contender | score (macro) | errors | seconds |',
    '|---|---|---|---|---|---|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.set} | ${r.pages} | ${r.label} | ${summary(r)} | ${r.errors} | ${r.seconds.toFixed(1)} |`,
    );
  const wcxb = results.filter((r) => r.report.mode === 'wcxb');
  if (wcxb.length > 0) {
    const types = Object.keys(wcxb[0].report.byType ?? {});
    lines.push(
      '',
      `| WCXB word F1 by page type | ${types.map((t) => `${t} (${wcxb[0].report.byType![t].pages})`).join(' | ')} |`,
    );
    lines.push(`|---|${types.map(() => '---').join('|')}|`);
    for (const r of wcxb)
      lines.push(`| ${r.label} | ${types.map((t) => pct(r.report.byType?.[t]?.f)).join(' | ')} |`);
  }
  const meta = results.filter((r) => r.metadata !== null);
  if (meta.length > 0) {
    const f = meta[0].metadata!;
    lines.push(
      '',
      `| metadata (${meta[0].set}) | title (${f.title.pages}) | author (${f.author.pages}) | date (${f.date.pages}) |`,
    );
    lines.push('|---|---|---|---|');
    for (const r of meta) {
      const s = r.metadata!;
      lines.push(
        `| ${r.label} | ${pct(s.title.accuracy)} | ${pct(s.author.accuracy)} | ${pct(s.date.accuracy)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const sets = resolveSets(values.sets);
  const limit = Number(values.limit) > 0 ? Number(values.limit) : null;
  const list = await contenders();
  const results: Result[] = [];
  const corpora: ReportCorpus[] = [];
  for (const set of sets) {
    const pages = loadSetPages(values.corpora, set, limit);
    const setResults: Result[] = [];
    let firstOuts: PageOut[] = [];
    for (const { contender: c, sets: only } of list) {
      if (only && !only.includes(set.name)) continue;
      const { result: r, outs } = await runSet(set, pages, c);
      if (setResults.length === 0) firstOuts = outs;
      process.stderr.write(
        `${set.name} ${r.pages} pages  ${c.label}: ${summary(r)}  ${r.seconds.toFixed(1)}s\n`,
      );
      setResults.push(r);
    }
    results.push(...setResults);
    if (values.report && setResults.length > 0) {
      // The side-by-side view shows the first contender's outputs, read back as scored.
      const texts: ReportCorpus['texts'] = {};
      const settings = { measure: set.measure, goldFormat: set.goldFormat };
      for (const [i, p] of pages.entries())
        texts[p.name] = scoredTexts({ name: p.name, out: firstOuts[i].text, gold: p.gold }, settings);
      corpora.push({
        name: set.name,
        contenders: setResults.map((r) => ({ name: r.contender, report: r.report })),
        texts,
      });
    }
  }
  process.stdout.write(tables(results));
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
  if (values.report) {
    const notes = [`node --import tsx bench/quality.ts ${process.argv.slice(2).join(' ')}`];
    writeFileSync(values.report, renderReport({ title: 'Kitten quality benchmark', corpora, notes }));
  }
}

await main();
// A peer's page may leave a jsdom timer or socket behind that keeps the loop alive (seen once after a 100-page
// Defuddle run on wcxb-dev): every result is written by now, so end here.
process.exit(0);
