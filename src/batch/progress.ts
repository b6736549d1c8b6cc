// A one-line progress bar on a terminal (stderr): total, percentage, pages/s, MB/s and time left, redrawn at
// most ten times a second and drawn at once when the run starts. Only used when stderr is a terminal, so a
// redirected stderr never gets control characters.
import type { BatchCounts, ProgressTerminal } from './types.js';

const REDRAW_MS = 100;
/** The line never grows past this, whatever the terminal's width. */
const MAX_WIDTH = 149;

/** What the bar knows of the total: exact, an estimate (WARC pages from bytes read), or unknown (stdin). */
export interface ProgressTotal {
  pages: number | null;
  estimated: boolean;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '--:--';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The bar's text for a width (without control characters): the widest form that fits. */
export function progressLine(
  counts: BatchCounts,
  total: ProgressTotal,
  elapsedSeconds: number,
  width: number,
): string {
  const done = counts.ok + counts.excluded + counts.failed;
  const seconds = Math.max(elapsedSeconds, 0.001);
  const rate = done / seconds;
  const mbs = counts.bytes / 1e6 / seconds;
  const known = total.pages !== null ? Math.max(total.pages, done) : null;
  const totalText = known === null ? '?' : `${total.estimated ? '~' : ''}${known}`;
  const fraction = known ? Math.min(done / known, 1) : known === 0 ? 1 : null;
  const percent = fraction === null ? '' : `${(fraction * 100).toFixed(1)}%`;
  const eta = known !== null && rate > 0 ? formatDuration((known - done) / rate) : '--:--';
  const fails = counts.failed > 0 ? `  failed ${counts.failed}` : '';
  const head = `kitten ${done}/${totalText} ${percent}`.trimEnd();
  const tail = `${rate.toFixed(1)} pages/s  ${mbs.toFixed(2)} MB/s  eta ${eta}${fails}`;
  const limit = Math.min(width, MAX_WIDTH);
  const plain = `${head}  ${tail}`;
  const room = limit - plain.length - 4;
  if (fraction !== null && room >= 10) {
    const cells = Math.min(room, 40);
    const filled = Math.round(fraction * cells);
    return `${head} [${'#'.repeat(filled)}${'.'.repeat(cells - filled)}] ${tail}`;
  }
  return plain.length <= limit ? plain : plain.slice(0, Math.max(limit, 20));
}

export class Progress {
  private last = 0;
  private readonly started = Date.now();
  private drawn = false;
  private total: ProgressTotal = { pages: null, estimated: false };
  private counts: BatchCounts = { ok: 0, excluded: 0, failed: 0, resumed: 0, bytes: 0 };

  constructor(private readonly tty: ProgressTerminal) {}

  setTotal(total: ProgressTotal): void {
    this.total = total;
  }

  update(counts: BatchCounts, force = false): void {
    this.counts = counts;
    const now = Date.now();
    if (!force && this.drawn && now - this.last < REDRAW_MS) return;
    this.last = now;
    // One column short of the width, so that the cursor never wraps to the next line.
    const width = (this.tty.columns || 80) - 1;
    const line = progressLine(counts, this.total, (now - this.started) / 1000, width);
    this.tty.write(`\r${line}\x1b[K`);
    this.drawn = true;
  }

  /** Draws the bar with the last counts (e.g. when the total becomes known). */
  redraw(): void {
    this.update(this.counts, true);
  }

  /** Erases the line so that the summary and later output start on a clean line. */
  clear(): void {
    if (this.drawn) this.tty.write('\r\x1b[K');
  }
}
