// `kitten eval OUT GOLD`: CleanEval word P/R/F and segmentation F, the article shingle F1 (--shingles), or
// WCXB's word F1 per page type (--measure wcxb, chosen by itself when GOLD has WCXB records at, in or beside
// it). Argument handling only; the scoring lives in src/eval.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { GOLD_FORMATS, type GoldFormat } from '../eval/gold-formats.js';
import { MEASURES, type Measure } from '../eval/measures.js';
import type { Peer } from '../eval/report-dirs.js';

interface EvalFlags {
  presentOnly?: boolean;
  report?: string;
  peer: string[];
  name: string;
  metadata?: boolean;
  measure?: Measure;
  shingles?: boolean;
  goldFormat: GoldFormat;
  json?: boolean;
  autojunk: boolean;
}

export function registerEval(program: Command): void {
  program
    .command('eval')
    .description(
      'score outputs against gold files: CleanEval P/R/F and segmentation F, article shingle F1, or WCXB word F1',
    )
    .argument(
      '<out-dir>',
      'directory of outputs, NAME.txt each (e.g. kitten extract -f cleaneval -o DIR; wcxb also reads .md, .json)',
    )
    .argument('<gold-dir>', 'directory of gold files, NAME.txt each, or WCXB gold-json records')
    .addOption(
      new Option(
        '--measure <measure>',
        'cleaneval: word/seg F; shingles: article F1; wcxb: word multiset F1 per page type and snippet rates ' +
          '(default: wcxb when GOLD has WCXB records at, in or beside it, else cleaneval)',
      ).choices(MEASURES),
    )
    .option(
      '--metadata',
      'score title, author and date of -f json outputs (OUT/NAME.json) against WCXB gold records',
    )
    .option(
      '--shingles',
      'article F1 over 4-word shingles of \\w+ tokens, averaged over pages (= --measure shingles)',
    )
    .addOption(
      new Option('--gold-format <format>', 'how to read the gold files')
        .choices(GOLD_FORMATS)
        .default('cleaneval'),
    )
    .option('--no-autojunk', "turn off difflib's popular-word heuristic (on in CleanEval's 2007 scorer)")
    .option(
      '--present-only',
      'score only the gold pages that OUT has an output for (a slice of a corpus); else a missing output scores 0',
    )
    .option('--json', 'print the report as JSON')
    .option(
      '--report <file>',
      'also write a self-contained HTML report (bars per page kind, sortable pages, side by side)',
    )
    .option(
      '--peer <name=dir>',
      "a peer's output folder scored the same way and shown beside OUT in --report (repeatable)",
      (v: string, acc: string[]) => [...acc, v],
      [] as string[],
    )
    .option('--name <name>', "OUT's name in --report", 'kitten')
    .action(async (outDir: string, goldDir: string, flags: EvalFlags) => {
      // The scorers load here, not at the top: extract and the other commands never score.
      const [
        { evaluateDirs, formatReport },
        { evaluateMetadataDirs, formatMetadataReport },
        { buildDirReport, parsePeer },
        { renderReport },
        { findWcxbGold },
      ] = await Promise.all([
        import('../eval/evaluate.js'),
        import('../eval/metadata-eval.js'),
        import('../eval/report-dirs.js'),
        import('../eval/report-html.js'),
        import('../eval/wcxb-gold.js'),
      ]);
      for (const [what, dir] of [
        ['output', outDir],
        ['gold', goldDir],
      ] as const) {
        if (!existsSync(dir) || !statSync(dir).isDirectory()) {
          const why = existsSync(dir) ? 'is not a directory' : 'does not exist';
          process.stderr.write(`kitten eval: ${what} directory ${JSON.stringify(dir)} ${why}\n`);
          process.exitCode = 2;
          return;
        }
      }
      // A report that cannot be written is said before the scoring, which takes minutes on a large set.
      if (flags.report !== undefined) {
        const folder = dirname(resolve(flags.report));
        const problem = !existsSync(folder)
          ? `its folder ${JSON.stringify(folder)} does not exist`
          : existsSync(flags.report) && statSync(flags.report).isDirectory()
            ? 'it is a directory (give a file name such as report.html)'
            : null;
        if (problem) {
          process.stderr.write(`kitten eval: --report ${flags.report}: ${problem}\n`);
          process.exitCode = 2;
          return;
        }
      }
      let peers: Peer[] = [];
      try {
        peers = flags.peer.map(parsePeer);
        for (const p of peers)
          if (!existsSync(p.dir) || !statSync(p.dir).isDirectory())
            throw new Error(
              `peer ${p.name}: directory ${JSON.stringify(p.dir)} ${existsSync(p.dir) ? 'is not a directory' : 'does not exist'}`,
            );
      } catch (e) {
        process.stderr.write(`kitten eval: ${(e as Error).message}\n`);
        process.exitCode = 2;
        return;
      }
      if (flags.metadata) {
        try {
          const m = evaluateMetadataDirs(outDir, goldDir, flags.presentOnly ?? false);
          process.stdout.write(flags.json ? `${JSON.stringify(m, null, 2)}\n` : formatMetadataReport(m));
        } catch (e) {
          process.stderr.write(`kitten eval: ${(e as Error).message}\n`);
          process.exitCode = 1;
        }
        return;
      }
      const measure: Measure =
        flags.measure ??
        (flags.shingles ? 'shingles' : findWcxbGold(goldDir).jsonDir !== null ? 'wcxb' : 'cleaneval');
      let report: ReturnType<typeof evaluateDirs>;
      try {
        report = evaluateDirs(
          outDir,
          goldDir,
          {
            measure,
            shingles: measure === 'shingles',
            goldFormat: flags.goldFormat,
            autojunk: flags.autojunk,
          },
          flags.presentOnly ?? false,
        );
      } catch (e) {
        // A malformed gold file: name it and stop (scores over a partly read gold would mislead).
        process.stderr.write(`kitten eval: ${(e as Error).message}\n`);
        process.exitCode = 1;
        return;
      }
      if (report.files.length === 0) {
        // Nothing paired: a table of zeros (and a micro score of 100 over no words) would read as a result.
        process.stderr.write(
          flags.presentOnly
            ? `kitten eval: no output in ${JSON.stringify(outDir)} has a gold page in ${JSON.stringify(goldDir)}\n`
            : `kitten eval: no gold page in ${JSON.stringify(goldDir)} (NAME.txt files, or WCXB's records)\n`,
        );
        process.exitCode = 1;
        return;
      }
      process.stdout.write(flags.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
      if (flags.report)
        writeHtmlReport(flags, peers, outDir, goldDir, measure, (...a) => renderReport(buildDirReport(...a)));
    });
}

function writeHtmlReport(
  flags: EvalFlags,
  peers: readonly Peer[],
  outDir: string,
  goldDir: string,
  measure: Measure,
  /** `renderReport(buildDirReport(…))`, loaded by the action. */
  report: (...a: Parameters<typeof import('../eval/report-dirs.js').buildDirReport>) => string,
): void {
  try {
    const html = report(
      { name: flags.name, dir: outDir },
      peers,
      goldDir,
      { measure, goldFormat: flags.goldFormat, autojunk: flags.autojunk },
      flags.presentOnly ?? false,
    );
    writeFileSync(flags.report!, html);
    process.stderr.write(`kitten eval: report written to ${flags.report}\n`);
  } catch (e) {
    process.stderr.write(`kitten eval: cannot write the report ${flags.report}: ${(e as Error).message}\n`);
    process.exitCode = 1;
  }
}
