// Stand-in for `readInputs` of src/input/sources.ts until it lands: files, directories (recursed), `.gz`
// and `-` for standard input. No WARC. Delete once the real reader exists.
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { InputPage } from '../input/types.js';

const PAGE_FILE = /\.(?:html?|xhtml|xml|gz)$/i;

/** Output path without extension: `a/b.html.gz` → `a/b`. */
function stripExtensions(rel: string): string {
  const noGz = rel.replace(/\.gz$/i, '');
  const dot = noGz.lastIndexOf('.');
  const slash = noGz.lastIndexOf('/');
  return dot > slash + 1 ? noGz.slice(0, dot) : noGz;
}

function errorPage(name: string, relPath: string, reason: string, message: string): InputPage {
  return { name, relPath, bytes: null, error: { reason, message }, url: null, transportEncoding: null };
}

async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function readOne(path: string, relPath: string, maxBytes: number): Promise<InputPage> {
  let bytes: Uint8Array;
  try {
    const info = await stat(path);
    if (info.size > maxBytes)
      return errorPage(path, relPath, 'too-large', `${info.size} bytes > ${maxBytes}`);
    bytes = await readFile(path);
  } catch (e) {
    return errorPage(path, relPath, 'read-failed', (e as Error).message);
  }
  if (/\.gz$/i.test(path)) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: maxBytes });
    } catch (e) {
      return errorPage(path, relPath, 'bad-gzip', (e as Error).message);
    }
  }
  return { name: path, relPath, bytes, error: null, url: null, transportEncoding: null };
}

/** Files under `dir` with a page extension, sorted, and the sub-directories that could not be listed. */
async function listDirectory(dir: string): Promise<{ files: string[]; unreadable: [string, string][] }> {
  const files: string[] = [];
  const unreadable: [string, string][] = [];
  const stack = [dir];
  while (stack.length > 0) {
    const current = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (e) {
      unreadable.push([current, (e as Error).message]);
      continue;
    }
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) stack.push(full);
      else if (entry.isFile() && PAGE_FILE.test(entry.name)) files.push(full);
    }
  }
  return { files: files.sort(), unreadable };
}

export async function* readInputs(
  paths: readonly string[],
  opts: { maxBytes: number },
): AsyncIterable<InputPage> {
  for (const path of paths) {
    if (path === '-') {
      yield {
        name: '-',
        relPath: 'stdin',
        bytes: await readStdin(),
        error: null,
        url: null,
        transportEncoding: null,
      };
      continue;
    }
    let isDir = false;
    try {
      isDir = (await stat(path)).isDirectory();
    } catch (e) {
      yield errorPage(path, stripExtensions(basename(path)), 'read-failed', (e as Error).message);
      continue;
    }
    if (!isDir) {
      yield await readOne(path, stripExtensions(basename(path)), opts.maxBytes);
      continue;
    }
    const { files, unreadable } = await listDirectory(path);
    for (const [dir, message] of unreadable)
      yield errorPage(dir, relative(path, dir), 'read-failed', message);
    for (const file of files) {
      yield await readOne(file, stripExtensions(relative(path, file).split('\\').join('/')), opts.maxBytes);
    }
  }
}
