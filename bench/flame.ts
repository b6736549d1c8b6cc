// Flame summary of a V8 CPU profile (`node --cpu-prof`): the functions with the most self time, and the
// share of each source area (parse5, Kitten's folders, GC, …).
// `node --import tsx bench/flame.ts PROFILE.cpuprofile [--top N]`
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface FlameRow {
  name: string;
  where: string;
  ms: number;
  share: number;
}

/** Where a frame's code lives, in a few words: `parse5`, `src/blocks`, `node:internal`, `(gc)`. */
function areaOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const own = /\/((?:src|bench|scripts)\/[^/]+)/.exec(url);
  if (own) return own[1].replace(/\.[jt]s$/, '');
  if (url.startsWith('node:')) return 'node:internal';
  return url;
}

function shortPath(url: string): string {
  const own = /\/((?:src|bench|scripts)\/.+)$/.exec(url);
  if (own) return own[1];
  const pkg = /node_modules\/(.+)$/.exec(url);
  return pkg ? pkg[1] : url;
}

/** Self time per function and per area, from a profile's samples and their time deltas. */
export function summarize(
  profile: Profile,
  top = 15,
): { total: number; functions: FlameRow[]; areas: FlameRow[] } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const fn = new Map<string, FlameRow>();
  const area = new Map<string, FlameRow>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const f = byId.get(id)!.callFrame;
    if (f.functionName === '(idle)') continue;
    total += us;
    const where = f.url ? `${shortPath(f.url)}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName}@${where}`;
    const row = fn.get(key) ?? { name: f.functionName || '(anonymous)', where, ms: 0, share: 0 };
    row.ms += us / 1000;
    fn.set(key, row);
    const a = areaOf(f);
    const arow = area.get(a) ?? { name: a, where: '', ms: 0, share: 0 };
    arow.ms += us / 1000;
    area.set(a, arow);
  }
  const rank = (rows: Iterable<FlameRow>) =>
    [...rows]
      .map((r) => ({ ...r, share: r.ms / (total / 1000) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, top);
  return { total: total / 1000, functions: rank(fn.values()), areas: rank(area.values()) };
}

export function flameTable(s: ReturnType<typeof summarize>): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const lines = [
    `CPU profile: ${(s.total / 1000).toFixed(1)} s of samples (idle excluded)`,
    '',
    '| area | self % |',
    '|---|---|',
  ];
  for (const a of s.areas) lines.push(`| ${a.name} | ${pct(a.share)} |`);
  lines.push('', '| function | where | self % |', '|---|---|---|');
  for (const f of s.functions) lines.push(`| ${f.name} | ${f.where} | ${pct(f.share)} |`);
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '15' } },
  });
  if (!positionals[0]) {
    process.stderr.write('usage: flame.ts PROFILE.cpuprofile [--top N]\n');
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(positionals[0], 'utf8')) as Profile;
  process.stdout.write(flameTable(summarize(profile, Number(values.top))));
}
