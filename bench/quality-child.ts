// A Kitten configuration on one chunk of a set's pages, in a process of its own (bench/quality.ts forks it;
// the peers' is quality-peer-child.mjs, under plain node): whatever a contender keeps alive goes with the
// process, and each has its own peak RSS. Sends one message per page, then the process's peak RSS and CPU
// time.
import type { Scope } from '../src/options.js';
import { loadPage } from './pages.js';
import { type FoldModels, kittenContender, type PageOut } from './quality-contenders.js';
import type { Want } from './quality-sets.js';

export interface ChildJob {
  /** A Kitten spec (`NAME:JSON`) or a peer's name. */
  contender: { kitten: string; folds: FoldModels | null } | { peer: string };
  want: Want;
  scope: Scope;
  pages: { input: string; fold: number | null }[];
}

export type ChildMessage =
  /** `html`: `out.text` is a peer's article HTML, for the parent to turn into the set's text. */
  | { page: number; out: PageOut; html?: boolean; error?: string }
  | { done: true; peakRssBytes: number; cpuSeconds: number };

process.once('message', async (job: ChildJob) => {
  if (!('kitten' in job.contender)) throw new Error('a peer runs in quality-peer-child.mjs');
  const contender = kittenContender(job.contender.kitten, job.contender.folds);
  for (const [i, p] of job.pages.entries()) {
    let msg: ChildMessage;
    try {
      const out = await contender.run(loadPage(p.input), job.want, { scope: job.scope, fold: p.fold });
      msg = { page: i, out };
    } catch (e) {
      msg = { page: i, out: { text: '' }, error: (e as Error).message };
    }
    await new Promise<void>((done) => process.send!(msg, () => done()));
  }
  const cpu = process.cpuUsage();
  const last: ChildMessage = {
    done: true,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
  // A peer's page may leave a jsdom timer behind that keeps the loop alive: end once the parent has it all.
  process.send!(last, () => process.exit(0));
});
