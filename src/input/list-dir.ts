// Directory walk: every page file under a directory, in sorted order, with an explicit stack (no
// recursion) and without following symlinked directories (no loops).
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_FILE } from './paths.js';

export interface Listing {
  files: string[];
  /** Sub-directories that could not be read, with the error (reported as `read-failed` pages). */
  failures: { path: string; message: string }[];
}

export async function listPageFiles(dir: string): Promise<Listing> {
  const files: string[] = [];
  const failures: Listing['failures'] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (e) {
      failures.push({ path: current, message: (e as Error).message });
      continue;
    }
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (!PAGE_FILE.test(entry.name)) continue;
      else if (entry.isFile()) files.push(full);
      else if (entry.isSymbolicLink()) {
        // a symlinked page is read; a symlinked directory is not followed
        const target = await stat(full).catch(() => null);
        if (target?.isFile()) files.push(full);
      }
    }
  }
  // Code-unit order, so that the order is the same on every machine and locale.
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, failures };
}
