// `kitten extract [options] <input…>`: pages → text in a format.
import type { Command } from 'commander';
import { addCommonOptions, addExtractOptions, settingsFromCommand } from './options.js';
import { runPagesCommand } from './run-pages.js';

export function registerExtract(program: Command, setExitCode: (code: number) => void): void {
  const cmd = program
    .command('extract')
    .description('extract the content of pages as text (or cleaneval, victor, json, markdown, xhtml)')
    .argument('<input...>', 'files, directories, .warc/.warc.gz archives, or - for standard input');
  addExtractOptions(addCommonOptions(cmd));
  cmd.action(async (inputs: string[]) => {
    setExitCode(await runPagesCommand(inputs, settingsFromCommand(cmd, inputs)));
  });
}
