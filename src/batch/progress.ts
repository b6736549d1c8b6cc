// A one-line progress display on a terminal (stderr), redrawn at most ten times a second.
import type { BatchCounts } from './types.js';

const REDRAW_MS = 100;

export class Progress {
  private last = 0;
  private readonly started = Date.now();
  private drawn = false;

  constructor(private readonly tty: NodeJS.WriteStream) {}

  update(counts: BatchCounts, force = false): void {
    const now = Date.now();
    if (!force && now - this.last < REDRAW_MS) return;
    this.last = now;
    const done = counts.ok + counts.excluded + counts.failed;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const mbs = counts.bytes / 1e6 / seconds;
    const line = `kitten: ${done} pages  ok ${counts.ok}  excluded ${counts.excluded}  failed ${counts.failed}  ${mbs.toFixed(2)} MB/s`;
    this.tty.write(`\r${line.slice(0, Math.max((this.tty.columns || 80) - 1, 20))}\x1b[K`);
    this.drawn = true;
  }

  /** Erases the line so that the summary and later output start on a clean line. */
  clear(): void {
    if (this.drawn) this.tty.write('\r\x1b[K');
  }
}
