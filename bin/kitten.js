#!/usr/bin/env node
// Entry point: runs the compiled CLI (built by `npm run build`, which `npm ci` triggers through `prepare`).
import { setFlagsFromString } from 'node:v8';

// V8 settings of the CLI, set before any of its code is compiled (V8's flags are process-wide, so worker
// threads of `-j 2` and up have them too). A CLI run is mostly warm-up: on 358 pages of four development
// sets, TurboFan's compiler threads took 5.5 s of CPU beside the main thread's 6.4 s. Inlining half as much
// bytecode into each optimized function (V8's default budget is 920 bytes) makes each compile, and each
// recompile after a deoptimisation, cheaper: 4.4 s there, the main thread no slower. A quarter (230) saved
// more there but cost the 102 MB page 13 % of main-thread time; half costs it none (bench/README.md,
// "V8 settings"). A flag given on the command line or in NODE_OPTIONS wins.
const V8_FLAGS = ['--max-inlined-bytecode-size-cumulative=460'];
const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.replaceAll('_', '-');
for (const flag of V8_FLAGS) if (!given.includes(flag.split('=')[0])) setFlagsFromString(flag);

const { main } = await import('../dist/src/cli/main.js');

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`kitten: internal error: ${err?.stack ?? err}\n`);
    process.exitCode = 1;
  },
);
