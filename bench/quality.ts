// Quality benchmark: every contender on the same development pages in one run, each set scored by its own
// measure (src/eval): CleanEval dev by CleanEval's word F and segmentation F; Dragnet, L3S-GN1 and the
// Readability.js tests by the article benchmarks' shingle F1; WCXB dev by WCXB's word F1 per page type, its
// `with`/`without` snippet rates, and the title/author/date accuracy of the metadata.
//
//   node --import tsx bench/quality.ts [--corpora DIR] [--sets cleaneval-dev,dragnet,l3s-gn1,readability-tests,wcxb-dev]
//       [--limit N] [--kitten 'NAME:{"clean":"auto"}']… [--peers readability,defuddle@wcxb-dev] [--only NAME,…]
//       [--kitten-folds DIR [--corpus-folds DIR] [--folds 3]] [--chunk 200]
//       [--json FILE] [--out DIR [--resume]] [--report FILE]
//
// --limit N takes N pages of each set, evenly spaced over its sorted names (default 100; 0 = all).
// --kitten adds a Kitten configuration (library option names; repeatable; default `auto:{"clean":"auto"}`, or
// one per cleaner that --only names, as `--only crf,auto,readability` did before). Kitten runs each set in the
// set's scope (CleanEval dev: `corpus`, the others `main`) unless the configuration names one.
// --peers: Readability.js and Defuddle (each + jsdom); `NAME@a+b` runs a peer on those sets only (Defuddle is
// slow, about 1 s a page here, so by default it runs on wcxb-dev, for its metadata and word F1, only).
// --kitten-folds DIR: Kitten cross-validated as scripts/cv.ts scores it: the pages are cv.ts's (the CI gate's
// pages and sites left out), each run with the fold model of its site's fold (DIR/fold-K-of-N.json, main
// scope) carrying the second pass of --params-from (the shipped models/auto.json); --corpus-folds DIR the
// same for the corpus scope (cv.ts --scope corpus --main-folds: its main column from --kitten-folds' models).
// Every contender runs on the same pages. Without --corpus-folds, the corpus scope runs the shipped model.
// Each contender runs each chunk of --chunk pages of a set in a child process (bench/quality-child.ts), one
// at a time: what it keeps between pages goes with the process; the report gives each contender's largest
// child peak RSS and its CPU seconds (children's, start-up included).
// --out writes every output as DIR/CONTENDER/SET/NAME.txt (for `kitten eval … --peer`), as each page is done;
// --resume then reads back the peers' outputs already there instead of running them again (Kitten always runs).
// --json FILE writes the results after each set; --report one HTML page.
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type EvalReport, evaluatePairs, type PagePair, scoredTexts } from '../src/eval/evaluate.js';
import { evaluateMetadataPairs, type FieldSummaries } from '../src/eval/metadata-eval.js';
import { type ReportCorpus, renderReport } from '../src/eval/report-html.js';
import { CLEANERS } from '../src/options.js';
import { cvEntries, writeScoringModels } from '../src/training/cv-scoring.js';
import { type DevEntry, foldModelPath } from '../src/training/dev-pages.js';
import type { ChildJob, ChildMessage } from './quality-child.js';
import {
  type FoldModels,
  fromArticleHtml,
  kittenContender,
  type PageOut,
  peerContender,
} from './quality-contenders.js';
import { type BenchPage, cvSetPages, loadSetPages, type QualitySet, resolveSets } from './quality-sets.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    sets: { type: 'string', default: 'cleaneval-dev,dragnet,l3s-gn1,readability-tests,wcxb-dev' },
    limit: { type: 'string', default: '100' },
    kitten: { type: 'string', multiple: true },
    peers: { type: 'string', default: 'readability,defuddle@wcxb-dev' },
    only: { type: 'string' },
    'kitten-folds': { type: 'string' },
    'corpus-folds': { type: 'string' },
    folds: { type: 'string', default: '3' },
    'params-from': { type: 'string', default: 'models/auto.json' },
    gate: { type: 'string', default: 'data/gate-pages.tsv' },
    chunk: { type: 'string', default: '200' },
    json: { type: 'string' },
    out: { type: 'string' },
    resume: { type: 'boolean', default: false },
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
  /** CPU seconds of the contender's child processes (start-up included). */
  cpuSeconds: number;
  /** The largest peak RSS of its child processes, MB. */
  peakRssMB: number;
  /** Pages whose output was read back from --out (--resume), not run. */
  reused: number;
  report: EvalReport;
  metadata: FieldSummaries | null;
}

interface Entry {
  name: string;
  label: string;
  /** What a child process runs. */
  job: ChildJob['contender'];
  peer: boolean;
  /** The sets it runs on (a peer given as `NAME@set+set`), or null for every set. */
  sets: string[] | null;
}

