// The active-learning loop of `kitten annotate`, measured (the README's figure). Development tool: reads the
// corpora folder, never used by the library or the tests.
//
//   npx tsx scripts/annotate-loop.ts --corpora ../shared/corpora --work WORK [--pool 200] [--annotate 20]
//     [--eval 100] [--exclude data/gate-pages.tsv] [--order uncertainty|random]
//
// The CleanEval dev annotations minus the gate's pages are copied to WORK/cleaneval-train (the training set
// before the loop). Dragnet pages (sorted by number, the gate's pages left out) are split: odd positions form the pool the tool
// queues (WORK/pool), even positions the held-out evaluation pages (WORK/eval-input, WORK/eval-gold). The tool's
// queue (src/annotate: the server, over HTTP, exactly as the browser app talks to it) orders the pool by the
// model's uncertainty; the first N pages of that order are labelled and marked done. The labels are not typed
// by a person: for each block the label the corpus gold gives it (src/training/convert.ts, the converter the
// bundled models are trained from) is posted as a person's label. `--order random` takes N pool pages at
// random (seeded) instead, the baseline for the ordering. Then run `kitten learn` and `kitten eval` (see
// the README).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { queueManifest } from '../src/annotate/queue.js';
import { startServer } from '../src/annotate/server.js';
import { Session } from '../src/annotate/session.js';
import { resolveOptions } from '../src/options.js';
import { convertPage } from '../src/training/convert.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string' },
    work: { type: 'string' },
    pool: { type: 'string', default: '200' },
    annotate: { type: 'string', default: '20' },
    eval: { type: 'string', default: '100' },
    exclude: { type: 'string', default: 'data/gate-pages.tsv' },
    order: { type: 'string', default: 'uncertainty' },
    seed: { type: 'string', default: '1' },
  },
});
if (!values.corpora || !values.work) {
  process.stderr.write(
    'usage: annotate-loop.ts --corpora DIR --work DIR [--pool N] [--annotate N] [--eval N]\n',
  );
  process.exit(2);
}
const corpora = values.corpora;
const work = values.work;
const dragnet = join(corpora, 'dragnet');

const gate = new Set<string>();
const gateCleaneval = new Set<string>();
if (existsSync(values.exclude))
  for (const line of readFileSync(values.exclude, 'utf8').split('\n')) {
    const [corpus, page] = line.split('\t');
    if (corpus === 'dragnet') gate.add(page);
    if (corpus === 'cleaneval-dev') gateCleaneval.add(page);
  }

// The CleanEval training annotations without the gate's pages (kept out of all training): WORK/cleaneval-train.
const cleanevalAnno = 'data/anno/cleaneval-dev';
mkdirSync(join(work, 'cleaneval-train'), { recursive: true });
const [header, ...rows] = readFileSync(join(cleanevalAnno, 'manifest.tsv'), 'utf8').trimEnd().split('\n');
const kept = rows.filter((r) => !gateCleaneval.has(basename(r.split('\t')[0], '.anno')));
for (const r of kept) {
  const anno = r.split('\t')[0];
  copyFileSync(join(cleanevalAnno, anno), join(work, 'cleaneval-train', anno));
}
writeFileSync(join(work, 'cleaneval-train', 'manifest.tsv'), `${[header, ...kept].join('\n')}\n`);

const names = readdirSync(join(dragnet, 'input'))
  .map((f) => basename(f, extname(f)))
  .filter((n) => !gate.has(n) && existsSync(join(dragnet, 'gold', `${n}.txt`)))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const pool = names.filter((_, i) => i % 2 === 1).slice(0, Number(values.pool));
const held = names.filter((_, i) => i % 2 === 0).slice(0, Number(values.eval));

for (const d of ['pool', 'eval-input', 'eval-gold']) mkdirSync(join(work, d), { recursive: true });
for (const n of pool) copyFileSync(join(dragnet, 'input', `${n}.html`), join(work, 'pool', `${n}.html`));
for (const n of held) {
  copyFileSync(join(dragnet, 'input', `${n}.html`), join(work, 'eval-input', `${n}.html`));
  copyFileSync(join(dragnet, 'gold', `${n}.txt`), join(work, 'eval-gold', `${n}.txt`));
}

const out = join(work, values.order === 'random' ? 'anno-random' : 'anno');
const opts = resolveOptions({ format: 'victor' });
const { manifest } = await queueManifest([join(work, 'pool')], out, 'main', null);
const session = new Session(out, manifest, opts, null);
session.measureAll();
const server = await startServer(session, 0);
const { origin, pathname } = new URL(server.url);
const post = async (path: string, body: unknown, attempt = 1): Promise<void> => {
  const res = await fetch(`${origin}${pathname}api/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  }).catch((e: Error) => {
    if (attempt >= 3) throw e;
    return null; // a reset connection: the same change again (saving a label twice is harmless)
  });
  if (res === null) return post(path, body, attempt + 1);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
};

/** The queue's order, or a seeded shuffle of the pool for the baseline. */
function chosenOrder(): number[] {
  if (values.order !== 'random') return session.order.slice();
  const idx = manifest.pages.map((_, i) => i);
  let s = Number(values.seed) >>> 0 || 1;
  for (let i = idx.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  return idx;
}

let labelled = 0;
for (const i of chosenOrder()) {
  if (labelled >= Number(values.annotate)) break;
  const entry = manifest.pages[i];
  const name = basename(entry.page, '.html');
  const view = session.view(i);
  const conv = convertPage(
    'dragnet',
    new Uint8Array(readFileSync(join(dragnet, 'input', `${name}.html`))),
    new Uint8Array(readFileSync(join(dragnet, 'gold', `${name}.txt`))),
  );
  if (
    conv.blocks.length !== view.blocks.length ||
    conv.blocks.some((b, k) => b.text !== view.blocks[k].text)
  ) {
    process.stderr.write(`skipped ${name}: the converter's blocks differ from the tool's\n`);
    continue;
  }
  await post(`page/${i}/labels`, {
    changes: conv.labels.map((label, block) => ({ block, label, given: true })),
  });
  await post(`page/${i}/done`, { done: true });
  const changed = conv.labels.filter((l, k) => l !== view.blocks[k].model).length;
  process.stdout.write(
    `${name}\tuncertainty ${entry.uncertainty.toFixed(3)}\t${view.blocks.length} blocks\t${changed} changed from the model\n`,
  );
  labelled++;
}
await server.close();
process.stdout.write(`${labelled} pages labelled and marked done in ${out}\n`);
