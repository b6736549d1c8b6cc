// `kitten normalize [options] <input…>`: pages → well-formed UTF-8 XHTML (extract -f xhtml, no cleaning).
import type { Command } from 'commander';
import { addCommonOptions, settingsFromCommand } from './options.js';
import { runPagesCommand } from './run-pages.js';

export function registerNormalize(program: Command, setExitCode: (code: number) => void): void {
  const cmd = program
    .command('normalize')
    .description('normalize pages to well-formed UTF-8 XHTML')
    .argument('<input...>', 'files, directories, .warc/.warc.gz archives, or - for standard input');
  addCommonOptions(cmd);
  cmd.action(async (inputs: string[]) => {
    const forced = { format: 'xhtml', clean: 'none' } as const;
    setExitCode(await runPagesCommand(inputs, settingsFromCommand(cmd, inputs, forced)));
  });
}
