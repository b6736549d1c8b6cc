// `kitten eval OUT GOLD`: CleanEval word P/R/F and segmentation F, or with --shingles the article F1.
// Argument handling only; the scoring lives in src/eval.
import { existsSync, statSync } from 'node:fs';
import { type Command, Option } from 'commander';
import { evaluateDirs, formatReport } from '../eval/evaluate.js';
import { GOLD_FORMATS, type GoldFormat } from '../eval/text-formats.js';

interface EvalFlags {
  shingles?: boolean;
  goldFormat: GoldFormat;
  json?: boolean;
  autojunk: boolean;
}

export function registerEval(program: Command): void {
  program
    .command('eval')
    .description(
      'score outputs against gold files: CleanEval P/R/F and segmentation F (or --shingles for article F1)',
    )
    .argument('<out-dir>', 'directory of outputs, NAME.txt each (e.g. kitten extract -f cleaneval -o DIR)')
    .argument('<gold-dir>', 'directory of gold files, NAME.txt each')
    .option('--shingles', 'article F1 over 4-word shingles of \\w+ tokens, averaged over pages')
    .addOption(
      new Option('--gold-format <format>', 'how to read the gold files')
        .choices(GOLD_FORMATS)
        .default('cleaneval'),
    )
    .option('--no-autojunk', "turn off difflib's popular-word heuristic (on in CleanEval's 2007 scorer)")
    .option('--json', 'print the report as JSON')
    .action((outDir: string, goldDir: string, flags: EvalFlags) => {
      for (const [what, dir] of [
        ['output', outDir],
        ['gold', goldDir],
      ] as const) {
        if (!existsSync(dir) || !statSync(dir).isDirectory()) {
          process.stderr.write(`kitten eval: ${what} directory ${JSON.stringify(dir)} does not exist\n`);
          process.exitCode = 2;
          return;
        }
      }
      const report = evaluateDirs(outDir, goldDir, {
        shingles: flags.shingles ?? false,
        goldFormat: flags.goldFormat,
        autojunk: flags.autojunk,
      });
      process.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
    });
}
