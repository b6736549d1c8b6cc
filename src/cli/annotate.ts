// `kitten annotate PAGE [ANNO]` or `kitten annotate DIR|FILE.warc[.gz]… --out ANNO_DIR`: the annotation tool
// in the browser. Argument handling only; the server, queue and manifest live in src/annotate. The first line
// on standard output is the app's URL; the server runs until the process is interrupted.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type Command, Option } from 'commander';
import type { Session } from '../annotate/session.js';
import { resolveOptions, SCOPES, type Scope } from '../options.js';
import { UsageError } from './options.js';

interface AnnotateFlags {
  out?: string;
  port?: string;
  open: boolean;
  model?: string;
  scope: Scope;
}

/** The platform's "open this URL" command, when it has one on the PATH. */
function opener(): string[] | null {
  if (process.platform === 'darwin') return ['open'];
  if (process.platform === 'win32') return ['cmd', '/c', 'start', '""'];
  const onPath = (exe: string) =>
    (process.env.PATH ?? '').split(delimiter).some((d) => d && existsSync(join(d, exe)));
  return onPath('xdg-open') ? ['xdg-open'] : null;
}

function openBrowser(url: string): void {
  const cmd = opener();
  if (!cmd) {
    process.stderr.write('kitten annotate: no browser opener on this system; open the URL above\n');
    return;
  }
  try {
    const child = spawn(cmd[0], [...cmd.slice(1), url], { detached: true, stdio: 'ignore' });
    child.on('error', () => process.stderr.write('kitten annotate: could not open a browser\n'));
    child.unref();
  } catch {
    process.stderr.write('kitten annotate: could not open a browser\n');
  }
}

function parsePort(port: string | undefined): number {
  if (port === undefined) return 0;
  const n = Number(port);
  if (!/^\d+$/.test(port) || n > 65535) throw new UsageError(`invalid --port ${JSON.stringify(port)}`);
  return n;
}

async function annotate(inputs: string[], flags: AnnotateFlags): Promise<number> {
  const port = parsePort(flags.port);
  // Loaded here, not at the top: every other command (extract above all) would pay for the server's modules.
  const [{ queueManifest, singlePageManifest }, { startServer }, { Session }] = await Promise.all([
    import('../annotate/queue.js'),
    import('../annotate/server.js'),
    import('../annotate/session.js'),
  ]);
  const model = flags.model ?? null;
  let dir: string;
  let session: Session;
  const opts = resolveOptions({ format: 'victor' });
  if (flags.out) {
    const { manifest, problems } = await queueManifest(inputs, flags.out, flags.scope, model);
    for (const p of problems)
      process.stderr.write(`kitten annotate: skipped ${p.name}: ${p.reason}: ${p.message}\n`);
    if (manifest.pages.length === 0) {
      process.stderr.write('kitten annotate: no page to annotate\n');
      return 1;
    }
    dir = flags.out;
    session = new Session(dir, manifest, opts, model);
    const every = Math.max(1, Math.floor(manifest.pages.length / 20));
    session.measureAll((done, total) => {
      if (done % every === 0 || done === total)
        process.stderr.write(`kitten annotate: measuring the model's uncertainty: ${done}/${total}\n`);
    });
  } else {
    if (inputs.length > 2) throw new UsageError('annotate takes PAGE [ANNO], or inputs with --out DIR');
    const single = singlePageManifest(inputs[0], inputs[1] ?? null, flags.scope, model);
    dir = single.dir;
    session = new Session(dir, single.manifest, opts, model);
    try {
      session.view(0); // a page that cannot be annotated is an error now, not in the browser
    } catch (e) {
      process.stderr.write(`kitten annotate: ${(e as Error).message}\n`);
      return 1;
    }
    session.measureAll();
  }
  const server = await startServer(session, port);
  process.stdout.write(`${server.url}\n`);
  process.stderr.write(
    `kitten annotate: ${session.progress().total} page(s), labels in ${dir} (scope ${flags.scope}); Ctrl-C to stop\n`,
  );
  if (flags.open) openBrowser(server.url);
  await new Promise<void>((resolveStop) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      server.close().then(resolveStop);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

export function registerAnnotate(program: Command): void {
  program
    .command('annotate')
    .description('annotate pages in the browser (Victor’s labels p h l o c), pre-labelled by the model')
    .argument('<input...>', 'PAGE [ANNO], or with --out: folders, .warc/.warc.gz archives and page files')
    .option('--out <dir>', 'queue mode: write NAME.anno files and annotate.json in DIR')
    .option('--port <n>', 'port on 127.0.0.1 (default: a free port)')
    .option('--no-open', 'do not open a browser')
    .option('--model <file>', 'CRF model that pre-labels; re-read when it changes (e.g. after kitten learn)')
    .addOption(
      new Option('--scope <scope>', 'what the labels follow (recorded in annotate.json)')
        .choices(SCOPES)
        .default('corpus'),
    )
    .action(async (inputs: string[], flags: AnnotateFlags) => {
      try {
        process.exitCode = await annotate(inputs, flags);
      } catch (e) {
        if (e instanceof UsageError) throw e;
        process.stderr.write(`kitten annotate: ${(e as Error).message}\n`);
        process.exitCode = 1;
      }
    });
}
