// Piscina worker: each thread imports the pipeline (and so loads its models) once, then runs pages.
import type { MessagePort } from 'node:worker_threads';
import { type PageOutcome, type PageTask, runPageTask } from './page-task.js';

/** `started`, when given, is told the moment the page begins here: its time limit counts from then. */
export default function run({ started, ...task }: PageTask & { started?: MessagePort }): PageOutcome {
  if (started) {
    started.postMessage(null);
    started.close();
  }
  return runPageTask(task);
}
