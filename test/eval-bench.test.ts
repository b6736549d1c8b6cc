// The quality benchmark's data handling: contender specs, set names and page slices (bench/quality-*.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
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
