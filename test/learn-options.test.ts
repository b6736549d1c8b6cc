// `kitten learn`'s options: a bad number or two disagreeing spellings of the feature set are usage errors
// (exit 2, nothing written), not a model trained on NaN; the old spelling --config still works alone.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { main } from '../src/cli/main.js';

const root = mkdtempSync(join(tmpdir(), 'kitten-learn-options-'));
after(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(
  join(root, 'page.html'),
  '<body><div><a href="/">Home</a></div><h1>Cats</h1><p>Cats sleep most of the day in warm places.</p></body>',
);
writeFileSync(
  join(root, 'page.anno'),
  '[o] Home\n[h] Cats\n[p] Cats sleep most of the day in warm places.\n',
);
const anno = join(root, 'page.anno');

async function learn(...args: string[]): Promise<{ code: number; out: string }> {
  const out = join(root, `model-${args.join('_').replace(/\W/g, '')}.json`);
  const code = await main(['learn', ...args, '--out', out, anno]);
  process.exitCode = 0;
  return { code, out };
}

for (const args of [
  ['--iterations', 'abc'],
  ['--iterations', '0'],
  ['-c', '-1'],
  ['-c', 'abc'],
  ['--min-freq', 'x'],
  ['--features', 'combined', '--config', 'context'],
]) {
  test(`learn ${args.join(' ')} is a usage error and writes no model`, async () => {
    const { code, out } = await learn(...args);
    assert.equal(code, 2);
    assert.equal(existsSync(out), false);
  });
}

test('learn --config NAME, the old spelling of --features, still chooses the feature set', async () => {
  const { code, out } = await learn('--config', 'context', '--iterations', '3');
  assert.equal(code, 0);
  assert.equal(JSON.parse(readFileSync(out, 'utf8')).config, 'context');
});
