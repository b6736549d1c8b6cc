// YAML (feature-set and option files) through a synchronous require on first use: the yaml package costs
// start-up time to every process that imports it, and only runs given a .yaml file need it.
import { createRequire } from 'node:module';

type YamlModule = typeof import('yaml');
let yaml: YamlModule | null = null;

export function parseYaml(text: string): unknown {
  yaml ??= createRequire(import.meta.url)('yaml') as YamlModule;
  return yaml.parse(text);
}
