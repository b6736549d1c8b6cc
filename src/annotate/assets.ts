// The browser files of the annotation app (src/annotate/app, shipped as is in the npm package). A fixed table
// maps each URL name to a file: no part of a request path ever becomes part of a file path.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Asset {
  type: string;
  body: Buffer;
}

const FILES: Record<string, { file: string; type: string }> = {
  '': { file: 'index.html', type: 'text/html; charset=utf-8' },
  'app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  'app.css': { file: 'app.css', type: 'text/css; charset=utf-8' },
};

/** The app folder: beside this module when run from sources, under the package's src/ when compiled to dist/. */
function appDir(): string {
  for (const rel of ['./app/', '../../../src/annotate/app/']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(`${dir}index.html`)) return dir;
  }
  throw new Error('the annotation app files (src/annotate/app) are missing from this installation');
}

/** Reads the app files once. */
export function loadAssets(): Map<string, Asset> {
  const dir = appDir();
  const out = new Map<string, Asset>();
  for (const [name, { file, type }] of Object.entries(FILES))
    out.set(name, { type, body: readFileSync(`${dir}${file}`) });
  return out;
}
