// Input names → output paths: `relPath` is the path relative to the directory argument (or the file's
// basename for a single file), with `/` separators and without the page/archive extensions.
import { basename, relative, sep } from 'node:path';

/** Page files a directory walk picks up (an explicitly named file is read whatever its name). */
export const PAGE_FILE = /\.(?:html?|xhtml|xml|gz|warc)$/i;

export type FileKind = 'warc' | 'gzip' | 'plain';

export function fileKind(path: string): FileKind {
  if (/\.warc(?:\.gz)?$/i.test(path)) return 'warc';
  if (/\.gz$/i.test(path)) return 'gzip';
  return 'plain';
}

/** `a/b.html.gz` → `a/b`, `x.warc.gz` → `x`, `notes` → `notes`, `.hidden` → `.hidden`. */
export function stripExtensions(rel: string): string {
  const noGz = rel.replace(/\.gz$/i, '');
  const slash = noGz.lastIndexOf('/');
  const dot = noGz.lastIndexOf('.');
  return dot > slash + 1 ? noGz.slice(0, dot) : noGz;
}

/** relPath of a file found under `root` (a directory argument). */
export function relPathUnder(root: string, file: string): string {
  return stripExtensions(relative(root, file).split(sep).join('/'));
}

/** relPath of a file named on its own. */
export function relPathOfFile(file: string): string {
  return stripExtensions(basename(file));
}
