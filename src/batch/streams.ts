// Writing to a stream with backpressure: wait for 'drain' instead of buffering without bound.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import type { OutputStream } from './types.js';

export async function writeText(stream: OutputStream, text: string): Promise<void> {
  if (stream.write(text)) return;
  // An 'error' ends the wait too, so a closed pipe does not leave the batch waiting for a drain that never comes.
  await new Promise<void>((resolve, reject) => {
    const settle = (err?: unknown) => {
      stream.removeListener('drain', settle);
      stream.removeListener('error', settle);
      if (err) reject(err);
      else resolve();
    };
    stream.once('drain', settle);
    stream.once('error', settle);
  });
}

/** The `--log` file cannot be opened (a missing folder, no permission): nothing has run. */
export class LogFileError extends Error {}

/** A JSON-lines file (the `--log`): truncated for a new run, appended to when resuming. */
export class JsonLinesFile {
  private constructor(private readonly stream: NodeJS.WritableStream) {}

  /** Opens the file before any page runs, so that a bad path is said at once (it was an uncaught error). */
  static async open(path: string, append: boolean): Promise<JsonLinesFile> {
    const s = createWriteStream(path, { flags: append ? 'a' : 'w' });
    try {
      await once(s, 'open');
    } catch (e) {
      throw new LogFileError(`cannot write the log ${path}: ${(e as Error).message}`);
    }
    return new JsonLinesFile(s);
  }

  async write(record: object): Promise<void> {
    await writeText(this.stream, `${JSON.stringify(record)}\n`);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.stream.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  }
}
