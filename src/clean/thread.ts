// A declared forum thread's posts (`entriesKind`, `entries.ts`): on a page that declares DiscussionForumPosting
// or QAPage, the largest run of entries built alike is taken as its posts and article mode is left out. On a
// thread of two or three posts the largest run is something else (a dialog's tabs, a list of related threads)
// and, with article mode left out, the page keeps whatever the CRF kept around it. The run is taken as the
// thread's posts only when it holds a share of the page's words, as a thread's posts do.
import type { EntriesRun } from './entries.js';

export interface ThreadParams {
  /** Least share (0..1) of the page's words a declared thread's run must hold to be its posts (0 = any run). */
  threadRunShare?: number;
}

/** Whether a declared thread's run of entries holds enough of the page to be its posts. */
export function runHoldsThread(run: EntriesRun | null, params: ThreadParams): boolean {
  if (run === null) return false;
  const share = params.threadRunShare ?? 0;
  return share <= 0 || run.words >= share * run.pageWords;
}
