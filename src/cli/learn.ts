// `kitten learn`: trains the block CRF from annotation files (Victor's learn.pl), or with --tables the
// table/cell decision trees. Argument handling only; the training lives in src/training and src/ml.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { type Command, Option } from 'commander';
import { manifestEntryFor, resolveManifestPath, writeFileAtomicSync } from '../annotate/manifest.js';
import { SCOPES, type Scope } from '../options.js';
import type { AnnotatedPage } from '../training/annotated-pages.js';
import { parseJobs, UsageError } from './options.js';

interface LearnFlags {
  features: string;
  /** The old spelling of --features (learn reads no options file). */
  config?: string;
  out?: string;
  pages?: string;
  c: string;
  minFreq: string;
  iterations: string;
  tables?: boolean;
  labels?: string;
  corpora?: string;
  exclude?: string;
  seed: string;
  scope: Scope;
}

/** `.anno` files named on the command line, directories searched recursively, sorted for reproducibility. */
function annoFiles(inputs: readonly string[]): string[] {
  const out: string[] = [];
  const stack = [...inputs];
  while (stack.length > 0) {
    const p = stack.pop()!;
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch (e) {
      // A named input that is not there is the command line's mistake; a vanished file inside a folder is skipped.
      if (inputs.includes(p))
        throw new UsageError(
          `cannot read ${p}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file or directory' : (e as Error).message}`,
        );
      continue;
    }
    if (isDir) for (const f of readdirSync(p)) stack.push(join(p, f));
    else if (p.endsWith('.anno') || inputs.includes(p)) out.push(p);
  }
  return out.sort();
}

function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

const DEFAULT_EXCLUDE = 'data/gate-pages.tsv';

interface LearnNumbers {
  c: number;
  minFreq: number;
  iterations: number;
  seed: number;
}

/** The numeric options, checked before any training: a typo is a usage error, not a silently empty model. */
function learnNumbers(flags: LearnFlags): LearnNumbers {
  const c = /^\s*[0-9.eE+-]+\s*$/.test(flags.c) ? Number(flags.c) : NaN;
  if (!Number.isFinite(c) || c <= 0)
    throw new UsageError(`invalid -c ${JSON.stringify(flags.c)}: expected a positive number`);
  const minFreq = /^\d+$/.test(flags.minFreq) ? Number(flags.minFreq) : NaN;
  if (!Number.isSafeInteger(minFreq))
    throw new UsageError(`invalid min-freq ${JSON.stringify(flags.minFreq)}: expected a whole number`);
  const seed = /^-?\d+$/.test(flags.seed) ? Number(flags.seed) : NaN;
  if (!Number.isSafeInteger(seed))
    throw new UsageError(`invalid seed ${JSON.stringify(flags.seed)}: expected a whole number`);
  return { c, minFreq, iterations: parseJobs(flags.iterations, 'iterations'), seed };
}

async function learnTables(flags: LearnFlags, numbers: LearnNumbers): Promise<number> {
  let mod: typeof import('../training/table-trees.js');
  try {
    mod = await import('../training/table-trees.js');
  } catch (e) {
    process.stderr.write(
      `kitten learn --tables: the table trainer is not available (${(e as Error).message})\n`,
    );
    return 1;
  }
  if (!flags.labels || !flags.corpora) {
    process.stderr.write(
      'kitten learn --tables: --labels DIR (holding labels.jsonl) and --corpora DIR (the pages they refer to) are required\n',
    );
    return 2;
  }
  // The CI gate's pages and sites are never trained on nor scored (data/gate-pages.tsv in the checkout).
  const excludeFile = flags.exclude ?? (existsSync(DEFAULT_EXCLUDE) ? DEFAULT_EXCLUDE : 'none');
  if (excludeFile !== 'none' && !existsSync(excludeFile)) {
    process.stderr.write(`kitten learn --tables: --exclude ${excludeFile}: no such file\n`);
    return 2;
  }
  const { report } = await mod.trainTableModels({
    labelsDir: flags.labels,
    out: flags.out ?? 'models/tables.json',
    seed: numbers.seed,
    corporaDir: flags.corpora,
    exclude: excludeFile === 'none' ? undefined : mod.readExcludedPages(excludeFile),
  });
  process.stdout.write(`${report}\n`);
  return 0;
}

