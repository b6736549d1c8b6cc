// Input sources for the CLI and batch layer (SPEC "Inputs").
//
//   readInputs(paths, { maxBytes }) → AsyncGenerator<InputPage>
//
// Each path is one of:
//   - `-`: standard input, one page, relPath `stdin`, or a WARC archive recognised by its bytes (gzipped or not),
//     pages `-#N`, relPath `stdin/N`;
//   - a directory: recursed, page files (`*.htm`, `*.html`, `*.xhtml`, `*.xml`, `*.gz`, `*.warc`, `*.warc.gz`)
//     in sorted order, relPath relative to the directory without extensions (`site/a.html.gz` → `site/a`);
//   - a file: relPath its basename without extensions; `*.gz` is decompressed, `*.warc(.gz)` is an
//     archive whose pages are named `file.warc.gz#N` with relPath `file/N` (N = record index), their
//     `url` from WARC-Target-URI and `transportEncoding` from the HTTP Content-Type charset.
// Pages come in input order. Nothing throws: an unreadable path, a bad gzip or a page (decompressed)
// larger than `maxBytes` yields an InputPage with `bytes: null` and `error: { reason, message }`,
// reason `read-failed`, `bad-gzip` or `too-large`. Memory is bounded by `maxBytes` per page: gzip and
// WARC content are streamed and abandoned past the bound.
import { readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { gunzipFileBounded } from './bounded-read.js';
import { listPageFiles } from './list-dir.js';
import { fileKind, relPathOfFile, relPathUnder } from './paths.js';
import { readStdin } from './stdin.js';
import type { InputPage } from './types.js';
import { readWarc } from './warc.js';

export interface ReadInputsOptions {
  /** Largest page accepted, in bytes, after decompression. */
  maxBytes: number;
  /** Standard input (for tests); defaults to `process.stdin`. */
  stdin?: AsyncIterable<Uint8Array | string>;
}

function failed(name: string, relPath: string, reason: string, message: string): InputPage {
  return { name, relPath, bytes: null, error: { reason, message }, url: null, transportEncoding: null };
}

function page(name: string, relPath: string, bytes: Uint8Array): InputPage {
  return { name, relPath, bytes, error: null, url: null, transportEncoding: null };
}

/**
 * One file: a page, a gzipped page, or an archive of pages. `name` is how messages call it (the path as the
 * user gave it; a queue worker reads the same file by its absolute path).
 */
export async function* readFileInput(
  path: string,
  relPath: string,
  maxBytes: number,
  name = path,
): AsyncGenerator<InputPage> {
  const kind = fileKind(path);
  if (kind === 'warc') {
    yield* readWarc({ path, name }, relPath, maxBytes);
    return;
  }
  if (kind === 'gzip') {
    const r = await gunzipFileBounded(path, maxBytes);
    yield r.ok ? page(name, relPath, r.bytes) : failed(name, relPath, r.reason, r.message);
    return;
  }
  // Synchronous calls: a page file is read whole at once, and the promise forms (a thread-pool round trip per
  // call, readFile's in chunks) cost three times the CPU (about 2 % of a `-j 1` run's, with the writes).
  let bytes: Uint8Array;
  try {
    const info = statSync(path);
    if (info.size > maxBytes) {
      yield failed(name, relPath, 'too-large', `${info.size} bytes is larger than ${maxBytes} bytes`);
      return;
    }
    bytes = new Uint8Array(readFileSync(path));
  } catch (e) {
    yield failed(name, relPath, 'read-failed', (e as Error).message);
    return;
  }
  yield page(name, relPath, bytes);
}

export async function* readInputs(
  paths: readonly string[],
  opts: ReadInputsOptions,
): AsyncGenerator<InputPage> {
  const { maxBytes } = opts;
  for (const path of paths) {
    if (path === '-') {
      yield* readStdin(opts.stdin ?? process.stdin, maxBytes);
      continue;
    }
    let isDirectory: boolean;
    try {
      isDirectory = (await stat(path)).isDirectory();
    } catch (e) {
      yield failed(path, relPathOfFile(path), 'read-failed', (e as Error).message);
      continue;
    }
    if (!isDirectory) {
      yield* readFileInput(path, relPathOfFile(path), maxBytes);
      continue;
    }
    const { files, failures } = await listPageFiles(path);
    for (const f of failures) {
      yield failed(f.path, relPathUnder(path, f.path) || relPathOfFile(f.path), 'read-failed', f.message);
    }
    for (const file of files) yield* readFileInput(file, relPathUnder(path, file), maxBytes);
  }
}
