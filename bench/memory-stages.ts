// Where one page's memory goes, stage by stage, in process: the pipeline's steps (as in bench/stages.ts) run
// once on one page, with the process's RSS and V8 heap after each step, and the heap's live size after a full
// collection when run with --expose-gc (what a step keeps, apart from what it leaves to collect). For the
// huge page's peak RSS: `node --expose-gc --import tsx bench/memory-stages.ts /tmp/huge.html [--clean none]`.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildBlocks } from '../src/blocks/build.js';
import { buildSegments } from '../src/blocks/segments.js';
import { autoParamsOf, BUNDLED_AUTO_MODEL, secondPass } from '../src/clean/auto.js';
import { crfColumns, loadCrfModel } from '../src/clean/crf.js';
import { labelStructurally } from '../src/clean/structural.js';
import { decodePage, repairMojibakeInTree } from '../src/encoding/index.js';
import { noscriptFallback } from '../src/html/noscript.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';
import { DEFAULT_OPTIONS } from '../src/options.js';
import { kittenLines } from '../src/structure/index.js';
import { analyzeTables } from '../src/structure/tables/index.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { clean: { type: 'string', default: 'auto' } },
});
if (positionals.length !== 1) {
  process.stderr.write('usage: memory-stages.ts PAGE.html [--clean auto|none]\n');
  process.exit(2);
}
const gc = (globalThis as { gc?: () => void }).gc;
const mb = (n: number) => (n / 1e6).toFixed(0).padStart(6);
let peak = 0;
let t = performance.now();
console.log('stage          rss  heap  ext+ab  live(after gc)  seconds');
const mark = (stage: string) => {
  const s = (performance.now() - t) / 1000;
  const m = process.memoryUsage();
  peak = Math.max(peak, m.rss);
  let live = '';
  if (gc) {
    gc();
    live = mb(process.memoryUsage().heapUsed);
  }
  console.log(
    `${stage.padEnd(12)} ${mb(m.rss)} ${mb(m.heapUsed)} ${mb(m.external + m.arrayBuffers)}  ${live.padStart(14)}  ${s.toFixed(1)}`,
  );
  t = performance.now();
};

const opts = DEFAULT_OPTIONS;
const model = loadCrfModel(null, BUNDLED_AUTO_MODEL);
const params = autoParamsOf(model, opts.scope);
mark('start');
let bytes: Uint8Array | null = readFileSync(positionals[0]);
mark('read');
const decoded = decodePage(bytes, { encoding: null, transportEncoding: null });
bytes = null;
mark('decode');
const doc = noscriptFallback(parseHtml5(decoded.text), decoded.text);
mark('parse');
repairMojibakeInTree(doc, decoded.text);
mark('mojibake');
preclean(doc, opts);
mark('preclean');
const blocks = buildBlocks(doc);
mark('blocks');
let labels: ReturnType<typeof labelStructurally>;
if (values.clean === 'none') {
  labels = labelStructurally(blocks);
  mark('labels');
} else {
  let table: ReturnType<typeof crfColumns> | null = crfColumns(model.json.config, blocks, doc);
  mark('features');
  const post = model.columnPosteriors(table.values, blocks.length);
  table = null;
  mark('crf');
  labels = secondPass(blocks, post, model.labels, params);
  mark('second');
}
const segments = buildSegments(blocks, labels);
mark('segments');
const tables = analyzeTables(doc, opts);
mark('tables');
const text = kittenLines(segments, tables, opts, () => {}).join('\n');
mark('text');
console.log(`${blocks.length} blocks, ${text.length} chars of text; peak rss seen ${mb(peak)} MB`);
