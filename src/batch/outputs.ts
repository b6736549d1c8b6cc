// Where an output goes and how it is written: the format's extension, atomic write (temp file + rename).
import { type Dirent, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Format } from '../options.js';

const EXTENSIONS: Record<Format, string> = {
  text: '.txt',
  cleaneval: '.txt',
  victor: '.anno',
  json: '.json',
  markdown: '.md',
  xhtml: '.xhtml',
};

export function extensionFor(format: Format): string {
  return EXTENSIONS[format];
}

/** Output file of an input: `<out>/<relPath><ext>`. */
export function outputPathFor(outDir: string, relPath: string, format: Format): string {
  return join(outDir, relPath + extensionFor(format));
}

/** Output folders this process has made (or found) already. */
const madeDirs = new Set<string>();

/**
 * Writes `path` so that it either does not exist or is complete: the data goes to `path.tmp-TAG`
 * (TAG: the process id for a local run, the job and attempt for a queue worker) first and is renamed over
 * `path`, so a killed run never leaves a truncated output that `--resume` would take for done.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  tag: string = String(process.pid),
): Promise<void> {
  const dir = dirname(path);
  // One mkdir per output folder and process, not one per file (a system call per page showed in profiles);
  // a folder removed meanwhile is made again when the write finds it missing.
  if (!madeDirs.has(dir)) {
    await mkdir(dir, { recursive: true });
    madeDirs.add(dir);
  }
  const tmp = `${path}.tmp-${tag}`;
  // The write and the rename are synchronous: an output is small and written whole, and the promise forms (a
  // thread-pool round trip per call, writeFile's open, write and close apart) cost three times the CPU.
  try {
    try {
      writeFileSync(tmp, data);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      await mkdir(dir, { recursive: true });
      writeFileSync(tmp, data);
    }
    renameSync(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temp files that killed runs left under `outDir` (`*.tmp-PID` whose process is gone); those of a
 * run still going in the same directory are left alone.
 */
export async function removeStaleTemps(outDir: string): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  } catch {
    return 0;
  }
  let removed = 0;
  for (const entry of entries) {
    const m = entry.isFile() ? /\.tmp-(\d+)$/.exec(entry.name) : null;
    if (!m || processIsAlive(Number(m[1]))) continue;
    await rm(join(entry.parentPath, entry.name), { force: true });
    removed++;
  }
  return removed;
}
