// The benchmark's page set: the page files under a folder, optionally an evenly spaced sample of them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const PAGE_FILE = /\.(?:html?|xhtml|xml|gz)$/i;

/** Page files under `dir`, sorted; with `limit`, `limit` of them spread evenly over the sorted list. */
export function listPages(dir: string, limit: number | null): string[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && PAGE_FILE.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
  if (limit === null || limit >= files.length) return files;
  const step = files.length / limit;
  return Array.from({ length: limit }, (_, i) => files[Math.floor(i * step)]);
}

export function loadPage(path: string): Buffer {
  const bytes = readFileSync(path);
  return /\.gz$/i.test(path) ? gunzipSync(bytes) : bytes;
}
