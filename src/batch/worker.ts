// Piscina worker: each thread imports the pipeline (and so loads its models) once, then runs pages.
import type { MessagePort } from 'node:worker_threads';
import { loadLanguageDetector } from '../metadata/language.js';
import { type PageOutcome, type PageTask, runPageTask } from './page-task.js';

/** `started`, when given, is told the moment the page begins here: its time limit counts from then. */
export default async function run({
  started,
  ...task
}: PageTask & { started?: MessagePort }): Promise<PageOutcome> {
  // The json format detects languages: load the detector the asynchronous way, once per thread (a worker's
  // loader may not allow the synchronous load the library falls back on).
  if (task.options.format === 'json') await loadLanguageDetector().catch(() => undefined);
  if (started) {
    started.postMessage(null);
    started.close();
  }
  return runPageTask(task);
}
