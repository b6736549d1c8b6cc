// The progress bar's total before any page is read: page files are counted from the listing; WARC archives
// are known only by their size, so their pages are estimated from the pages per byte read so far.
import { stat } from 'node:fs/promises';
import { listPageFiles } from '../input/list-dir.js';
import { fileKind } from '../input/paths.js';
import type { ProgressTotal } from './progress.js';

export class TotalEstimate {
  /** Pages of non-archive inputs (each file is one page). */
  private files = 0;
  /** Size of every archive, by path. */
  private readonly archiveSizes = new Map<string, number>();
  private archiveBytes = 0;
  /** Standard input: no total can be told. */
  private unknown = false;
  private archivePages = 0;
  private finishedArchiveBytes = 0;
  private currentArchive: string | null = null;
  private currentOffset = 0;
  private complete = false;
  private seen = 0;

  static async of(paths: readonly string[]): Promise<TotalEstimate> {
    const t = new TotalEstimate();
    const addFile = async (path: string) => {
      if (fileKind(path) !== 'warc') {
        t.files++;
        return;
      }
      const size = await stat(path).then(
        (s) => s.size,
        () => 0,
      );
      t.archiveSizes.set(path, size);
      t.archiveBytes += size;
    };
    for (const path of paths) {
      if (path === '-') {
        t.unknown = true;
        continue;
      }
      const info = await stat(path).catch(() => null);
      if (info?.isDirectory()) {
        const { files, failures } = await listPageFiles(path);
        for (const f of files) await addFile(f);
        t.files += failures.length;
      } else {
        await addFile(path); // a missing path is still one (failed) input
      }
    }
    return t;
  }

  /** Called for every page read, in input order. */
  saw(name: string, offset: number | undefined): void {
    this.seen++;
    if (offset === undefined) return;
    const archive = name.slice(0, name.lastIndexOf('#'));
    if (archive !== this.currentArchive) {
      if (this.currentArchive !== null)
        this.finishedArchiveBytes += this.archiveSizes.get(this.currentArchive) ?? 0;
      this.currentArchive = archive;
    }
    this.currentOffset = offset;
    this.archivePages++;
  }

  /** Every input has been read: the total is the number of pages seen. */
  finish(): void {
    this.complete = true;
  }

  get(): ProgressTotal {
    if (this.complete) return { pages: this.seen, estimated: false };
    if (this.unknown) return { pages: null, estimated: false };
    if (this.archiveBytes === 0) return { pages: this.files, estimated: false };
    const read = this.finishedArchiveBytes + this.currentOffset;
    // Before the first record there is no rate to go by: one page per 50 kB, about a Common Crawl WARC's.
    const archivePages =
      read > 0 && this.archivePages > 1
        ? (this.archivePages * this.archiveBytes) / read
        : this.archiveBytes / 50_000;
    return { pages: this.files + Math.round(archivePages), estimated: true };
  }
}
