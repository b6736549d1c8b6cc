// CPU seconds per thread of a node process, printed to standard error when it exits: the main thread apart
// from V8's background threads (TurboFan's compiles above all, and the GC's helpers). Linux only (/proc).
//   node --import ./bench/thread-cpu.mjs bin/kitten.js extract -j 1 -o OUT DIR
// prints `thread CPU s: {"main":6.4,"node":3.7}` ("node": every other thread, named so by node).
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (100 on Linux). */
const HZ = 100;

process.on('exit', () => {
  const cpu = {};
  let tasks = [];
  try {
    tasks = readdirSync('/proc/self/task');
  } catch {
    return; // not Linux
  }
  for (const task of tasks) {
    try {
      const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
      const name = task === String(process.pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      // Fields after the name: state is the first, utime the 12th and stime the 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu[name] = (cpu[name] ?? 0) + (Number(fields[11]) + Number(fields[12])) / HZ;
    } catch {
      // the thread ended meanwhile
    }
  }
  for (const k of Object.keys(cpu)) cpu[k] = Math.round(cpu[k] * 100) / 100;
  process.stderr.write(`thread CPU s: ${JSON.stringify(cpu)}\n`);
});
