// Piscina worker: each thread imports the pipeline (and so loads its models) once, then runs pages.
import { loadLanguageDetector } from '../metadata/language.js';
import { type PageOutcome, type PageTask, runPageTask } from './page-task.js';

export default async function run(task: PageTask): Promise<PageOutcome> {
  // The json format detects languages: load the detector the asynchronous way, once per thread.
  if (task.options.format === 'json') await loadLanguageDetector().catch(() => undefined);
  return runPageTask(task);
}
