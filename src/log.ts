// Events a run reports through `--log` (JSON lines): Kitten's removals and expansions, excluded and failed inputs.

export type LogEvent =
  | { type: 'link-item-removed'; text: string }
  | { type: 'abbr-expanded'; abbr: string; expansion: string }
  | { type: 'excluded'; input?: string; reason: string; message: string }
  | { type: 'failed'; input?: string; reason: string; message: string }
  | { type: 'info'; message: string };

/** Collects the events of one page; the batch layer adds the input name and writes them out. */
export type LogSink = (event: LogEvent) => void;
