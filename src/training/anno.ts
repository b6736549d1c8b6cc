// Victor's annotation files (`.anno`): one block per line, `[p|h|l|c|o] text`, aligned with `buildBlocks`,
// and their pairing with the page they annotate.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Block, Label } from '../blocks/block.js';
import { MANIFEST_FILE, readManifest } from '../corpus/manifest.js';
import type { DocumentNode } from '../html/node.js';
import { resolveOptions } from '../options.js';
import { extractPage } from '../pipeline.js';

export interface AnnoLine {
  label: Label;
  text: string;
}

const LINE = /^\[([phlco])\] ?(.*)$/;

export function parseAnno(text: string): AnnoLine[] {
  const out: AnnoLine[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const m = LINE.exec(line);
    if (!m) throw new Error(`not an annotation line: ${line.slice(0, 80)}`);
    out.push({ label: m[1] as Label, text: m[2] });
  }
  return out;
}

export interface PageBlocks {
  blocks: Block[];
  doc: DocumentNode | null;
}

/** Blocks of a page exactly as the extraction pipeline builds them (so training sees what decoding sees). */
export function pageBlocks(bytes: Uint8Array): PageBlocks {
  const r = extractPage(bytes, resolveOptions({ clean: 'none', format: 'victor' }));
  if (r.status !== 'ok') return { blocks: [], doc: null };
  return { blocks: r.blocks, doc: documentOf(r.blocks) };
}

function documentOf(blocks: readonly Block[]): DocumentNode | null {
  if (blocks.length === 0) return null;
  let n: { parent: unknown; kind: string } = blocks[0].node;
  while (n.parent) n = n.parent as typeof n;
  return n.kind === 'document' ? (n as unknown as DocumentNode) : null;
}

/**
 * Labels of `blocks` from the annotation lines. Lines are matched to blocks by text in order (a line that
 * matches no later block is skipped, a block without a line is `o`), so a converter whose blocks drift a
 * little from ours still yields usable labels. Returns the labels and how many blocks were matched.
 */
export function alignAnno(
  blocks: readonly Block[],
  lines: readonly AnnoLine[],
): { labels: Label[]; matched: number } {
  const labels: Label[] = blocks.map(() => 'o');
  let matched = 0;
  let j = 0;
  for (let i = 0; i < blocks.length && j < lines.length; i++) {
    if (blocks[i].text === lines[j].text) {
      labels[i] = lines[j++].label;
      matched++;
      continue;
    }
    // Look a little ahead on both sides for a resynchronisation point.
    let synced = false;
    for (let k = 1; k <= 20 && !synced; k++) {
      if (j + k < lines.length && blocks[i].text === lines[j + k].text) {
        j += k;
        labels[i] = lines[j++].label;
        matched++;
        synced = true;
      }
    }
  }
  return { labels, matched };
}

const PAGE_EXTS = ['.html', '.htm', '.xhtml', '.xml'];

/**
 * The page an annotation file describes: from `manifest.tsv` beside the `.anno` (its page path is relative to
 * the corpora folder, `pagesDir`), else `NAME.html` in `pagesDir`, else next to the `.anno`.
 */
export function pageFor(annoPath: string, pagesDir: string | null): string | null {
  const dir = dirname(annoPath);
  const manifest = join(dir, MANIFEST_FILE);
  if (pagesDir && existsSync(manifest)) {
    const file = basename(annoPath);
    const entry = readManifest(readFileSync(manifest, 'utf8')).find((e) => basename(e.anno) === file);
    if (entry && existsSync(join(pagesDir, entry.page))) return join(pagesDir, entry.page);
  }
  const name = basename(annoPath, extname(annoPath));
  for (const d of pagesDir ? [pagesDir, dir] : [dir]) {
    for (const ext of PAGE_EXTS) {
      const p = join(d, name + ext);
      if (existsSync(p)) return p;
    }
  }
  return null;
}

export interface AnnotatedPage {
  name: string;
  blocks: Block[];
  doc: DocumentNode;
  labels: Label[];
}

/** Reads an annotation file and its page; null (with a reason) when the pair is unusable. */
export function loadAnnotatedPage(
  annoPath: string,
  pagesDir: string | null,
): AnnotatedPage | { error: string } {
  const page = pageFor(annoPath, pagesDir);
  if (!page) return { error: `no page for ${annoPath}` };
  const { blocks, doc } = pageBlocks(new Uint8Array(readFileSync(page)));
  if (!doc || blocks.length === 0) return { error: `no blocks in ${page}` };
  const lines = parseAnno(readFileSync(annoPath, 'utf8'));
  const { labels, matched } = alignAnno(blocks, lines);
  if (matched < lines.length * 0.9)
    return { error: `${annoPath}: only ${matched}/${lines.length} lines match the page's blocks` };
  return { name: basename(annoPath, extname(annoPath)), blocks, doc, labels };
}
