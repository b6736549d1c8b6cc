// Feature sets (the parameters of Victor's features): `loadFeatureSet('cleaneval')`, or a file in JSON, YAML or Victor's
// `variable: value` format whose variables override the `cleaneval` preset.
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parseYaml } from '../../../yaml.js';
import { CLEANEVAL_FEATURE_SET } from './cleaneval.js';
import { featureSetFromVariables, type RawVariables } from './from-variables.js';
import type { FeatureSet } from './types.js';
import { parseVictorVariables } from './victor-format.js';

export { CLEANEVAL_FEATURE_SET } from './cleaneval.js';
export { featureSetFromVariables } from './from-variables.js';
export type { FeatureSet } from './types.js';
export { parseVictorVariables } from './victor-format.js';

/** Named presets; `cleaneval` is the default. */
export const FEATURE_SET_PRESETS: Readonly<Record<string, FeatureSet>> = { cleaneval: CLEANEVAL_FEATURE_SET };
export const DEFAULT_FEATURE_SET = 'cleaneval';

/** Reads feature-set text in the format its extension says (`.json`, `.yaml`/`.yml`, anything else Victor's). */
export function parseFeatureSet(text: string, fileName: string): FeatureSet {
  const ext = extname(fileName).toLowerCase();
  const name = basename(fileName, ext);
  let raw: unknown;
  if (ext === '.json') raw = JSON.parse(text);
  else if (ext === '.yaml' || ext === '.yml') raw = parseYaml(text);
  else {
    const r = parseVictorVariables(text);
    if ('error' in r) throw new Error(`${fileName}:${r.error.line}: ${r.error.message}`);
    raw = Object.fromEntries(r.vars);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error(`${fileName}: a feature set is an object of variables`);
  return featureSetFromVariables(name, raw as RawVariables, CLEANEVAL_FEATURE_SET);
}

/** A preset by name, or a feature-set file by path. */
export function loadFeatureSet(nameOrPath: string = DEFAULT_FEATURE_SET): FeatureSet {
  const preset = FEATURE_SET_PRESETS[nameOrPath];
  if (preset) return preset;
  return parseFeatureSet(readFileSync(nameOrPath, 'utf8'), nameOrPath);
}
