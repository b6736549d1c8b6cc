// YAML (feature-set and option files) through a synchronous require on first use: the yaml package costs
// start-up time to every process that imports it, and only runs given a .yaml file need it.
import { lazyRequire } from './lazy-require.js';

const yaml = lazyRequire<typeof import('yaml')>('yaml');

export function parseYaml(text: string): unknown {
  return yaml().parse(text);
}
