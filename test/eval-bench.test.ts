// The quality benchmark's data handling: contender specs, set names and page slices, fold models, and the
// child process that runs a chunk of pages (bench/quality-*.ts).
import assert from 'node:assert/strict';
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { ChildJob, ChildMessage } from '../bench/quality-child.js';
import { kittenContender, peerContender } from '../bench/quality-contenders.js';
import { evenSlice, resolveSets } from '../bench/quality-sets.js';

test('Kitten contenders are data: NAME:JSON options, validated before any page runs', async () => {
  const c = kittenContender('none:{"clean":"none"}');
  assert.equal(c.name, 'none');
  const page = Buffer.from(
    '<html><body><div>Menu</div><p>Kittens sleep all day long, and they purr.</p></body></html>',
  );
  const out = await c.run(page, 'text');
  assert.match(out.text, /Menu/);
  const json = await c.run(page, 'json');
  assert.match(json.text, /Kittens sleep/);
  assert.deepEqual(Object.keys(json.meta ?? {}), ['title', 'author', 'date']);
  assert.throws(() => kittenContender('auto'), /expected NAME:\{/);
  assert.throws(() => kittenContender('x:{clean}'), /x: options are not JSON/);
  assert.throws(() => kittenContender('x:{"clean":"magic"}'), /invalid clean "magic"/);
  assert.throws(() => kittenContender('x:{"nope":1}'), /unknown option "nope"/);
  await assert.rejects(peerContender('trafilatura'), /unknown peer "trafilatura"/);
});

test('sets by name or alias, in the order given; slices spread evenly', () => {
  assert.deepEqual(
    resolveSets('wcxb,cleaneval,l3s-gn1').map((s) => [s.name, s.measure]),
    [
      ['wcxb-dev', 'wcxb'],
      ['cleaneval-dev', 'cleaneval'],
      ['l3s-gn1', 'shingles'],
    ],
  );
  assert.throws(() => resolveSets('cleaneval,nope'), /unknown set "nope"/);
  const names = Array.from({ length: 10 }, (_, i) => String(i));
  assert.deepEqual(evenSlice(names, 4), ['0', '2', '5', '7']);
  assert.deepEqual(evenSlice(names, null), names);
  assert.deepEqual(evenSlice(names, 50), names);
});

const kittens = Buffer.from(
  '<html><body><div>Menu</div><p>Kittens sleep all day long, and they purr.</p></body></html>',
);

test('with fold models, a page runs with its fold model of its scope; no fold or no such scope: shipped', async () => {
  const c = kittenContender('auto:{"clean":"auto"}', { main: ['/nonexistent/fold-0-of-1.json'] });
  assert.match((await c.run(kittens, 'text', { scope: 'main', fold: null })).text, /Kittens sleep/);
  assert.match((await c.run(kittens, 'text', { scope: 'corpus', fold: 0 })).text, /Kittens sleep/);
  await assert.rejects(c.run(kittens, 'text', { scope: 'main', fold: 0 }), /fold-0-of-1\.json/);
});

test('a chunk runs in a child process: one message per page, then its peak RSS and CPU time', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kitten-quality-child-'));
  try {
    writeFileSync(join(dir, 'a.html'), kittens);
    const job: ChildJob = {
      contender: { kitten: 'none:{"clean":"none"}', folds: null },
      want: 'text',
      scope: 'main',
      pages: [
        { input: join(dir, 'a.html'), fold: null },
        { input: join(dir, 'missing.html'), fold: null },
      ],
    };
    const child = fork(fileURLToPath(new URL('../bench/quality-child.ts', import.meta.url)));
    const messages: ChildMessage[] = [];
    child.on('message', (m: ChildMessage) => messages.push(m));
    const exit = new Promise((done) => child.on('exit', done));
    child.send(job);
    assert.equal(await exit, 0);
    assert.equal(messages.length, 3);
    const [a, missing, last] = messages;
    assert.ok('page' in a && a.page === 0 && /Menu/.test(a.out.text) && a.error === undefined);
    assert.ok('page' in missing && missing.page === 1 && /ENOENT/.test(missing.error ?? ''));
    assert.ok('done' in last && last.peakRssBytes > 0 && last.cpuSeconds > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
