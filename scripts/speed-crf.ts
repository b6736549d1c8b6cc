// Decode speed: MB/s of extract() with --clean none vs crf vs auto on a folder of pages (best of 3 rounds).
//   npx tsx scripts/speed-crf.ts DIR
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extract } from '../src/index.js';

const dir = process.argv[2] ?? 'examples';
const pages = readdirSync(dir)
  .filter((f) => /\.html?$/.test(f))
  .map((f) => new Uint8Array(readFileSync(join(dir, f))));
const mb = pages.reduce((s, p) => s + p.length, 0) / 1e6;
for (const clean of ['none', 'crf', 'auto', 'none', 'crf', 'auto'] as const) {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const t0 = performance.now();
    for (const p of pages) extract(p, { clean, format: 'text' });
    best = Math.min(best, performance.now() - t0);
  }
  console.log(
    `${clean}: ${pages.length} pages ${mb.toFixed(1)} MB in ${best.toFixed(0)} ms = ${(mb / (best / 1000)).toFixed(1)} MB/s`,
  );
}
