// Finds the package's `models/` folder whether the code runs from `src/` (tsx) or `dist/src/` (built):
// walk up from this file to the first folder holding a package.json.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
}

export function bundledModelPath(name: string): string {
  return join(packageRoot(), 'models', name);
}
