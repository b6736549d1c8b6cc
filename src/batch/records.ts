// Where page records go: the counts, one failure line per failed input, and the `--log` (one line per input,
// in input order, plus each page's own events). A local run and a queue submitter use the same sink.
import type { LogEvent } from '../log.js';
import type { PageRecord } from './pages.js';
import { JsonLinesFile } from './streams.js';
import type { BatchCounts } from './types.js';

export interface RecordSinkSettings {
  log?: string | null;
  onFailure?: (line: string) => void;
}

/** A name or message made safe for one terminal line: line breaks, tabs, escapes and other controls as `\n`, `\t`,
 * `\u001b`… (a file may be called `a\nb.html`; the `--log` keeps the name as it is, JSON-escaped). */
export function oneLine(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** The stderr line of a failed input: `kitten: <input>: <reason>: <message>`, always one line. */
export function failureLine(
  input: string,
  reason: string | undefined,
  message: string | null | undefined,
): string {
  return `kitten: ${oneLine(input)}: ${reason}: ${oneLine((message ?? '').split('\n')[0])}`;
}

/** The log line that says what became of an input. */
function fateOf(r: PageRecord): Record<string, unknown> {
  if (r.status === 'ok') return { type: 'ok', input: r.input, output: r.relPath };
  if (r.status === 'resumed') return { type: 'resumed', input: r.input, output: r.relPath };
  return { type: r.status, input: r.input, reason: r.reason, message: r.message };
}

export class RecordSink {
  readonly counts: BatchCounts = { ok: 0, excluded: 0, failed: 0, resumed: 0, bytes: 0 };
  private constructor(
    private readonly settings: RecordSinkSettings,
    private readonly log: JsonLinesFile | null,
  ) {}

  /** A sink with its `--log` opened (appended to when resuming); throws LogFileError when it cannot be. */
  static async open(settings: RecordSinkSettings, append: boolean): Promise<RecordSink> {
    return new RecordSink(settings, settings.log ? await JsonLinesFile.open(settings.log, append) : null);
  }

  async add(r: PageRecord): Promise<void> {
    this.counts.bytes += r.bytes;
    if (r.status === 'ok' || r.status === 'resumed') this.counts.ok++;
    if (r.status === 'resumed') this.counts.resumed++;
    if (r.status === 'excluded') this.counts.excluded++;
    if (r.status === 'failed') {
      this.counts.failed++;
      this.settings.onFailure?.(failureLine(r.input, r.reason, r.message));
    }
    if (!this.log) return;
    for (const e of r.events as LogEvent[]) await this.log.write({ ...e, input: r.input });
    await this.log.write(fateOf(r));
  }

  async close(): Promise<void> {
    await this.log?.close();
  }
}
