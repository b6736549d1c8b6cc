// Kitten's `-f json` title, author and date beside Readability.js + jsdom and Defuddle + jsdom on every
// WCXB-style page with gold, scored by the same rules (src/eval/metadata-score.ts). The peers are slow, so
// their answers are cached in a JSON-lines file and each page is run once; Kitten is re-run every time.
//   nice -n 10 npx tsx scripts/metadata-peers.ts --cache /tmp/peers.jsonl [--corpus DIR] [--every N]
//       [--shard K/N] [--cached-only] [--peers readability,defuddle] [--no-kitten] [--url] [--show FIELD]
// Every contender sees the page's bytes only, as `kitten extract -f json FILE` does (no URL; the peers get
// the placeholder https://example.org/ that bench/quality.ts gives them); `--url` gives Kitten the record's
// URL as well, for comparison. --shard K/N runs the peers on every Nth page from the Kth only (to fill the
// cache in N processes); --show prints a field's pages that Kitten gets wrong, starred where a peer is right.
//
// Both peers read one jsdom parse of the page: Defuddle's metadata first (it only reads the document), then
// Readability.js (which rewrites it). Defuddle's full parse costs about 4 s a page here, most of it in the
// content clean-up that its title, author and date do not depend on: Defuddle computes them first, from the
// untouched document, with `MetadataExtractor.extract` (defuddle.js, parseInternal), which is what is called
// here. Only its site-specific extractors (YouTube, Reddit, X, …) could override them; `--check-defuddle N`
// runs the full `Defuddle()` on N pages and counts the disagreements.
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { peerContender } from '../bench/quality-contenders.js';
import {
  METADATA_FIELDS,
  type Metadata,
  type MetadataField,
  type MetadataVerdict,
  scoreMetadata,
} from '../src/eval/metadata-score.js';
import { extract } from '../src/index.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/wcxb-dev' },
    cache: { type: 'string' },
    every: { type: 'string', default: '1' },
    peers: { type: 'string', default: 'readability,defuddle' },
    'no-kitten': { type: 'boolean', default: false },
    url: { type: 'boolean', default: false },
    show: { type: 'string' },
    shard: { type: 'string' },
    /** Score only the pages every peer has in the cache, running none (while the cache is being filled). */
    'cached-only': { type: 'boolean', default: false },
    'check-defuddle': { type: 'string' },
  },
});
const PEERS = ['readability', 'defuddle'];
const PLACEHOLDER_URL = 'https://example.org/';

// Defuddle's metadata step is not exported: its module is loaded by file (the package's `exports` stop a
// subpath import), and the two methods that gather its inputs are called on an instance.
const { DefuddleClass } = await import('defuddle/node');
const defuddleDir = fileURLToPath(import.meta.resolve('defuddle/node')).replace(/node\.js$/, '');
const { MetadataExtractor } = createRequire(import.meta.url)(`${defuddleDir}metadata.js`) as {
  MetadataExtractor: {
    extract(d: Document, schema: unknown, tags: unknown, url: string): Record<string, string>;
  };
};
interface DefuddleInternals {
  getSchemaOrgData(): unknown;
  _collectMetaTags(): unknown;
}
const root = values.corpus!;
const every = Math.max(1, Number(values.every));

interface GoldPage {
  id: string;
  url: string | null;
  gold: Metadata;
}

