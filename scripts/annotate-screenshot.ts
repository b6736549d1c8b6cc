// The README's screenshot of `kitten annotate` (docs/annotate.png), taken with playwright-core and Debian's
// chromium on a bundled example page, after a few keys:
//   npx tsx scripts/annotate-screenshot.ts [PAGE] [--out docs/annotate.png]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { singlePageManifest } from '../src/annotate/queue.js';
import { startServer } from '../src/annotate/server.js';
import { Session } from '../src/annotate/session.js';
import { resolveOptions } from '../src/options.js';
import { launchChromium } from '../test/helpers/chromium.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string', default: 'docs/annotate.png' } },
});
const source = positionals[0] ?? 'examples/news-bbc.html';
const dir = mkdtempSync(join(tmpdir(), 'kitten-screenshot-'));
const single = singlePageManifest(
  source,
  join(dir, `${basename(source, extname(source))}.anno`),
  'corpus',
  null,
);
const session = new Session(single.dir, single.manifest, resolveOptions({ format: 'victor' }), null);
session.measureAll();
const server = await startServer(session, 0);
const browser = await launchChromium();
try {
  const tab = await browser.newPage({ viewport: { width: 1400, height: 860 } });
  await tab.goto(server.url);
  await tab.waitForSelector('#blocks li.current');
  // A person's first moves: confirm the navigation as boilerplate, then walk to the headline.
  for (const key of ['o', 'o', 'o', 'o', 'o', 'j', 'j', 'j', 'j', 'j', 'j']) await tab.keyboard.press(key);
  await tab.waitForTimeout(800); // the frame reloads with the new colours
  await tab.screenshot({ path: values.out });
  process.stdout.write(`${values.out}\n`);
} finally {
  await browser.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}
