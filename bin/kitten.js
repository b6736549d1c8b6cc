#!/usr/bin/env node
// Entry point: runs the compiled CLI (built by `npm run build`, which `npm ci` triggers through `prepare`).
import { setFlagsFromString } from 'node:v8';

// V8 settings of the CLI, set before any of its code is compiled (V8's flags are process-wide, so worker
// threads of `-j 2` and up have them too). A CLI run is mostly warm-up: on 358 pages of four development
// sets in four processes, TurboFan's compiler threads took as much CPU as the main thread. Two settings
// make it compile less, and cheaper: twice V8's interrupt budget (a function must run twice as long before
// it is optimized, so code that runs briefly is never compiled) and 3/8 of its inlining budget (920 bytes
// of bytecode inlined into each optimized function by default). Together, 15.1 → 13.9 s of CPU (all
// threads) on those pages and 16.5 → 15.1 s on 400 others, the main thread 3 % slower, the 102 MB page no
// slower; a quarter (230) saved a little more but cost the main thread and that page more (bench/README.md,
// "V8 settings"). A flag given on the command line or in NODE_OPTIONS wins.
const V8_FLAGS = ['--interrupt-budget=135168', '--max-inlined-bytecode-size-cumulative=345'];
const given = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`.replaceAll('_', '-');
const isGiven = (flag) => new RegExp(`(?:^|\\s)${flag.split('=')[0]}(?:[=\\s]|$)`).test(given);
for (const flag of V8_FLAGS) if (!isGiven(flag)) setFlagsFromString(flag);

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