async function learnBlocks(
  files: readonly string[],
  flags: LearnFlags,
  numbers: LearnNumbers,
): Promise<number> {
  // Loaded here, not at the top: extract and the other commands never train.
  const [{ loadAnnotatedPage }, { learnCrf, serializeModel }, { featureSetNames }] = await Promise.all([
    import('../training/annotated-pages.js'),
    import('../training/build.js'),
    import('../clean/crf.js'),
  ]);
  const featureSet = flags.config ?? flags.features;
  if (flags.config !== undefined && flags.features !== 'cleaneval' && flags.features !== flags.config) {
    throw new UsageError(
      `--features ${flags.features} and --config ${flags.config} (its old spelling) disagree: give one`,
    );
  }
  if (!featureSetNames().includes(featureSet) && !existsSync(featureSet)) {
    process.stderr.write(
      `kitten learn: unknown --features ${featureSet} (known: ${featureSetNames().join(', ')}, or a feature-set file)\n`,
    );
    return 2;
  }
  if (flags.pages !== undefined && !isDirectory(flags.pages))
    throw new UsageError(`--pages ${flags.pages}: no such directory`);
  // Checked before training, which may take hours: the model must have somewhere to go.
  if (flags.out !== undefined && !isDirectory(dirname(resolve(flags.out))))
    throw new UsageError(`cannot write the model ${flags.out}: no directory ${dirname(resolve(flags.out))}`);
  const annos = annoFiles(files);
  if (annos.length === 0) {
    process.stderr.write('kitten learn: no .anno files given\n');
    return 2;
  }
  const pages: AnnotatedPage[] = [];
  let failed = 0;
  let notDone = 0;
  for (const f of annos) {
    // Pages of the annotation tool count once a person marked them done, for the scope asked for.
    let entry: ReturnType<typeof manifestEntryFor>;
    try {
      entry = manifestEntryFor(f);
    } catch (e) {
      process.stderr.write(`kitten learn: skipped ${f}: ${(e as Error).message}\n`);
      failed++;
      continue;
    }
    if (entry && (!entry.page.done || entry.manifest.scope !== flags.scope)) {
      notDone++;
      continue;
    }
    const known = entry
      ? {
          page: resolveManifestPath(dirname(f), entry.page.page),
          url: entry.page.url,
          transportEncoding: entry.page.transportEncoding,
        }
      : undefined;
    const r = loadAnnotatedPage(f, flags.pages ?? null, known);
    if ('error' in r) {
      process.stderr.write(`kitten learn: skipped: ${r.error}\n`);
      failed++;
    } else pages.push(r);
  }
  if (notDone > 0)
    process.stderr.write(
      `kitten learn: left out ${notDone} annotation file(s) not marked done or not of scope ${flags.scope}\n`,
    );
  if (pages.length === 0) {
    process.stderr.write('kitten learn: no usable annotated page\n');
    return 1;
  }
  const model = learnCrf(pages, {
    featureSet,
    c: numbers.c,
    minFrequency: numbers.minFreq,
    maxIterations: numbers.iterations,
    description: `kitten learn on ${pages.length} annotation files`,
    log: (s) => process.stderr.write(`${s}\n`),
  });
  const text = serializeModel(model);
  // Atomically: a running `kitten annotate --model` may read the file at any moment.
  if (flags.out) {
    try {
      writeFileAtomicSync(flags.out, text);
    } catch (e) {
      process.stderr.write(`kitten learn: cannot write the model ${flags.out}: ${(e as Error).message}\n`);
      return 1;
    }
  } else process.stdout.write(text);
  return failed > 0 ? 1 : 0;
}

export function registerLearn(program: Command): void {
  program
    .command('learn')
    .description('train the block CRF from annotation files (or, with --tables, the table/cell trees)')
    .argument(
      '[anno...]',
      '.anno files or folders of them; each pairs with NAME.html in --pages or beside it',
    )
    .option(
      '--features <name|file>',
      'feature set: cleaneval (Victor), context, combined, corpus (combined + segment-kind column), or a feature-set file (JSON, YAML, Victor format)',
      'cleaneval',
    )
    .addOption(new Option('--config <name|file>', 'old spelling of --features').hideHelp())
    .option('--out <file>', 'model file to write (default: standard output)')
    .option(
      '--pages <dir>',
      'folder of the pages (NAME.anno ↔ NAME.html), or the corpora folder a manifest.tsv beside the .anno files refers to',
    )
    .option('-c <C>', 'inverse L2 regularisation strength (CRF++ -c)', '1')
    .option('--min-freq <n>', 'drop features seen fewer times (CRF++ -f)', '2')
    .option('--iterations <n>', 'maximum L-BFGS iterations', '150')
    .option('--tables', 'train the table and cell trees instead (models/tables.json)')
    .option('--labels <dir>', 'with --tables: folder holding labels.jsonl')
    .option('--corpora <dir>', 'with --tables: folder of the corpora the labels refer to')
    .option(
      '--exclude <file>',
      `with --tables: pages and sites never trained on (corpus, page, site per line; default ${DEFAULT_EXCLUDE} when present, none for none)`,
    )
    .option('--seed <n>', 'with --tables: random seed', '1')
    .addOption(
      new Option(
        '--scope <scope>',
        'annotation-tool pages (annotate.json): train on the done ones of this scope',
      )
        .choices(SCOPES)
        .default('corpus'),
    )
    .action(async (files: string[], flags: LearnFlags) => {
      const numbers = learnNumbers(flags);
      process.exitCode = flags.tables
        ? await learnTables(flags, numbers)
        : await learnBlocks(files, flags, numbers);
    });
}
