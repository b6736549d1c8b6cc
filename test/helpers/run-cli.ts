// Runs the `kitten` command line from the sources (through tsx) in a child process, as a user would.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const CLI = join(import.meta.dirname, '..', '..', 'src', 'cli', 'main.ts');

export function runKitten(...args: string[]) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${CLI}').then(m=>m.main(process.argv.slice(1))).then(c=>{process.exitCode=c})`,
      ...args,
    ],
    { encoding: 'utf8' },
  );
}
