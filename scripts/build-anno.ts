// Builds Victor annotation files from the development corpora's gold:
//   npx tsx scripts/build-anno.ts --corpora CORPORA_DIR --out data/anno [--only dragnet]
//     [--limit N] [--dragnet-comments] [--no-check]
// writes <out>/<corpus>/<NAME>.anno (one line per block of the input page) and <out>/<corpus>/manifest.tsv
// pairing each file with its page (`<corpus>/input/NAME.html`, relative to the corpora folder), and prints
// per corpus the label distribution and the alignment coverage (gold content words covered by kept blocks).
// With the check on (default), each page's blocks (count and text) are compared with the extraction
// pipeline's: the files must be rebuilt whenever decoding, preclean or block building change.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Label } from '../src/blocks/block.js';
import { resolveOptions } from '../src/options.js';
import { extractPage } from '../src/pipeline.js';
import { writeAnno } from '../src/training/anno.js';
import { CORPORA, type CorpusName, convertPage } from '../src/training/convert.js';
import { MANIFEST_FILE, type ManifestEntry, writeManifest } from '../src/training/manifest.js';

interface CorpusReport {
  pages: number;
  failed: number;
  mismatches: string[];
  labels: Record<Label, number>;
  goldTokens: number;
  coveredTokens: number;
  keptTokens: number;
  lowCoverage: number;
}

function pagesOf(root: string, corpus: string): { name: string; input: string; gold: string }[] {
  const inputDir = join(root, corpus, 'input');
  const goldDir = join(root, corpus, 'gold');
  if (!existsSync(inputDir) || !existsSync(goldDir)) return [];
  const golds = new Map(readdirSync(goldDir).map((f) => [basename(f, extname(f)), f]));
  return readdirSync(inputDir)
    .filter((f) => golds.has(basename(f, extname(f))))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => ({ name: basename(f, extname(f)), input: f, gold: golds.get(basename(f, extname(f)))! }));
}

function writeAtomic(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

function run(): number {
  const { values } = parseArgs({
    options: {
      corpora: { type: 'string' },
      out: { type: 'string', default: 'data/anno' },
      only: { type: 'string', multiple: true },
      limit: { type: 'string' },
      'dragnet-comments': { type: 'boolean', default: false },
      'no-check': { type: 'boolean', default: false },
    },
  });
  if (!values.corpora) {
    process.stderr.write('usage: build-anno --corpora DIR [--out DIR] [--only CORPUS]… [--limit N]\n');
    return 2;
  }
  const root = values.corpora;
  const limit = values.limit ? Number(values.limit) : Number.POSITIVE_INFINITY;
  const corpora = (values.only ?? [...CORPORA]) as CorpusName[];
  const pipelineOptions = resolveOptions({ clean: 'none', format: 'victor' });
  for (const corpus of corpora) {
    if (!(CORPORA as readonly string[]).includes(corpus)) {
      process.stderr.write(`unknown corpus ${corpus}\n`);
      return 2;
    }
    const outDir = join(values.out, corpus);
    mkdirSync(outDir, { recursive: true });
    const report: CorpusReport = {
      pages: 0,
      failed: 0,
      mismatches: [],
      labels: { p: 0, h: 0, l: 0, c: 0, o: 0 },
      goldTokens: 0,
      coveredTokens: 0,
      keptTokens: 0,
      lowCoverage: 0,
    };
    const manifest: ManifestEntry[] = [];
    for (const page of pagesOf(root, corpus).slice(0, limit)) {
      const input = new Uint8Array(readFileSync(join(root, corpus, 'input', page.input)));
      const gold = new Uint8Array(readFileSync(join(root, corpus, 'gold', page.gold)));
      let converted: ReturnType<typeof convertPage>;
      try {
        converted = convertPage(corpus, input, gold, { dragnetComments: values['dragnet-comments'] });
      } catch (e) {
        report.failed++;
        process.stderr.write(`${corpus}/${page.name}: ${(e as Error).message}\n`);
        continue;
      }
      const { blocks, labels } = converted;
      if (!values['no-check']) {
        const r = extractPage({ bytes: input }, pipelineOptions);
        const theirs = r.status === 'ok' ? r.blocks : [];
        const differ = theirs.findIndex((b, i) => b.text !== blocks[i]?.text);
        if (theirs.length !== blocks.length || differ >= 0)
          report.mismatches.push(
            `${page.name} (${blocks.length} vs ${theirs.length} blocks, first differing ${differ})`,
          );
      }
      writeAtomic(
        join(outDir, `${page.name}.anno`),
        writeAnno(blocks.map((b, i) => ({ label: labels[i], text: b.text }))),
      );
      manifest.push({
        anno: `${page.name}.anno`,
        page: `${corpus}/input/${page.input}`,
        blocks: blocks.length,
        goldTokens: converted.goldTokens,
        coveredTokens: converted.coveredTokens,
      });
      report.pages++;
      for (const l of labels) report.labels[l]++;
      report.goldTokens += converted.goldTokens;
      report.coveredTokens += converted.coveredTokens;
      report.keptTokens += converted.keptTokens;
      if (converted.goldTokens > 0 && converted.coveredTokens < 0.8 * converted.goldTokens)
        report.lowCoverage++;
    }
    writeAtomic(join(outDir, MANIFEST_FILE), writeManifest(manifest));
    const total = Object.values(report.labels).reduce((a, b) => a + b, 0);
    const dist = (Object.keys(report.labels) as Label[])
      .map((l) => `${l} ${report.labels[l]} (${((100 * report.labels[l]) / Math.max(total, 1)).toFixed(1)}%)`)
      .join(', ');
    const coverage = report.goldTokens ? (100 * report.coveredTokens) / report.goldTokens : 0;
    const purity = report.keptTokens ? (100 * report.coveredTokens) / report.keptTokens : 0;
    process.stdout.write(
      `${corpus}: ${report.pages} pages, ${total} blocks: ${dist}; coverage ${coverage.toFixed(1)}% of ` +
        `${report.goldTokens} gold words (${report.lowCoverage} pages below 80%); ` +
        `${purity.toFixed(1)}% of kept words are gold; ${report.failed} failed; ` +
        `${values['no-check'] ? 'block counts not checked' : `${report.mismatches.length} pages whose blocks differ from the pipeline's`}\n`,
    );
    if (report.mismatches.length)
      process.stdout.write(`  mismatches: ${report.mismatches.slice(0, 20).join(', ')}\n`);
  }
  return 0;
}

process.exitCode = run();
