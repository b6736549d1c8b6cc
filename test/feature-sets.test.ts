import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import {
  CLEANEVAL_FEATURE_SET,
  loadFeatureSet,
  parseFeatureSet,
  parseVictorVariables,
} from '../src/blocks/features/sets/index.js';

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/features/${name}`, import.meta.url));

test('Victor format: an array split over lines equals the one-line form (seed 004, 2.2)', () => {
  const split = parseVictorVariables('variable: value1\nvariable: value2\n');
  const joined = parseVictorVariables('variable: value1 value2\n');
  assert.ok('vars' in split && 'vars' in joined);
  assert.deepEqual(split.vars.get('variable'), ['value1', 'value2']);
  assert.deepEqual(split.vars, joined.vars);
});

test('Victor format: comments and blank lines are skipped, a line without a colon is an error with its number', () => {
  const r = parseVictorVariables('# comment\n\nname: cleaneval\nbroken line\n');
  assert.ok('error' in r);
  assert.equal(r.error.line, 4);
});

test('Victor format: any sequence of lines parses to the concatenation of each variable in order', () => {
  const name = fc.constantFrom('a', 'b', 'crf-features');
  const token = fc.stringMatching(/^[A-Za-z0-9.*-]{1,6}$/);
  fc.assert(
    fc.property(fc.array(fc.tuple(name, fc.array(token, { maxLength: 4 })), { maxLength: 12 }), (lines) => {
      const text = lines.map(([n, ts]) => `${n}: ${ts.join(' ')}`).join('\n');
      const r = parseVictorVariables(text);
      assert.ok('vars' in r);
      for (const n of ['a', 'b', 'crf-features']) {
        const expected = lines.filter(([m]) => m === n).flatMap(([, ts]) => ts);
        assert.deepEqual(r.vars.get(n) ?? [], expected);
      }
    }),
  );
});

test('loadFeatureSet: the cleaneval preset by name', () => {
  assert.equal(loadFeatureSet('cleaneval'), CLEANEVAL_FEATURE_SET);
  assert.equal(loadFeatureSet().name, 'cleaneval');
});

test('loadFeatureSet: a Victor file overrides the preset', () => {
  const cfg = loadFeatureSet(fixture('victor-example.conf'));
  assert.equal(cfg.name, 'victor-example');
  assert.deepEqual(cfg.crfFeatures, ['container.*', 'split.br', 'sentence-end', 'position']);
  assert.deepEqual(cfg.values.split, [0, 1, 2]);
  assert.equal(cfg.scales.position, 4);
  assert.deepEqual(cfg.containers['class-header'], ['h1', 'h2', 'h3']);
  assert.deepEqual(cfg.regexps.url, ['^https?://\\S+$']);
  assert.deepEqual(
    cfg.regexps.date,
    CLEANEVAL_FEATURE_SET.regexps.date,
    'untouched variables keep the preset',
  );
});

test('JSON and YAML configurations use the same variable names', () => {
  const json = parseFeatureSet('{"crf-features": ["position"], "feature-position-scale": 3}', 'x.json');
  const yaml = parseFeatureSet('crf-features: [position]\nfeature-position-scale: 3\n', 'x.yaml');
  assert.deepEqual(json.crfFeatures, ['position']);
  assert.equal(json.scales.position, 3);
  assert.deepEqual({ ...yaml, name: 'x' }, { ...json, name: 'x' });
});

test('malformed values are refused', () => {
  assert.throws(() => parseFeatureSet('feature-split-values: 3 1', 'bad.conf'), /ascend/);
  assert.throws(() => parseFeatureSet('feature-position-scale: 0', 'bad.conf'), /positive/);
  assert.throws(() => parseFeatureSet('[1, 2]', 'bad.json'), /object/);
});
