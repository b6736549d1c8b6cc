// Kitten's `-f json` metadata beside Readability.js + jsdom on the same WCXB-style pages, scored with the
// same rules (src/eval/metadata-score.ts). A quick check for the metadata work; the full bench with Defuddle
// is bench/'s.
//   nice -n 10 npx tsx scripts/metadata-readability.ts --corpus ../shared/corpora/wcxb-dev [--every 4]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { METADATA_FIELDS, type Metadata, scoreMetadata } from '../src/eval/metadata-score.js';
import { extract } from '../src/index.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/wcxb-dev' },
    every: { type: 'string', default: '4' },
  },
});
const root = values.corpus!;
const every = Math.max(1, Number(values.every));
const ids = readdirSync(join(root, 'gold-json'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort()
  .filter((_, i) => i % every === 0);

const kitten: ReturnType<typeof scoreMetadata>[] = [];
const readability: ReturnType<typeof scoreMetadata>[] = [];
const quiet = new VirtualConsole();
for (const id of ids) {
  const record = JSON.parse(readFileSync(join(root, 'gold-json', `${id}.json`), 'utf8'));
  const g = record.ground_truth ?? {};
  const gold: Metadata = { title: g.title ?? null, author: g.author ?? null, date: g.publish_date ?? null };
  const bytes = gunzipSync(readFileSync(join(root, 'input', `${id}.html.gz`)));
  const r = extract(bytes, { format: 'json', url: record.url });
  kitten.push(scoreMetadata(r.status === 'ok' ? r.metadata : null, gold));
  let peer: Metadata = { title: null, author: null, date: null };
  try {
    const dom = new JSDOM(bytes.toString('utf8'), { url: record.url, virtualConsole: quiet });
    const a = new Readability(dom.window.document).parse();
    peer = { title: a?.title ?? null, author: a?.byline ?? null, date: a?.publishedTime ?? null };
    dom.window.close();
  } catch {
    // a page Readability.js cannot read scores as empty
  }
  readability.push(scoreMetadata(peer, gold));
}
const show = (name: string, scores: ReturnType<typeof scoreMetadata>[]) => {
  const parts = METADATA_FIELDS.map((f) => {
    const counted = scores.filter((s) => s[f] !== null);
    const right = counted.filter((s) => s[f]).length;
    return `${f} ${(right / Math.max(1, counted.length)).toFixed(3)} (${counted.length})`;
  });
  console.log(`${name.padEnd(15)} ${parts.join('  ')}`);
};
console.log(`${ids.length} pages (every ${every}th of ${root})`);
show('Kitten', kitten);
show('Readability.js', readability);
