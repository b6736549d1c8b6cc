// Speed benchmark: `npm run bench -- [folder] [--limit N] [--min-seconds S] [--rounds R] [--only a,b]`.
// Every contender runs on the same pages in the same run, on one core, each in its own child process.
// Contenders take turns for R rounds and each keeps its fastest round: on a shared machine the fastest
// round is the one least disturbed by other processes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONTENDERS } from './contenders.js';
import { listPages } from './pages.js';

interface Result {
  name: string;
  pages: number;
  passes: number;
  bytes: number;
  seconds: number;
  errors: number;
  baseRssBytes: number;
  peakRssBytes: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    limit: { type: 'string' },
    'min-seconds': { type: 'string', default: '2' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
  },
});
const folder = positionals[0] ?? 'examples';
const limit = values.limit === undefined ? null : Number(values.limit);
const names = values.only ? values.only.split(',') : Object.keys(CONTENDERS);
const pages = listPages(folder, limit);
if (pages.length === 0) {
  process.stderr.write(`bench: no pages under ${folder}\n`);
  process.exit(2);
}

const child = fileURLToPath(new URL('./child.ts', import.meta.url));
const rounds = Math.max(1, Number(values.rounds));
const best = new Map<string, Result>();
for (let round = 1; round <= rounds; round++) {
  for (const name of names) {
    process.stderr.write(`bench: round ${round}/${rounds}: ${name}…\n`);
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', child, name, JSON.stringify(pages), values['min-seconds']!],
      { encoding: 'utf8', maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (r.status !== 0) {
      process.stderr.write(`bench: ${name} failed (exit ${r.status})\n`);
      continue;
    }
    const result: Result = JSON.parse(r.stdout.trim().split('\n').pop()!);
    const previous = best.get(name);
    const peakRssBytes = Math.max(result.peakRssBytes, previous?.peakRssBytes ?? 0);
    if (!previous || result.bytes / result.seconds > previous.bytes / previous.seconds) {
      best.set(name, { ...result, peakRssBytes });
    } else {
      previous.peakRssBytes = peakRssBytes;
    }
  }
}
const results = names.flatMap((n) => best.get(n) ?? []);

const mbs = (r: Result) => r.bytes / 1e6 / r.seconds;
const reference = results.find((r) => r.name === 'readability');
const header = [
  'contender',
  'pages',
  'passes',
  'MB',
  's',
  'MB/s',
  'base RSS MB',
  'peak RSS MB',
  'x Readability',
  'errors',
];
const rows = results.map((r) => [
  CONTENDERS[r.name].label,
  String(r.pages),
  String(r.passes),
  (r.bytes / 1e6).toFixed(1),
  r.seconds.toFixed(2),
  mbs(r).toFixed(2),
  (r.baseRssBytes / 1e6).toFixed(0),
  (r.peakRssBytes / 1e6).toFixed(0),
  reference ? (mbs(r) / mbs(reference)).toFixed(2) : '-',
  String(r.errors),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
process.stdout.write(
  `${pages.length} pages from ${folder}, one core, node ${process.version}, fastest of ${rounds} round(s)\n`,
);
process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n`);
