// The queue of pages a session works through, recorded in the manifest: one page named on the command line
// (with its `.anno`), or every page of folders and WARC archives (`.anno` files in the output folder). Pages
// that exist only inside an archive or a gzip file are saved beside their `.anno`, so `kitten learn` and a
// later session find the same bytes. Unreadable inputs are reported and left out; the others still come.
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileKind } from '../input/paths.js';
import { readInputs } from '../input/sources.js';
import { MAX_INPUT_BYTES } from '../limits.js';
import type { Scope } from '../options.js';
import {
  emptyManifest,
  type Manifest,
  type ManifestPage,
  manifestPath,
  readAnnotateManifest,
  writeFileAtomicSync,
} from './manifest.js';

export interface QueueProblem {
  name: string;
  reason: string;
  message: string;
}

/** The manifest of `dir` (or a new one), checked against the requested scope. */
function openManifest(dir: string, scope: Scope, model: string | null): Manifest {
  const m = readAnnotateManifest(dir) ?? emptyManifest(scope, model);
  if (m.scope !== scope)
    throw new Error(
      `${join(dir, 'annotate.json')} holds labels for --scope ${m.scope}, not ${scope}: use another folder`,
    );
  m.model = model;
  return m;
}

function addPage(m: Manifest, page: Omit<ManifestPage, 'given' | 'done' | 'uncertainty' | 'blocks'>): void {
  const known = m.pages.find((p) => p.anno === page.anno);
  if (known) {
    known.page = page.page;
    known.source = page.source;
    known.url = page.url;
    known.transportEncoding = page.transportEncoding;
    return;
  }
  m.pages.push({ ...page, blocks: 0, given: [], done: false, uncertainty: 0 });
}

/** `kitten annotate PAGE [ANNO]`: one page, its `.anno` (default: beside it, NAME.anno). */
export function singlePageManifest(
  pagePath: string,
  annoPath: string | null,
  scope: Scope,
  model: string | null,
): { dir: string; manifest: Manifest; annoPath: string } {
  if (!existsSync(pagePath)) throw new Error(`${pagePath}: no such file`);
  if (fileKind(pagePath) !== 'plain')
    throw new Error(`${pagePath}: an archive or gzip file is a queue: use --out DIR`);
  const anno = annoPath ?? join(dirname(pagePath), `${basename(pagePath, extname(pagePath))}.anno`);
  const dir = dirname(anno);
  mkdirSync(dir, { recursive: true });
  const m = openManifest(dir, scope, model);
  addPage(m, {
    anno: manifestPath(dir, anno),
    page: manifestPath(dir, pagePath),
    source: pagePath,
    url: null,
    transportEncoding: null,
  });
  return { dir, manifest: m, annoPath: anno };
}

/** A relPath as one file name (`site/a` → `site_a`), unique within the queue. */
function flatName(relPath: string, taken: Set<string>): string {
  const base = relPath.replace(/[/\\]+/g, '_').replace(/^\.+/, '_') || 'page';
  let name = base;
  for (let k = 2; taken.has(name); k++) name = `${base}-${k}`;
  taken.add(name);
  return name;
}

/** `kitten annotate DIR|FILE.warc[.gz]… --out DIR`: every page of the inputs. */
export async function queueManifest(
  inputs: readonly string[],
  outDir: string,
  scope: Scope,
  model: string | null,
): Promise<{ manifest: Manifest; problems: QueueProblem[] }> {
  mkdirSync(outDir, { recursive: true });
  const m = openManifest(outDir, scope, model);
  const problems: QueueProblem[] = [];
  const taken = new Set<string>();
  for await (const input of readInputs(inputs, { maxBytes: MAX_INPUT_BYTES })) {
    if (!input.bytes) {
      problems.push({
        name: input.name,
        reason: input.error?.reason ?? 'read-failed',
        message: input.error?.message ?? '',
      });
      continue;
    }
    const name = flatName(input.relPath, taken);
    const anno = join(outDir, `${name}.anno`);
    // A plain file is read where it is; a page from an archive or a gzip file is saved beside its `.anno`.
    const inPlace = !input.name.includes('#') && fileKind(input.name) === 'plain' && existsSync(input.name);
    let page = input.name;
    if (!inPlace) {
      page = join(outDir, `${name}.html`);
      if (!existsSync(page)) writeFileAtomicSync(page, input.bytes);
    }
    addPage(m, {
      anno: manifestPath(outDir, anno),
      page: manifestPath(outDir, page),
      source: input.name,
      url: input.url,
      transportEncoding: input.transportEncoding,
    });
  }
  return { manifest: m, problems };
}
