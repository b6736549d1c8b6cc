// Temp files of a job's earlier attempts: a worker killed mid-write leaves `NAME.tmp-qJOB-aN` under OUT; the
// worker that takes the job over (or the submitter, when the job finally fails) removes them.
import { readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { outputPathFor } from '../batch/outputs.js';
import { attemptTag, type KittenJob } from './job.js';

/** The directories a job's outputs go to. */
function outputDirs(job: KittenJob): Set<string> {
  const dirs = new Set<string>();
  for (const input of job.inputs) {
    if (input.bundle !== undefined) dirs.add(dirname(join(job.out, input.bundle)));
    if (input.kind === 'file') dirs.add(dirname(outputPathFor(job.out, input.relPath, job.options.format)));
    else {
      dirs.add(join(job.out, input.relBase));
      for (const rel of Object.values(input.renamed ?? {})) dirs.add(dirname(join(job.out, rel)));
    }
  }
  return dirs;
}

/** Removes the temp files of attempts `1 … before-1` of job `jobId`; returns how many were removed. */
export async function removeAttemptTemps(jobId: string, job: KittenJob, before: number): Promise<number> {
  const tags = new Set<string>();
  for (let a = 1; a < before; a++) tags.add(`.tmp-${attemptTag(jobId, a)}`);
  if (tags.size === 0) return 0;
  let removed = 0;
  for (const dir of outputDirs(job)) {
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      continue; // nothing was written there
    }
    for (const name of names) {
      const at = name.lastIndexOf('.tmp-');
      if (at < 0 || !tags.has(name.slice(at))) continue;
      await rm(join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