async function contenders(folds: FoldModels | null): Promise<Entry[]> {
  // Without --kitten: the cleaners that --only names (its older spelling: `--only none,kimatu,crf,auto`), or auto.
  const cleaners = (values.only?.split(',') ?? []).filter((n) => (CLEANERS as readonly string[]).includes(n));
  const specs =
    values.kitten ??
    (cleaners.length > 0 ? cleaners : ['auto']).map((n) => `${n}:${JSON.stringify({ clean: n })}`);
  const list: Entry[] = specs.map((spec) => {
    const c = kittenContender(spec, folds); // validates the options before any page runs
    return { name: c.name, label: c.label, job: { kitten: spec, folds }, peer: false, sets: null };
  });
  for (const spec of values.peers ? values.peers.split(',').filter(Boolean) : []) {
    const [name, only] = spec.split('@');
    const c = await peerContender(name);
    const sets = only ? resolveSets(only.replaceAll('+', ',')).map((x) => x.name) : null;
    if (c) list.push({ name: c.name, label: c.label, job: { peer: name }, peer: true, sets });
    else process.stderr.write(`peer ${name} is not installed: skipped (npm i -D ${name})\n`);
  }
  const picked = values.only?.split(',');
  return picked ? list.filter((e) => picked.includes(e.name)) : list;
}

const kittenChild = fileURLToPath(new URL('./quality-child.ts', import.meta.url));
const peerChild = fileURLToPath(new URL('./quality-peer-child.mjs', import.meta.url));

/** Runs one chunk in a child process; `onPage` gets each page's output as it comes. */
function runChild(
  job: ChildJob,
  onPage: (i: number, out: PageOut, error?: string) => void,
): Promise<{ peakRssBytes: number; cpuSeconds: number }> {
  return new Promise((resolve, reject) => {
    // Kitten's child inherits this process's loader (tsx); the peers' runs under plain node.
    const peer = !('kitten' in job.contender);
    const child = fork(peer ? peerChild : kittenChild, [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      ...(peer ? { execArgv: [] } : {}),
    });
    let done: { peakRssBytes: number; cpuSeconds: number } | null = null;
    let next = 0;
    child.on('message', (m: ChildMessage) => {
      if ('done' in m) done = m;
      else {
        next = m.page + 1;
        const out = m.html ? { ...m.out, text: fromArticleHtml(m.out.text, job.want) } : m.out;
        onPage(m.page, out, m.error);
      }
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (done) return resolve(done);
      // A crash (out of memory, say) fails the chunk's remaining pages, not the run.
      for (let i = next; i < job.pages.length; i++)
        onPage(i, { text: '' }, `child exited (${signal ?? code})`);
      resolve({ peakRssBytes: 0, cpuSeconds: 0 });
    });
    child.send(job);
  });
}

const outFile = (c: string, set: string, name: string, ext: 'txt' | 'json') =>
  join(values.out!, c, set, `${name}.${ext}`);

function writeOut(c: string, set: QualitySet, name: string, out: PageOut): void {
  mkdirSync(join(values.out!, c, set.name), { recursive: true });
  writeFileSync(outFile(c, set.name, name, 'txt'), out.text);
  // A json set's page always gets its .json (without metadata fields when the contender gave none), so that
  // --resume knows the page was run.
  if (set.want === 'json' || out.meta)
    writeFileSync(outFile(c, set.name, name, 'json'), `${JSON.stringify({ ...out.meta, text: out.text })}\n`);
}

/** A peer's output already under --out (--resume), or null. */
function readOut(c: string, set: QualitySet, name: string): PageOut | null {
  const txt = outFile(c, set.name, name, 'txt');
  const json = outFile(c, set.name, name, 'json');
  if (!existsSync(txt) || (set.want === 'json' && !existsSync(json))) return null;
  const text = readFileSync(txt, 'utf8');
  if (set.want !== 'json') return { text };
  const o = JSON.parse(readFileSync(json, 'utf8'));
  return 'title' in o ? { text, meta: { title: o.title, author: o.author, date: o.date } } : { text };
}

