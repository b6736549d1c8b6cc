// Feature configurations: `loadFeatureConfig('cleaneval')`, or a file in JSON, YAML or Victor's
// `variable: value` format whose variables override the `cleaneval` preset.
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CLEANEVAL_CONFIG } from './cleaneval.js';
import { configFromVariables, type RawConfig } from './from-variables.js';
import type { FeatureConfig } from './types.js';
import { parseVictorConfig } from './victor-format.js';

export { CLEANEVAL_CONFIG } from './cleaneval.js';
export { configFromVariables } from './from-variables.js';
export type { FeatureConfig } from './types.js';
export { parseVictorConfig } from './victor-format.js';

/** Named presets; `cleaneval` is the default. */
export const FEATURE_CONFIGS: Readonly<Record<string, FeatureConfig>> = { cleaneval: CLEANEVAL_CONFIG };
export const DEFAULT_FEATURE_CONFIG = 'cleaneval';

/** Reads config text in the format its extension says (`.json`, `.yaml`/`.yml`, anything else Victor's). */
export function parseFeatureConfig(text: string, fileName: string): FeatureConfig {
  const ext = extname(fileName).toLowerCase();
  const name = basename(fileName, ext);
  let raw: unknown;
  if (ext === '.json') raw = JSON.parse(text);
  else if (ext === '.yaml' || ext === '.yml') raw = parseYaml(text);
  else {
    const r = parseVictorConfig(text);
    if ('error' in r) throw new Error(`${fileName}:${r.error.line}: ${r.error.message}`);
    raw = Object.fromEntries(r.vars);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new Error(`${fileName}: a configuration is an object of variables`);
  return configFromVariables(name, raw as RawConfig, CLEANEVAL_CONFIG);
}

/** A preset by name, or a configuration file by path. */
export function loadFeatureConfig(nameOrPath: string = DEFAULT_FEATURE_CONFIG): FeatureConfig {
  const preset = FEATURE_CONFIGS[nameOrPath];
  if (preset) return preset;
  return parseFeatureConfig(readFileSync(nameOrPath, 'utf8'), nameOrPath);
}
