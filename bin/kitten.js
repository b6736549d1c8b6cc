#!/usr/bin/env node
// Entry point: runs the compiled CLI (built by `npm run build`, which `npm ci` triggers through `prepare`).
import { main } from '../dist/src/cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`kitten: internal error: ${err?.stack ?? err}\n`);
    process.exitCode = 1;
  },
);
