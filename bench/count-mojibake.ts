// Counts pages whose extracted text shows decoding damage: U+FFFD, or UTF-8 read as windows-1252
// (`Ã©`-like pairs, `â€`); C1 controls (U+0080–U+009F, windows-1252 punctuation read as Latin-1) are
// counted apart, not as damage. Usage: `node --import tsx bench/count-mojibake.ts <dir>... [--list] [--encodings]`
// Each <dir> is a folder of pages (a corpus's `input/`); prints one line per folder and the total.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { extract } from '../src/index.js';

const MOJIBAKE = /Ã[\u0080-\u00BF]|â€/;
const C1 = /[\u0080-\u009f]/;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { list: { type: 'boolean', default: false }, encodings: { type: 'boolean', default: false } },
});

let totalPages = 0;
let totalFffd = 0;
let totalMojibake = 0;
let totalBad = 0;
let totalC1 = 0;
for (const dir of positionals) {
  const files = readdirSync(dir)
    .filter((f) => /\.(?:html?|xhtml|xml)$/i.test(f))
    .sort();
  let fffd = 0;
  let mojibake = 0;
  let bad = 0;
  let c1 = 0;
  const sources = new Map<string, number>();
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    const r = extract(bytes, { clean: 'none' });
    if (r.status !== 'ok') {
      if (values.list) console.log(`  ${file}: ${r.status} ${r.reason}`);
      continue;
    }
    const key = `${r.encoding}/${r.encodingSource}`;
    sources.set(key, (sources.get(key) ?? 0) + 1);
    const hasFffd = r.text.includes('\uFFFD');
    const hasMojibake = MOJIBAKE.test(r.text);
    if (C1.test(r.text)) c1++;
    if (hasFffd) fffd++;
    if (hasMojibake) mojibake++;
    if (hasFffd || hasMojibake) {
      bad++;
      if (values.list) {
        const at = r.text.search(hasFffd ? /\uFFFD/ : MOJIBAKE);
        const context = r.text.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ');
        console.log(
          `  ${file}: ${key} ${hasFffd ? 'FFFD' : ''}${hasMojibake ? ' mojibake' : ''} «${context}»`,
        );
      }
    }
  }
  console.log(
    `${dir}: ${files.length} pages, ${bad} damaged (${fffd} with U+FFFD, ${mojibake} with mojibake); ${c1} with C1 controls`,
  );
  if (values.encodings) {
    const list = [...sources].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    console.log(`  encodings: ${list.join(', ')}`);
  }
  totalPages += files.length;
  totalFffd += fffd;
  totalMojibake += mojibake;
  totalBad += bad;
  totalC1 += c1;
}
console.log(
  `total: ${totalPages} pages, ${totalBad} damaged (${totalFffd} with U+FFFD, ${totalMojibake} with mojibake); ${totalC1} with C1 controls`,
);