function goldPages(): GoldPage[] {
  return readdirSync(join(root, 'gold-json'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort()
    .filter((_, i) => i % every === 0)
    .map((id) => {
      const record = JSON.parse(readFileSync(join(root, 'gold-json', `${id}.json`), 'utf8'));
      const g = record.ground_truth ?? {};
      const gold: Metadata = {
        title: g.title || null,
        author: g.author || null,
        date: g.publish_date || null,
      };
      return { id, url: record.url ?? null, gold };
    })
    .filter((p) => METADATA_FIELDS.some((f) => p.gold[f] !== null));
}

const bytesOf = (id: string) => gunzipSync(readFileSync(join(root, 'input', `${id}.html.gz`)));

interface CacheLine {
  peer: string;
  id: string;
  meta: Metadata | null;
  error?: string;
}

function readCache(file: string): Map<string, CacheLine> {
  const m = new Map<string, CacheLine>();
  if (!existsSync(file)) return m;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const c = JSON.parse(line) as CacheLine;
    m.set(`${c.peer}/${c.id}`, c);
  }
  return m;
}

/** One jsdom parse, Defuddle's metadata step, then Readability.js on the same document. */
async function runPeers(bytes: Buffer, wanted: readonly string[]): Promise<Map<string, Metadata | null>> {
  const out = new Map<string, Metadata | null>();
  const dom = new JSDOM(bytes, { url: PLACEHOLDER_URL, virtualConsole: new VirtualConsole() });
  try {
    const doc = dom.window.document;
    if (wanted.includes('defuddle')) {
      const d = new DefuddleClass(doc, { url: PLACEHOLDER_URL }) as unknown as DefuddleInternals;
      const m = MetadataExtractor.extract(doc, d.getSchemaOrgData(), d._collectMetaTags(), PLACEHOLDER_URL);
      out.set('defuddle', { title: m.title || null, author: m.author || null, date: m.published || null });
    }
    if (wanted.includes('readability')) {
      const a = new Readability(doc).parse();
      out.set('readability', {
        title: a?.title || null,
        author: a?.byline || null,
        date: a?.publishedTime || null,
      });
    }
  } finally {
    dom.window.close();
  }
  return out;
}

/** The full `Defuddle()` (as bench/quality.ts runs it) against the metadata step, on `n` pages. */
async function checkDefuddle(n: number): Promise<void> {
  const full = await peerContender('defuddle');
  if (!full) throw new Error('defuddle is not installed');
  let differ = 0;
  const step = Math.max(1, Math.floor(pages.length / n));
  const sample = pages.filter((_, i) => i % step === 0).slice(0, n);
  for (const p of sample) {
    const bytes = bytesOf(p.id);
    const a = (await full.run(bytes, 'json')).meta ?? null;
    const b = (await runPeers(bytes, ['defuddle'])).get('defuddle') ?? null;
    const same = METADATA_FIELDS.every((f) => (a?.[f] ?? null) === (b?.[f] ?? null));
    if (!same) {
      differ++;
      console.log(`differs ${p.id}: full ${JSON.stringify(a)} step ${JSON.stringify(b)}`);
    }
  }
  console.log(`Defuddle full vs metadata step: ${differ} of ${sample.length} pages differ`);
}

const peers = values.peers!.split(',').filter(Boolean);
const cachedAtStart = values.cache ? readCache(values.cache) : new Map<string, CacheLine>();
const pages = goldPages().filter(
  (p) => !values['cached-only'] || peers.every((name) => cachedAtStart.has(`${name}/${p.id}`)),
);
for (const name of peers)
  if (!PEERS.includes(name)) throw new Error(`unknown peer ${name}: expected ${PEERS.join(', ')}`);
const answers = new Map<string, (Metadata | null)[]>();
if (values['check-defuddle']) await checkDefuddle(Number(values['check-defuddle']));

if (peers.length > 0) {
  if (!values.cache) throw new Error('--cache FILE is needed to run the peers (or --peers "")');
  const cache = cachedAtStart;
  const [k, n] = (values.shard ?? '0/1').split('/').map(Number);
  let ran = 0;
  for (const [i, p] of pages.entries()) {
    if (i % n !== k) continue;
    const missing = peers.filter((name) => !cache.has(`${name}/${p.id}`));
    if (missing.length === 0) continue;
    let got: Map<string, Metadata | null>;
    let error: string | undefined;
    try {
      got = await runPeers(bytesOf(p.id), missing);
    } catch (e) {
      got = new Map();
      error = (e as Error).message.slice(0, 200);
    }
    for (const name of missing) {
      const line: CacheLine = {
        peer: name,
        id: p.id,
        meta: got.get(name) ?? null,
        ...(error ? { error } : {}),
      };
      appendFileSync(values.cache, `${JSON.stringify(line)}\n`);
      cache.set(`${name}/${p.id}`, line);
    }
    if (++ran % 50 === 0) process.stderr.write(`peers: ${ran} pages run\n`);
  }
  for (const name of peers)
    answers.set(
      name,
      pages.map((p) => cache.get(`${name}/${p.id}`)?.meta ?? null),
    );
}

if (!values['no-kitten']) {
  const out: (Metadata | null)[] = [];
  for (const p of pages) {
    const r = extract(bytesOf(p.id), { format: 'json', url: values.url ? (p.url ?? undefined) : undefined });
    out.push(r.status === 'ok' && r.metadata ? r.metadata : null);
  }
  answers.set(values.url ? 'kitten+url' : 'kitten', out);
}

const verdicts = new Map<string, MetadataVerdict[]>();
for (const [name, out] of answers)
  verdicts.set(
    name,
    pages.map((p, i) => scoreMetadata(out[i], p.gold)),
  );

const pct = (x: number) => (100 * x).toFixed(1);
console.log(`${pages.length} pages of ${root} with gold${every > 1 ? ` (every ${every}th)` : ''}`);
console.log(
  `| contender | ${METADATA_FIELDS.map((f) => `${f} (${pages.filter((p) => p.gold[f]).length})`).join(' | ')} | author given without gold |`,
);
console.log(`|---|${METADATA_FIELDS.map(() => '---').join('|')}|---|`);
for (const [name, vs] of verdicts) {
  const cells = METADATA_FIELDS.map((f) => {
    const judged = vs.filter((v) => v[f] !== null);
    return pct(judged.filter((v) => v[f]).length / Math.max(1, judged.length));
  });
  const out = answers.get(name)!;
  const noGold = pages.filter((p) => !p.gold.author);
  const spurious = pages.filter((p, i) => !p.gold.author && out[i]?.author).length;
  console.log(`| ${name} | ${cells.join(' | ')} | ${spurious}/${noGold.length} |`);
}

if (values.show) {
  const field = values.show as MetadataField;
  const mine = verdicts.get(values.url ? 'kitten+url' : 'kitten');
  if (!mine) throw new Error('--show needs Kitten run');
  for (const [i, p] of pages.entries()) {
    if (mine[i][field] !== false) continue;
    const others = [...verdicts.keys()].filter((n) => !n.startsWith('kitten'));
    const right = others.filter((n) => verdicts.get(n)![i][field]);
    const said = [...answers].map(([n, o]) => `${n}=${JSON.stringify(o[i]?.[field] ?? null)}`).join(' ');
    console.log(`${right.length > 0 ? '*' : ' '} ${p.id} gold=${JSON.stringify(p.gold[field])} ${said}`);
  }
}
