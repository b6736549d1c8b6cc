// The annotation manifest, `annotate.json` beside the `.anno` files: the scope the labels follow, and for each
// page where its bytes are (pages from a WARC are saved beside their `.anno`), which blocks a person labelled
// or confirmed, and whether a person marked the page done. `kitten learn` trains only on done pages of the
// scope it is asked for. Written atomically after every change, like the `.anno` files.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { SCOPES, type Scope } from '../options.js';

export const ANNOTATE_MANIFEST = 'annotate.json';
export const MANIFEST_FORMAT = 'kitten-annotate';

export interface ManifestPage {
  /** The `.anno` file, relative to the manifest's folder. */
  anno: string;
  /** The page's bytes, relative to the manifest's folder (or absolute when elsewhere). */
  page: string;
  /** Where the page came from (`pages/a.html`, `crawl.warc.gz#12`). */
  source: string;
  url: string | null;
  /** Encoding the transport announced (WARC/HTTP charset), needed to read the saved bytes as the queue did. */
  transportEncoding: string | null;
  blocks: number;
  /** Indexes of the blocks a person labelled or confirmed; the others carry the model's label. */
  given: number[];
  done: boolean;
  /** Mean block entropy under the model that pre-labelled the page. */
  uncertainty: number;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: 1;
  scope: Scope;
  /** The model file that pre-labels (null: the bundled model). */
  model: string | null;
  pages: ManifestPage[];
}

export function emptyManifest(scope: Scope, model: string | null): Manifest {
  return { format: MANIFEST_FORMAT, version: 1, scope, model, pages: [] };
}

export class ManifestError extends Error {}

/** Reads a manifest, or null when there is none; a file that is not one is an error naming it. */
export function readAnnotateManifest(dir: string): Manifest | null {
  const path = join(dir, ANNOTATE_MANIFEST);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  let m: Manifest;
  try {
    m = JSON.parse(text) as Manifest;
  } catch (e) {
    throw new ManifestError(`${path}: not JSON (${(e as Error).message})`);
  }
  if (m?.format !== MANIFEST_FORMAT || !Array.isArray(m.pages) || !SCOPES.includes(m.scope))
    throw new ManifestError(`${path}: not a kitten annotation manifest`);
  return m;
}

/** Writes `data` to `path` so that the file is always either the old or the new content, never a mix. */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const tmp = `${path}.tmp-${process.pid}`;
  try {
    writeFileSync(tmp, data, { flush: true });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

export function writeAnnotateManifest(dir: string, m: Manifest): void {
  writeFileAtomicSync(join(dir, ANNOTATE_MANIFEST), `${JSON.stringify(m, null, 1)}\n`);
}

/** A path as the manifest stores it: relative to its folder when inside it, else absolute. */
export function manifestPath(dir: string, path: string): string {
  const rel = relative(resolve(dir), resolve(path));
  return rel.startsWith('..') || isAbsolute(rel) ? resolve(path) : rel;
}

export function resolveManifestPath(dir: string, stored: string): string {
  return isAbsolute(stored) ? stored : join(dir, stored);
}

/** The manifest entry of an `.anno` file, if a manifest beside it lists it. */
export function manifestEntryFor(annoPath: string): { manifest: Manifest; page: ManifestPage } | null {
  const dir = dirname(annoPath);
  const manifest = readAnnotateManifest(dir);
  if (!manifest) return null;
  const rel = manifestPath(dir, annoPath);
  const page = manifest.pages.find((p) => p.anno === rel);
  return page ? { manifest, page } : null;
}
