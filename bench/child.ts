// One contender in its own process, so that its peak RSS is its own: loads the pages, warms up with one
// untimed pass over all of them, then runs passes until `minSeconds` have gone by. Prints one JSON line.
import { CONTENDERS } from './contenders.js';
import { loadPage } from './pages.js';

const [name, listJson, minSecondsArg] = process.argv.slice(2);
const contender = CONTENDERS[name];
if (!contender) throw new Error(`unknown contender ${name}`);
const pages = (JSON.parse(listJson) as string[]).map(loadPage);
const minSeconds = Number(minSecondsArg);
const bytesPerPass = pages.reduce((n, p) => n + p.byteLength, 0);

let errors = 0;
const pass = (set: readonly Buffer[]) => {
  for (const page of set) {
    try {
      contender.run(page);
    } catch {
      errors++;
    }
  }
};

// Warm-up: one whole pass (JIT, lazily loaded models, caches), so that every contender is timed in steady
// state, not partly while compiling.
pass(pages);
errors = 0;
// RSS once the modules, the models and the pages are loaded, before the timed passes.
const baseRssBytes = process.memoryUsage().rss;
let passes = 0;
const start = process.hrtime.bigint();
let seconds = 0;
do {
  pass(pages);
  passes++;
  seconds = Number(process.hrtime.bigint() - start) / 1e9;
} while (seconds < minSeconds);

process.stdout.write(
  `${JSON.stringify({
    name,
    pages: pages.length,
    passes,
    bytes: bytesPerPass * passes,
    seconds,
    errors,
    baseRssBytes,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  })}\n`,
);
