// Where an output goes and how it is written: the format's extension, atomic write (temp file + rename).
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Format } from '../options.js';

const EXTENSIONS: Record<Format, string> = {
  text: '.txt',
  cleaneval: '.txt',
  victor: '.anno',
  json: '.json',
  xhtml: '.xhtml',
};

export function extensionFor(format: Format): string {
  return EXTENSIONS[format];
}

/** Output file of an input: `<out>/<relPath><ext>`. */
export function outputPathFor(outDir: string, relPath: string, format: Format): string {
  return join(outDir, relPath + extensionFor(format));
}

/**
 * Writes `path` so that it either does not exist or is complete: the data goes to `path.tmp-PID`
 * first and is renamed over `path`, so a killed run never leaves a truncated output that `--resume`
 * would take for done.
 */
export async function writeFileAtomic(path: string, data: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    throw e;
  }
}
