// Directory walk: every page file under a directory, in sorted order, with an explicit stack (no
// recursion), without following symlinked directories (no loops) nor entering Kitten's output folders.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST_NAME } from '../batch/manifest.js';
import { PAGE_FILE } from './paths.js';

const NOT_REGULAR = 'not a regular file';

export interface Listing {
  files: string[];
  /**
   * Sub-directories that could not be read and page names that are no readable file (broken links, FIFOs),
   * with the error (reported as `read-failed` pages, so that a batch loses nothing without a word).
   */
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
    // A folder holding a run's manifest is Kitten's own output (`-o` inside the input folder): never an input,
    // or each run would read the last one's outputs as pages and nest them one level deeper. Given by name, it is.
    if (current !== dir && entries.some((e) => e.name === MANIFEST_NAME && e.isFile())) continue;
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (!PAGE_FILE.test(entry.name)) continue;
      else if (entry.isFile()) files.push(full);
      else if (entry.isSymbolicLink()) {
        // a symlinked page is read; a symlinked directory is not followed; a broken link is a failed page
        const target = await stat(full).catch((e: Error) => e);
        if (target instanceof Error) failures.push({ path: full, message: target.message });
        else if (target.isFile()) files.push(full);
        else if (!target.isDirectory()) failures.push({ path: full, message: NOT_REGULAR });
      } else failures.push({ path: full, message: NOT_REGULAR }); // a FIFO or a device: reading it may block
    }
  }
  // Code-unit order, so that the order is the same on every machine and locale.
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, failures };
}
