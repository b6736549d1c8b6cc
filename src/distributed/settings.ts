// Queue timings and retry policy, in one place (see README "Running on many machines").

/**
 * A job's lock lasts this long and is renewed every half of it by a live worker; a killed worker's job is
 * found stalled at the next check after the lock expires, so it is taken over within LOCK_MS + STALLED_CHECK_MS.
 */
export const LOCK_MS = 10_000;
export const STALLED_CHECK_MS = 5_000;
/** A job whose worker dies this many times (a page that kills the whole process) fails instead of looping. */
export const MAX_STALLED = 2;
/** A job that throws (e.g. OUT not writable) is retried this many times in all, with exponential backoff. */
export const ATTEMPTS = 3;
export const BACKOFF_MS = 2_000;
/** Pages per job by default: chosen with bench/queue.ts (see README). */
export const DEFAULT_BATCH_PAGES = 100;
/** Per-page time limit on a worker when the run sets none: a page that hangs fails alone. */
export const DEFAULT_PAGE_TIMEOUT_S = 120;
/** Finished jobs stay this long for `kitten status`. */
export const KEEP_FINISHED_S = 7 * 24 * 3600;
