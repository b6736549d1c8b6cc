// `kitten` command line: parses arguments, dispatches to one file per command, returns the exit status.
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { QueueUnreachable } from '../distributed/connection.js';
import { registerAnnotate } from './annotate.js';
import { registerEval } from './eval.js';
import { registerExtract } from './extract.js';
import { registerLearn } from './learn.js';
import { registerNormalize } from './normalize.js';
import { UsageError } from './options.js';
import { registerStatus } from './status.js';
import { registerWorker } from './worker.js';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** The package version, from package.json two levels up (sources) or three (compiled `dist/src/cli`). */
function packageVersion(): string {
  for (const rel of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));
      if (pkg.name === 'kitten-corpus') return String(pkg.version);
    } catch {
      // not at this level
    }
  }
  return 'unknown';
}

export async function main(argv: readonly string[]): Promise<number> {
  let code: number | undefined;
  const setExitCode = (c: number) => {
    code = c;
  };
  const program = new Command('kitten')
    .description('turn crawled web pages into well-formed XHTML and parser-ready text')
    .version(packageVersion(), '-V, --version')
    .exitOverride()
    // Commander's own messages (unknown option, missing argument) begin `kitten:` like every other error line.
    .configureOutput({ outputError: (str, write) => write(str.replace(/^error: /, 'kitten: ')) })
    .showHelpAfterError('(run kitten <command> --help for usage)');
  registerExtract(program, setExitCode);
  registerNormalize(program, setExitCode);
  registerLearn(program);
  registerEval(program);
  registerWorker(program, setExitCode);
  registerStatus(program, setExitCode);
  registerAnnotate(program);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    // Commander has already printed its message; --help and --version exit 0, every other parse error is usage.
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    if (e instanceof UsageError) {
      process.stderr.write(`kitten: ${e.message}\n`);
      return EXIT_USAGE;
    }
    // Nothing ran: said in one line, as a failed run (not a usage error: the command line may be right).
    if (e instanceof QueueUnreachable) {
      process.stderr.write(`kitten: ${e.message}\n`);
      return EXIT_FAILED;
    }
    throw e;
  }
  if (code !== undefined) return code;
  // learn and eval report through process.exitCode.
  const pc = Number(process.exitCode ?? EXIT_OK);
  return Number.isNaN(pc) ? EXIT_FAILED : pc;
}
