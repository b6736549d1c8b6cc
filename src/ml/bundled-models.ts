// The three bundled models (models/crf.json, models/auto.json, models/tables.json) and any model file named
// by the user, loaded through one function: read once per process (per worker), cached by path.
// The package root is found whether the code runs from `src/` (tsx) or `dist/src/` (built): the first
// folder above this file that holds a package.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type BundledModel = 'crf.json' | 'auto.json' | 'auto-corpus.json' | 'tables.json';

export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
}

let root: string | undefined;
const shipped = new Map<BundledModel, boolean>();

const paths = new Map<BundledModel, string>();

// Both are asked once per page: the file system is looked at once per process, and the path joined once
// (`join` per page and model was 0.15 % of a CLI run's CPU).
export function bundledModelPath(name: BundledModel): string {
  let path = paths.get(name);
  if (path === undefined) {
    root ??= packageRoot();
    path = join(root, 'models', name);
    paths.set(name, path);
  }
  return path;
}

/** Whether the package ships the model (a trimmed package may leave one out; callers then fall back). */
export function hasBundledModel(name: BundledModel): boolean {
  let has = shipped.get(name);
  if (has === undefined) {
    has = existsSync(bundledModelPath(name));
    shipped.set(name, has);
  }
  return has;
}

const cache = new Map<string, unknown>();

/** The model file at `path`, parsed by `parse` the first time it is asked for. */
export function loadModelFile<T>(path: string, parse: (text: string) => T): T {
  if (cache.has(path)) return cache.get(path) as T;
  const model = parse(readFileSync(path, 'utf8'));
  cache.set(path, model);
  return model;
}

/** Forgets a model file read by `loadModelFile`, so the next call reads it again (it was rewritten). */
export function forgetModelFile(path: string): void {
  cache.delete(path);
}
