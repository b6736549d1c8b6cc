// Golden files (test/golden/README.md): for every `NAME.html`, each `NAME.[REPAIR.]FORMAT` beside it is the
// expected output of that format and repair. One test per file; `UPDATE_GOLDEN=1` rewrites them.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { type ExtractOptions, extract } from '../src/index.js';
import { FORMATS, type Format, REPAIRS, type Repair } from '../src/options.js';

const DIR = join(import.meta.dirname, 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const files = readdirSync(DIR).sort();
const pages = files.filter((f) => f.endsWith('.html')).map((f) => f.slice(0, -'.html'.length));

/** `[REPAIR.]FORMAT` of an expected-output file name, or an error naming what is not understood. */
function parseSuffix(suffix: string): { format: Format; repair: Repair } | string {
  const parts = suffix.split('.');
  const format = parts.pop() as Format;
  const repair = (parts.pop() ?? 'html5') as Repair;
  if (parts.length > 0 || !FORMATS.includes(format) || !REPAIRS.includes(repair))
    return `${suffix}: expected FORMAT or REPAIR.FORMAT (formats ${FORMATS.join(', ')}; repairs ${REPAIRS.join(', ')})`;
  return { format, repair };
}

test('every page has at least one golden output, and every golden file belongs to a page', () => {
  for (const name of pages)
    assert.ok(
      files.some((f) => f.startsWith(`${name}.`) && f !== `${name}.html` && f !== `${name}.options.json`),
      name,
    );
  for (const f of files)
    if (f !== 'README.md')
      assert.ok(
        pages.some((name) => f.startsWith(`${name}.`)),
        `${f} has no page`,
      );
});

for (const name of pages) {
  const html = readFileSync(join(DIR, `${name}.html`));
  const optionsFile = join(DIR, `${name}.options.json`);
  const options: ExtractOptions = existsSync(optionsFile)
    ? JSON.parse(readFileSync(optionsFile, 'utf8'))
    : { clean: 'none' };
  // Longest page name first, so `a.html` does not claim the files of `a.b.html`.
  const owner = (f: string) =>
    pages.filter((p) => f.startsWith(`${p}.`)).sort((x, y) => y.length - x.length)[0] === name;
  for (const file of files) {
    if (!owner(file) || file === `${name}.html` || file === `${name}.options.json`) continue;
    test(`golden: ${file}`, () => {
      const spec = parseSuffix(file.slice(name.length + 1));
      assert.ok(typeof spec !== 'string', spec as string);
      const r = extract(html, { ...options, ...spec });
      assert.equal(r.status, 'ok');
      const got = r.status === 'ok' ? r.output : '';
      if (UPDATE) writeFileSync(join(DIR, file), got);
      else assert.equal(got, readFileSync(join(DIR, file), 'utf8'));
    });
  }
}
