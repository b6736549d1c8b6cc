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
  /** For a page of a WARC archive: the byte offset of its record in the archive file (for progress). */
  offset?: number;
  /** The WARC record's facts (absent for pages not read from a WARC). */
  record?: RecordFacts | null;
  /** With `--bundle`: the bundle (`NAME` of `NAME.jsonl.gz`) the page's record goes to; set by the batch layer. */
  bundle?: string;
}

/** Facts of a WARC `response` record: they travel beside the options, to the JSON output. */
export interface RecordFacts {
  warc: { recordId: string | null; date: string | null };
  http: { status: number | null; contentType: string | null } | null;
}
