// Placeholder for `kitten eval`; the real command replaces this file.
import type { Command } from 'commander';

export function registerEval(program: Command): void {
  program
    .command('eval')
    .description('not implemented yet')
    .action(() => {
      process.stderr.write('kitten eval: not implemented yet\n');
      process.exitCode = 2;
    });
}
