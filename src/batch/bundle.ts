// `--bundle`: one `NAME.jsonl.gz` per input archive or folder (one JSON record per page, in input order)
// instead of a file per page, so that a crawl of billions of pages does not become billions of files. A
// bundle is written under a temp name and renamed when its last page is in: it exists complete or not at all,
// which is what `--resume` relies on.
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { createGzip, type Gzip, gunzipSync } from 'node:zlib';
import { relPathOfFile } from '../input/paths.js';
import type { InputPage } from '../input/types.js';
import type { Format } from '../options.js';
import type { PageRecord } from './pages.js';

export const BUNDLE_EXTENSION = '.jsonl.gz';

export function bundlePathFor(out: string, bundle: string): string {
  return join(out, bundle + BUNDLE_EXTENSION);
}

/**
 * The bundle of a page read from input argument `arg`: a WARC page goes to its archive's bundle (the archive's
 * relPath: `x.warc.gz` → `x`, `d/sub/y.warc` → `sub/y`); any other page to its argument's (`d/` → `d`, a file
 * named on its own → its relPath).
 */
export function bundleOf(page: InputPage, arg: string, argIsDirectory: boolean): string {
  if (isArchivePage(page)) return page.relPath.slice(0, page.relPath.lastIndexOf('/'));
  if (arg === '-') return 'stdin';
  if (!argIsDirectory) return relPathOfFile(arg);
  return basename(resolve(arg)) || 'root';
}

/** A page of a WARC archive (named `archive#N`). */
export function isArchivePage(page: InputPage): boolean {
  return page.offset !== undefined || /#\d+$/.test(page.name);
}

/** One line of a bundle: what became of the page, and its output (a `json` output is embedded as an object). */
export function bundleLine(record: PageRecord, output: string | null, format: Format): string {
  const line: Record<string, unknown> = { input: record.input, path: record.relPath, status: record.status };
  if (record.reason !== undefined) line.reason = record.reason;
  if (record.message !== undefined) line.message = record.message;
  if (output !== null) {
    if (format === 'json') line.page = JSON.parse(output);
    else line.output = output;
  }
  return `${JSON.stringify(line)}\n`;
}

export interface BundleLineStatus {
  status: 'excluded' | 'failed';
  reason?: string;
  message?: string;
}

/** What a complete bundle says of its pages (for `--resume`); one bundle is kept in memory at a time. */
export class BundleIndex {
  private path: string | null = null;
  private lines = new Map<string, { status: string; reason?: string; message?: string }>();

  async lookup(
    path: string,
    input: string,
  ): Promise<{ status: string; reason?: string; message?: string } | null> {
    if (path !== this.path) {
      this.path = path;
      this.lines = new Map();
      const text = gunzipSync(await readFile(path)).toString('utf8');
      for (const raw of text.split('\n')) {
        if (!raw) continue;
        const line = JSON.parse(raw) as { input: string; status: string; reason?: string; message?: string };
        this.lines.set(line.input, { status: line.status, reason: line.reason, message: line.message });
      }
    }
    return this.lines.get(input) ?? null;
  }
}

interface OpenBundle {
  gzip: Gzip;
  file: WriteStream;
  tmp: string;
}

/**
 * Writes bundles in input order. An archive's pages come together, so its bundle is finished as soon as a page
 * of another archive comes; a folder's own pages may come around the archives in it, so a folder's bundle stays
 * open until `finish()`. At most one archive bundle and the folders' bundles are open at once.
 */
export class BundleWriter {
  private readonly open = new Map<string, OpenBundle>();
  private archive: string | null = null;

  constructor(
    private readonly out: string,
    private readonly tag: string,
  ) {}

  async add(bundle: string, line: string, fromArchive: boolean): Promise<void> {
    if (fromArchive && bundle !== this.archive) {
      if (this.archive !== null) await this.close(this.archive);
      this.archive = bundle;
    }
    let b = this.open.get(bundle);
    if (!b) b = await this.start(bundle);
    if (!b.gzip.write(line)) await once(b.gzip, 'drain');
  }

  private async start(bundle: string): Promise<OpenBundle> {
    const path = bundlePathFor(this.out, bundle);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.tmp-${this.tag}`;
    const file = createWriteStream(tmp);
    await once(file, 'open'); // rejects when the file cannot be created
    const gzip = createGzip();
    gzip.pipe(file);
    const b = { gzip, file, tmp };
    this.open.set(bundle, b);
    return b;
  }

  /** Completes a bundle: the gzip stream ends, the file is renamed to its name. */
  private async close(bundle: string): Promise<void> {
    const b = this.open.get(bundle);
    if (!b) return;
    this.open.delete(bundle);
    const closed = once(b.file, 'close');
    b.gzip.end();
    await closed;
    await rename(b.tmp, bundlePathFor(this.out, bundle));
  }

  /** Completes every open bundle (the end of the inputs). */
  async finish(): Promise<void> {
    for (const bundle of [...this.open.keys()]) await this.close(bundle);
    this.archive = null;
  }

  /** A run that fails midway leaves no half bundle. */
  async abandon(): Promise<void> {
    for (const b of this.open.values()) {
      b.gzip.destroy();
      b.file.destroy();
      await rm(b.tmp, { force: true });
    }
    this.open.clear();
  }
}
