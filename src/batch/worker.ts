// Piscina worker: each thread imports the pipeline (and so loads its models) once, then runs pages.
import { type PageOutcome, type PageTask, runPageTask } from './page-task.js';

export default function run(task: PageTask): PageOutcome {
  return runPageTask(task);
}
