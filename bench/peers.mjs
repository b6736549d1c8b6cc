// The peers of the whole-CLI benchmark, as whole processes like `kitten extract -j 1 -o OUT DIR`: read every
// page file under DIR, do the peer's work, write one output per page. Plain JavaScript run by plain node:
// under tsx's loader, parse5 and jsdom would run transformed code (enum getters) and look slower than
// they are. `node bench/peers.mjs parse5|readability DIR OUT`
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parse } from 'parse5';

const [mode, dir, out] = process.argv.slice(2);
if (!['parse5', 'readability'].includes(mode) || !dir || !out) {
  process.stderr.write('usage: peers.mjs parse5|readability DIR OUT\n');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
const PAGE_FILE = /\.(?:html?|xhtml|xml|gz)$/i;
const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((e) => (e.isFile() || e.isSymbolicLink()) && PAGE_FILE.test(e.name))
  .map((e) => join(e.parentPath, e.name))
  .sort();
const decoder = new TextDecoder('utf-8');
let failed = 0;
for (const file of files) {
  try {
    const raw = readFileSync(file);
    const bytes = /\.gz$/i.test(file) ? gunzipSync(raw) : raw;
    let text;
    if (mode === 'parse5') {
      // The floor: the bare parse of the bytes read as UTF-8, default tree adapter; outputs the element count.
      const doc = parse(decoder.decode(bytes));
      text = `${doc.childNodes.length}\n`;
    } else {
      // jsdom sniffs the encoding from the bytes as a browser does; a silent console (CSS parse errors).
      const dom = new JSDOM(bytes, { url: 'https://example.org/', virtualConsole: new VirtualConsole() });
      text = new Readability(dom.window.document).parse()?.textContent ?? '';
      dom.window.close();
    }
    writeFileSync(join(out, `${basename(file).replace(/\.[^.]+(?:\.gz)?$/i, '')}.txt`), text);
  } catch (err) {
    failed++;
    process.stderr.write(`peers: ${file}: ${err?.message ?? err}\n`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
