// Placeholder for `kitten learn`; the real command replaces this file.
import type { Command } from 'commander';

export function registerLearn(program: Command): void {
  program
    .command('learn')
    .description('not implemented yet')
    .action(() => {
      process.stderr.write('kitten learn: not implemented yet\n');
      process.exitCode = 2;
    });
}
