// Session 39's audit of the command line against its contract (helper qa6): error lines that are one line and
// begin `kitten:`, `kitten learn`'s file errors said before training and without a stack trace, `--resume`
// without -o, a config file's mistake naming the file, an output "directory" that is a file.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { failureLine, oneLine } from '../src/batch/records.js';
import { summaryLine } from '../src/cli/run-pages.js';

const ROOT = new URL('..', import.meta.url).pathname;
const KITTEN = join(ROOT, 'test/fixtures/cli/kitten.ts');
const PAGE = join(ROOT, 'examples/formats-demo.html');

const tmpRoot = await mkdtemp(join(tmpdir(), 'kitten-contract-'));
after(() => rm(tmpRoot, { recursive: true, force: true }));

function kitten(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KITTEN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test('a failed input whose name holds a line break is still one stderr line', async () => {
  assert.equal(oneLine('a\nb\tc\u001b[2Jd\u2028e'), 'a\\nb\\tc\\u001b[2Jd\\u2028e');
  assert.equal(
    failureLine('dir/bad\nname.html', 'not-html', 'a PDF\nsecond line'),
    'kitten: dir/bad\\nname.html: not-html: a PDF',
  );
  const dir = join(tmpRoot, 'names');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'bad\nname.html'), '%PDF-1.4 not a page');
  const r = kitten(['extract', '-j', '1', '-o', join(tmpRoot, 'names-out'), dir]);
  assert.equal(r.code, 1);
  const lines = r.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 2, r.stderr); // the failure and the summary
  assert.match(lines[0], /^kitten: .*bad\\nname\.html: not-html: /);
  assert.match(lines[1], /^kitten: 1 input: 0 ok, 0 excluded, 1 failed/);
});

test('the summary line says "1 input", and "N inputs" otherwise', () => {
  const counts = { ok: 1, excluded: 0, failed: 0, resumed: 0, bytes: 10 };
  assert.match(summaryLine(counts, 1), /^kitten: 1 input: 1 ok,/);
  assert.match(summaryLine({ ...counts, ok: 2 }, 1), /^kitten: 2 inputs: 2 ok,/);
});

test('kitten learn: a missing .anno, --pages or model folder is one usage line, said before any training', async () => {
  let r = kitten(['learn', join(tmpRoot, 'missing.anno')]);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, `kitten: cannot read ${join(tmpRoot, 'missing.anno')}: no such file or directory\n`);
  const dir = join(tmpRoot, 'learn');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'p.html'), '<p>One paragraph of text.</p><p>Another one here.</p>');
  await writeFile(join(dir, 'p.anno'), '[p] One paragraph of text.\n[o] Another one here.\n');
  r = kitten(['learn', '--pages', join(tmpRoot, 'no-such-dir'), dir]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^kitten: --pages .*no-such-dir: no such directory\n$/);
  r = kitten(['learn', '--iterations', '2', '--out', join(tmpRoot, 'no-dir/model.json'), dir]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^kitten: cannot write the model .*no-dir\/model\.json: no directory /);
  assert.doesNotMatch(r.stderr, /crf:|internal error|\n {4}at /);
});

test('usage errors: --resume without -o, a config file naming its mistake, commander messages begin kitten:', async () => {
  let r = kitten(['extract', '--resume', PAGE]);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, 'kitten: --resume needs -o DIR\n');
  const config = join(tmpRoot, 'typo.json');
  await writeFile(config, '{"formt": "json"}');
  r = kitten(['extract', '--config', config, PAGE]);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, `kitten: config ${config}: unknown option "formt"\n`);
  r = kitten(['extract', '--no-such-flag', PAGE]);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /^kitten: unknown option '--no-such-flag'\n/);
  const file = join(tmpRoot, 'a-file');
  await writeFile(file, 'x');
  r = kitten(['extract', '-o', file, PAGE]);
  assert.equal(r.code, 2);
  assert.equal(
    r.stderr,
    `kitten: cannot write to the output directory ${file}: it, or a folder on its path, is not a directory\n`,
  );
});

test('standard input named twice is a usage error; kitten eval tells a file from a missing folder', () => {
  let r = kitten(['extract', '-', '-']);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, 'kitten: - (standard input) is given more than once\n');
  r = kitten(['eval', PAGE, ROOT]);
  assert.equal(r.code, 2);
  assert.equal(r.stderr, `kitten eval: output directory ${JSON.stringify(PAGE)} is not a directory\n`);
});
