// Where one page's time goes, stage by stage, in process: the pipeline's steps timed one by one on a folder
// of pages (after one untimed warm-up pass), so a speed change can be aimed at the largest stage.
// `node --import tsx bench/stages.ts DIR… [--limit N per folder] [--rounds R]`
import { parseArgs } from 'node:util';
import { buildBlocks } from '../src/blocks/build.js';
import { buildSegments } from '../src/blocks/segments.js';
import { autoParamsOf, BUNDLED_AUTO_MODEL, secondPass } from '../src/clean/auto.js';
import { crfColumns, loadCrfModel } from '../src/clean/crf.js';
import { decodePage, repairMojibakeInTree } from '../src/encoding/index.js';
import { findElement } from '../src/html/node.js';
import { noscriptFallback } from '../src/html/noscript.js';
import { parseHtml5 } from '../src/html/parse.js';
import { preclean } from '../src/html/preclean.js';
import { triageBytes, triageText } from '../src/input/triage.js';
import { DEFAULT_OPTIONS } from '../src/options.js';
import { kittenLines } from '../src/structure/index.js';
import { analyzeTables } from '../src/structure/tables/index.js';
import { listPages, loadPage } from './pages.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: 'string', default: '80' }, rounds: { type: 'string', default: '2' } },
});
const pages = positionals.flatMap((dir) =>
  listPages(dir, Number(values.limit)).map((f) => ({ bytes: loadPage(f) })),
);
const opts = DEFAULT_OPTIONS;
const model = loadCrfModel(null, BUNDLED_AUTO_MODEL);
const params = autoParamsOf(model, opts.scope);
const totals = new Map<string, number>();
let t = 0;
const lap = (name: string, timed: boolean) => {
  const now = performance.now();
  if (timed) totals.set(name, (totals.get(name) ?? 0) + now - t);
  t = now;
};

function onePass(timed: boolean): void {
  for (const p of pages) {
    t = performance.now();
    if (triageBytes(p.bytes)) continue;
    const decoded = decodePage(p.bytes, { encoding: null, transportEncoding: null });
    lap('decode', timed);
    if (triageText(decoded.text).kind !== 'html') continue;
    lap('triage', timed);
    const parsed = parseHtml5(decoded.text);
    lap('parse', timed);
    const doc = noscriptFallback(parsed, decoded.text);
    lap('noscript', timed);
    repairMojibakeInTree(doc, decoded.text);
    lap('mojibake', timed);
    findElement(doc, 'title');
    lap('title', timed);
    preclean(doc, opts);
    lap('preclean', timed);
    const blocks = buildBlocks(doc);
    lap('blocks', timed);
    // the auto cleaner's three steps (clean/auto.ts labelAuto)
    const table = crfColumns(model.json.config, blocks, doc);
    lap('features', timed);
    const post = model.columnPosteriors(table.values, blocks.length);
    lap('crf', timed);
    const labels = blocks.length ? secondPass(blocks, post, model.labels, params) : [];
    lap('second', timed);
    const segments = buildSegments(blocks, labels);
    lap('segments', timed);
    const tables = analyzeTables(doc, opts);
    lap('tables', timed);
    kittenLines(segments, tables, opts, () => {});
    lap('text', timed);
  }
}

onePass(false);
for (let r = 0; r < Number(values.rounds); r++) onePass(true);
const all = [...totals.values()].reduce((a, b) => a + b, 0);
const mb = pages.reduce((a, p) => a + p.bytes.byteLength, 0) / 1e6;
console.log(
  `${pages.length} pages, ${mb.toFixed(1)} MB, ${values.rounds} rounds: ${(all / 1000).toFixed(2)} s`,
);
for (const [name, ms] of totals)
  console.log(`${name.padEnd(10)} ${(ms / 1000).toFixed(2)} s  ${((100 * ms) / all).toFixed(1)} %`);
