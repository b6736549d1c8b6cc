// What input sources yield: one page's bytes (or why it could not be read), with its name and transport facts.

export interface InputPage {
  /** Human-readable name for messages and logs: a path, `path.warc.gz#record-3`, or `-`. */
  name: string;
  /** Output path relative to the output directory, without extension (e.g. `site/page`). */
  relPath: string;
  bytes: Uint8Array | null;
  /** Set when the input could not be read (e.g. `too-large`, `read-failed`, `bad-gzip`). */
  error: { reason: string; message: string } | null;
  url: string | null;
  /** Charset from an HTTP/WARC `Content-Type`, if any. */
  transportEncoding: string | null;
  /** The WARC record's facts (null for pages not read from a WARC). */
  record: RecordFacts | null;
}

/** Facts of a WARC `response` record: they travel beside the options, to the JSON output. */
export interface RecordFacts {
  warc: { recordId: string | null; date: string | null };
  http: { status: number | null; contentType: string | null } | null;
}
