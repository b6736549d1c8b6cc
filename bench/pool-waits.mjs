// Where the threads of a `-j N` run wait: reads the profiles `--cpu-prof` writes per thread and prints, for
// each, its span, the time a pool worker spent waiting for a page (piscina's `atomicsWaitLoop`: its
// `Atomics.wait` blocks the thread, so a sample there is idle time), the waits over 20 ms (a worker left
// without a page, not a message's round trip) and when its first page started.
//   node --cpu-prof --cpu-prof-dir=/tmp/prof bin/kitten.js extract -j 2 -o OUT DIR
//   node bench/pool-waits.mjs /tmp/prof
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node bench/pool-waits.mjs PROFILE_DIR\n');
  process.exit(2);
}
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.cpuprofile'))
  .sort();
const profiles = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
const t0 = Math.min(...profiles.map((p) => p.startTime));
const ms = (us) => (us / 1000).toFixed(0);

profiles.forEach((p, k) => {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Whether a node has extractPage above it, memoized per node.
  const inPage = new Map();
  const underPage = (id) => {
    let v = inPage.get(id);
    if (v === undefined) {
      v = byId.get(id).callFrame.functionName === 'extractPage';
      const up = parent.get(id);
      if (!v && up !== undefined) v = underPage(up);
      inPage.set(id, v);
    }
    return v;
  };
  let t = p.startTime;
  let waited = 0;
  let run = 0;
  let long = 0;
  let longCount = 0;
  let firstPage = null;
  const endRun = () => {
    if (run > 20_000) {
      long += run;
      longCount++;
    }
    run = 0;
  };
  p.samples.forEach((id, i) => {
    t += p.timeDeltas[i];
    const dt = p.timeDeltas[i + 1] ?? 0;
    if (byId.get(id).callFrame.functionName === 'atomicsWaitLoop') {
      waited += dt;
      run += dt;
    } else endRun();
    if (firstPage === null && underPage(id)) firstPage = t;
  });
  endRun();
  process.stdout.write(
    `${files[k]}: +${ms(p.startTime - t0)}–${ms(p.endTime - t0)} ms, waiting for a page ${ms(waited)} ms ` +
      `(${longCount} waits over 20 ms: ${ms(long)} ms), first page at +${firstPage === null ? '–' : ms(firstPage - t0)} ms\n`,
  );
});
