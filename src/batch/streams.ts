// Writing to a stream with backpressure: wait for 'drain' instead of buffering without bound.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

export async function writeText(stream: NodeJS.WritableStream, text: string): Promise<void> {
  // once() rejects on 'error', so a closed pipe does not leave the batch waiting for a drain that never comes.
  if (!stream.write(text)) await once(stream, 'drain');
}

/** A JSON-lines file (the `--log`): truncated for a new run, appended to when resuming. */
export class JsonLinesFile {
  private readonly stream: NodeJS.WritableStream;
  private readonly opened: Promise<unknown>;

  constructor(path: string, append: boolean) {
    const s = createWriteStream(path, { flags: append ? 'a' : 'w' });
    this.stream = s;
    this.opened = once(s, 'open');
  }

  async write(record: object): Promise<void> {
    await this.opened;
    await writeText(this.stream, `${JSON.stringify(record)}\n`);
  }

  async close(): Promise<void> {
    await this.opened;
    await new Promise<void>((resolve, reject) =>
      this.stream.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  }
}