async function runSet(
  set: QualitySet,
  pages: readonly BenchPage[],
  c: Entry,
): Promise<{ result: Result; outs: PageOut[] }> {
  let errors = 0;
  let reused = 0;
  let cpuSeconds = 0;
  let peakRssBytes = 0;
  const outs: PageOut[] = new Array(pages.length);
  const todo: number[] = [];
  for (const [i, p] of pages.entries()) {
    const old = values.out && values.resume && c.peer ? readOut(c.name, set, p.name) : null;
    if (old) {
      outs[i] = old;
      reused++;
    } else todo.push(i);
  }
  const chunk = Math.max(1, Number(values.chunk));
  const t0 = performance.now();
  for (let from = 0; from < todo.length; from += chunk) {
    const ids = todo.slice(from, from + chunk);
    const job: ChildJob = {
      contender: c.job,
      want: set.want,
      scope: set.scope,
      pages: ids.map((i) => ({ input: pages[i].input, fold: pages[i].fold })),
    };
    const usage = await runChild(job, (j, out, error) => {
      const p = pages[ids[j]];
      outs[ids[j]] = out;
      if (error !== undefined) {
        errors++;
        process.stderr.write(`  ${c.name} failed on ${set.name}/${p.name}: ${error}\n`);
      } else if (values.out) writeOut(c.name, set, p.name, out);
    });
    cpuSeconds += usage.cpuSeconds;
    peakRssBytes = Math.max(peakRssBytes, usage.peakRssBytes);
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
  const result = {
    set: set.name,
    contender: c.name,
    label: c.label,
    pages: pages.length,
    errors,
    seconds,
    cpuSeconds,
    peakRssMB: peakRssBytes / 2 ** 20,
    reused,
    report,
    metadata,
  };
  return { result, outs };
}

const pct = (x: number | null | undefined): string =>
  x === null || x === undefined ? '-' : (100 * x).toFixed(1);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

function summary(r: Result): string {
  const m = r.report.macro;
  if (r.report.mode === 'cleaneval') return `word F ${pct(m.word?.f)}, seg F ${pct(m.seg?.f)}`;
  // The mean of the pages' F1, as scripts/cv.ts reports it; then the F of the mean P and mean R.
  if (r.report.mode === 'shingles')
    return `F1 ${pct(mean(r.report.files.map((f) => f.article!.f)))} (P ${pct(m.article?.p)}, R ${pct(m.article?.r)}, F of the means ${pct(m.article?.f)})`;
  const w = m.wcxb!;
  return `F1 ${pct(w.f)} (P ${pct(w.p)}, R ${pct(w.r)}), with ${pct(w.withRate)}, without ${pct(w.withoutRate)}`;
}

function tables(results: readonly Result[]): string {
  const lines = [
    '| set | pages | contender | score (macro) | errors | seconds | CPU s | peak RSS MB |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results)
    lines.push(
      `| ${r.set} | ${r.pages} | ${r.label} | ${summary(r)} | ${r.errors} | ${r.seconds.toFixed(1)} | ${r.cpuSeconds.toFixed(1)}${r.reused > 0 ? ` (${r.reused} pages read back)` : ''} | ${r.peakRssMB.toFixed(0)} |`,
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

/** The scoring copies of the fold models (--kitten-folds, --corpus-folds), or null without folds. */
function foldModels(dir: string): FoldModels | null {
  const main = values['kitten-folds'];
  if (!main) return null;
  const folds = Number(values.folds);
  const params = JSON.parse(readFileSync(values['params-from']!, 'utf8')).training;
  const models: FoldModels = {
    main: writeScoringModels(main, folds, 'main', params, {}, mkdir(dir, 'main')),
  };
  const corpus = values['corpus-folds'];
  if (corpus) {
    models.corpus = writeScoringModels(corpus, folds, 'corpus', params, {}, mkdir(dir, 'corpus'));
    models.mainColumn = [...Array(folds).keys()].map((k) => foldModelPath(main, k, folds));
  }
  return models;
}

const mkdir = (dir: string, sub: string) => {
  mkdirSync(join(dir, sub));
  return join(dir, sub);
};

async function main(): Promise<void> {
  const sets = resolveSets(values.sets);
  const limit = Number(values.limit) > 0 ? Number(values.limit) : null;
  const scoringDir = mkdtempSync(join(tmpdir(), 'kitten-quality-'));
  const folds = foldModels(scoringDir);
  let entries: DevEntry[] | null = null;
  if (folds) {
    const cv = cvEntries(values.corpora, readFileSync(values.gate!, 'utf8'));
    entries = cv.entries;
    process.stderr.write(
      `cross-validated: ${cv.listed.length - cv.entries.length} of ${cv.listed.length} pages left out (CI gate pages and sites)${folds.corpus ? '' : '; corpus scope: the shipped model'}\n`,
    );
  }
  const list = await contenders(folds);
  const results: Result[] = [];
  const corpora: ReportCorpus[] = [];
  for (const set of sets) {
    const pages = entries
      ? cvSetPages(values.corpora, set, entries, limit, Number(values.folds))
      : loadSetPages(values.corpora, set, limit);
    const setResults: Result[] = [];
    let firstOuts: PageOut[] = [];
    for (const c of list) {
      if (c.sets && !c.sets.includes(set.name)) continue;
      const { result: r, outs } = await runSet(set, pages, c);
      if (setResults.length === 0) firstOuts = outs;
      process.stderr.write(
        `${set.name} ${r.pages} pages  ${c.label}: ${summary(r)}  ${r.seconds.toFixed(1)}s, CPU ${r.cpuSeconds.toFixed(1)}s, peak RSS ${r.peakRssMB.toFixed(0)} MB\n`,
      );
      setResults.push(r);
    }
    results.push(...setResults);
    // Written after each set, so that a long run stopped part way keeps the sets it finished.
    if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
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
  rmSync(scoringDir, { recursive: true, force: true });
  process.stdout.write(tables(results));
  process.stdout.write(
    `\nthis process's peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (the contenders run in child processes)\n`,
  );
  if (values.report) {
    const notes = [`node --import tsx bench/quality.ts ${process.argv.slice(2).join(' ')}`];
    writeFileSync(values.report, renderReport({ title: 'Kitten quality benchmark', corpora, notes }));
  }
}

await main();
