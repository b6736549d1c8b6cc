import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = new URL('..', import.meta.url).pathname;
const FIXTURES = join(ROOT, 'test/fixtures/cli');
const MIXED = join(FIXTURES, 'mixed');
const PAGES = join(FIXTURES, 'pages');
const ONE = join(PAGES, 'one.html');

const tmpRoot = await mkdtemp(join(tmpdir(), 'kitten-cli-'));
after(() => rm(tmpRoot, { recursive: true, force: true }));
let serial = 0;
const freshDir = () => join(tmpRoot, `out-${serial++}`);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI from the sources in a child process, as a user would (stderr is not a terminal). */
function kitten(args: string[], input?: string): Run {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(FIXTURES, 'kitten.ts'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The outputs under `dir`; with `withManifest`, the run manifest (`.kitten-run`) too. */
async function listTree(dir: string, withManifest = false): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && (withManifest || e.name !== '.kitten-run'))
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

test('one input, no -o: the text on stdout, no header, exit 0, nothing on stderr', () => {
  const r = kitten(['extract', '-j', '1', '-c', 'none', ONE]);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(r.stdout.includes('The first page talks about cats.'));
  assert.ok(!r.stdout.includes('==>'));
  assert.equal(r.stderr, '');
});

test('several inputs, no -o: each output after a ==> name <== header, in input order', () => {
  const r = kitten(['extract', '-j', '2', PAGES]);
  assert.equal(r.code, 0, r.stderr);
  const headers = r.stdout.split('\n').filter((l) => l.startsWith('==> '));
  assert.deepEqual(headers, [
    `==> ${join(PAGES, 'one.html')} <==`,
    `==> ${join(PAGES, 'sub/two.htm')} <==`,
    `==> ${join(PAGES, 'three.xhtml')} <==`,
  ]);
});

test('-o: one file per input at its relative path, nothing on stdout', async () => {
  const out = freshDir();
  const r = kitten(['extract', '-j', '1', '-f', 'json', '-o', out, PAGES]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.deepEqual(await listTree(out), ['one.json', 'sub/two.json', 'three.json']);
  const page = JSON.parse(await readFile(join(out, 'one.json'), 'utf8'));
  assert.equal(page.title, 'One');
});

test('a failed input: exit 1, one line on stderr for it, a log line, the others complete', async () => {
  const out = freshDir();
  const log = join(tmpRoot, 'failed.jsonl');
  const r = kitten(['extract', '-j', '2', '-o', out, '--log', log, MIXED]);
  assert.equal(r.code, 1);
  const broken = join(MIXED, 'broken.html.gz');
  const lines = r.stderr.split('\n').filter(Boolean);
  assert.equal(lines.filter((l) => l.startsWith(`kitten: ${broken}: bad-gzip: `)).length, 1);
  assert.ok(!lines.some((l) => l.includes('good.html')));
  assert.ok((await listTree(out)).includes('good.txt'));
  const entries = (await readFile(log, 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  assert.ok(entries.some((e) => e.type === 'failed' && e.input === broken && e.reason === 'bad-gzip'));
});

test('--resume with -o: a second run skips what is done and still exits 0', async () => {
  const out = freshDir();
  assert.equal(kitten(['extract', '-j', '1', '-o', out, PAGES]).code, 0);
  const r = kitten(['extract', '-j', '1', '-o', out, '--resume', '--verbose', PAGES]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stderr, /3 inputs: 3 ok \(3 already done\), 0 excluded, 0 failed/);
});

test('a folder with no page in it: exit 0 and a line on stderr that says so', async () => {
  const empty = freshDir();
  await mkdir(empty, { recursive: true });
  await writeFile(join(empty, 'notes.txt'), 'not a page');
  const r = kitten(['extract', '-j', '1', empty]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  assert.match(r.stderr, /^kitten: no pages found in the inputs/);
});

test('usage errors exit 2 with a message on stderr', () => {
  const cases: [string[], RegExp][] = [
    [['extract', '--bogus', ONE], /unknown option/],
    [['extract'], /missing required argument/],
    [['extract', '-f', 'pdf', ONE], /invalid format "pdf"/],
    [['extract', '-c', 'magic', ONE], /invalid clean "magic"/],
    [['extract', '--repair', 'tidy', ONE], /invalid repair/],
    [['extract', '-j', '0', ONE], /invalid jobs/],
    [['extract', '-j', 'many', ONE], /invalid jobs/],
    [['extract', '--url', 'https://example.org/', ONE, ONE], /--url needs exactly one input/],
    [['extract', '--encoding', 'klingon', ONE], /invalid encoding "klingon"/],
    [['extract', '--model', join(FIXTURES, 'no-such-model.json'), ONE], /model .* not found/],
    // a file that is no model: one usage error, not the same failure on every page
    [
      ['extract', '--model', join(ROOT, 'package.json'), ONE],
      /model .*package\.json: not a kitten-crf v1 model/,
    ],
    [['extract', '--config', join(FIXTURES, 'no-such-config.yaml'), ONE], /cannot read config/],
    // -o naming a file, not a directory: a clear message, not an internal error with a stack
    [
      ['extract', '-o', ONE, ONE],
      /^kitten: cannot write to the output directory .*one\.html: it, or a folder on its path, is not a directory/,
    ],
    // --log into a missing folder: said before any page runs (it was an uncaught error with a stack)
    [
      ['extract', '--log', join(tmpRoot, 'no-such-folder', 'log.jsonl'), ONE],
      /^kitten: cannot write the log .*: ENOENT/,
    ],
    [['normalize', '-f', 'text', ONE], /unknown option/],
    [['frobnicate'], /unknown command/],
    [[], /Usage: kitten/],
  ];
  for (const [args, message] of cases) {
    const r = kitten(args);
    assert.equal(r.code, 2, `kitten ${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message, `kitten ${args.join(' ')}`);
    assert.equal(r.stdout, '', `kitten ${args.join(' ')}`);
  }
});

test('--help exits 0', () => {
  const r = kitten(['extract', '--help']);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /--no-tables/);
});

test('--config (YAML, kebab-case) sets options; flags typed on the command line override it', async () => {
  const yaml = join(FIXTURES, 'config.yaml');
  const fromConfig = freshDir();
  assert.equal(kitten(['extract', '-j', '1', '--config', yaml, '-o', fromConfig, ONE]).code, 0);
  assert.deepEqual(await listTree(fromConfig), ['one.anno']);
  const overridden = freshDir();
  assert.equal(kitten(['extract', '-j', '1', '--config', yaml, '-f', 'json', '-o', overridden, ONE]).code, 0);
  assert.deepEqual(await listTree(overridden), ['one.json']);
  const json = kitten(['extract', '-j', '1', '--config', join(FIXTURES, 'config.json'), ONE]);
  assert.equal(json.code, 0, json.stderr);
  assert.equal(JSON.parse(json.stdout).title, 'One');
});

test('normalize writes XHTML (.xhtml with -o)', async () => {
  const out = freshDir();
  const r = kitten(['normalize', '-j', '1', '-o', out, ONE]);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(await listTree(out), ['one.xhtml']);
  assert.match(await readFile(join(out, 'one.xhtml'), 'utf8'), /xmlns="http:\/\/www\.w3\.org\/1999\/xhtml"/);
});

test('- reads the page from standard input, and --url is accepted for one input', () => {
  const r = kitten(
    ['extract', '-j', '1', '-c', 'none', '-f', 'json', '--url', 'https://example.org/cats', '-'],
    '<p>Cats from stdin.</p>',
  );
  assert.equal(r.code, 0, r.stderr);
  const page = JSON.parse(r.stdout);
  assert.equal(page.url, 'https://example.org/cats');
  assert.match(page.text, /Cats from stdin/);
});

test('the built bin/kitten.js runs the same CLI', {
  skip: !existsSync(join(ROOT, 'dist/src/cli/main.js')) && 'run npm run build first',
}, () => {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/kitten.js'), 'extract', '-c', 'none', ONE], {
    encoding: 'utf8',
  });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(r.stdout.includes('The first page talks about cats.'));
  assert.equal(
    spawnSync(process.execPath, [join(ROOT, 'bin/kitten.js'), 'extract'], { encoding: 'utf8' }).status,
    2,
  );
});

test('a run killed midway and resumed with --resume ends with the outputs of an uninterrupted run', async () => {
  // The killed run reads a named pipe after the first pages: it blocks there, so it is surely killed midway
  // (its first output written, the rest not). The uninterrupted run reads a plain file of the same name.
  const plain = join(freshDir(), 'gate');
  const piped = join(freshDir(), 'gate');
  await mkdir(plain, { recursive: true });
  await mkdir(piped, { recursive: true });
  const gateHtml = '<p>The page read through the pipe.</p>';
  await writeFile(join(plain, 'gate.html'), gateHtml);
  assert.equal(spawnSync('mkfifo', [join(piped, 'gate.html')]).status, 0, 'mkfifo');
  const inputs = (gate: string) => [PAGES, join(gate, 'gate.html'), join(ROOT, 'examples'), MIXED];
  const full = freshDir();
  kitten(['extract', '-j', '1', '-o', full, ...inputs(plain)]);
  const killed = freshDir();
  const child = spawn(process.execPath, [
    '--import',
    'tsx',
    join(FIXTURES, 'kitten.ts'),
    'extract',
    '-j',
    '1',
    '-o',
    killed,
    ...inputs(piped),
  ]);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  while (!existsSync(join(killed, 'one.txt'))) {
    assert.equal(child.exitCode, null, 'the run ended before its first output');
    await sleep(5);
  }
  assert.equal(child.exitCode, null, 'the run must still be blocked on the pipe');
  child.kill('SIGKILL');
  await exited;
  assert.equal(child.signalCode, 'SIGKILL');
  const before = await listTree(killed);
  assert.ok(before.length > 0 && before.length < (await listTree(full)).length, before.join(' '));
  // The pipe becomes a plain file again for the resumed run.
  await rm(join(piped, 'gate.html'));
  await writeFile(join(piped, 'gate.html'), gateHtml);
  const r = kitten(['extract', '-j', '1', '-o', killed, '--resume', ...inputs(piped)]);
  assert.equal(r.code, 1, r.stderr); // the broken gzip of MIXED still fails
  const [summary, ...failures] = r.stderr.trim().split('\n').reverse();
  assert.match(summary, /^kitten: 13 inputs: /); // 3 pages + the gate + 5 examples + 4 mixed
  for (const line of failures) assert.ok(line.startsWith(`kitten: ${MIXED}/`), r.stderr);
  const read = async (dir: string) =>
    Promise.all((await listTree(dir, true)).map(async (f) => [f, await readFile(join(dir, f), 'utf8')]));
  assert.deepEqual(await read(killed), await read(full));
});

test('config files: kebab-case keys become camelCase, no-X: true is X: false, paths are relative to the file', async () => {
  const { readConfigFile } = await import('../src/cli/options.js');
  const dir = join(tmpRoot, 'config');
  await mkdir(dir, { recursive: true });
  const file = join(dir, 'kitten.yml');
  await writeFile(file, 'keep-menus: true\nno-abbr: true\nout: results\nmodel: models/crf.json\njobs: 3\n');
  assert.deepEqual(readConfigFile(file), {
    keepMenus: true,
    abbr: false,
    out: join(dir, 'results'),
    model: join(dir, 'models/crf.json'),
    jobs: 3,
  });
});
