// Annotation files paired with their pages: each `.anno` (see anno.ts) with the page it annotates, whose
// blocks are rebuilt by the pipeline's front half (page.ts) and matched line by line.
//   loadAnnotatedCorpus — a manifest's pages, strict: a stale file (built before a change to decoding,
//                         preclean or block building) is reported, not silently misaligned;
//   loadAnnotatedPage   — one file for `kitten learn`, lenient: lines are resynchronised with the blocks.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { PageFacts } from '../pipeline.js';
import { type AnnoLine, readAnno } from './anno.js';
import { MANIFEST_FILE, readManifest } from './manifest.js';
import { pageTree } from './page.js';

export interface AnnotatedPage {
  name: string;
  /** The page file (relative to the corpora folder for a manifest's pages). */
  page: string;
  doc: DocumentNode;
  blocks: Block[];
  labels: Label[];
}

export type LoadResult = { ok: true; page: AnnotatedPage } | { ok: false; anno: string; reason: string };

/** Pairs `<annoDir>/<NAME>.anno` with `<corporaRoot>/<page>` as listed in `<annoDir>/manifest.tsv`. */
export function loadAnnotatedCorpus(annoDir: string, corporaRoot: string): LoadResult[] {
  const entries = readManifest(readFileSync(join(annoDir, MANIFEST_FILE), 'utf8'));
  return entries.map((e): LoadResult => {
    const anno = readAnno(readFileSync(join(annoDir, e.anno), 'utf8'));
    if (!anno.ok) return { ok: false, anno: e.anno, reason: `line ${anno.line}: ${anno.reason}` };
    const { doc, blocks } = pageTree(new Uint8Array(readFileSync(join(corporaRoot, e.page))));
    if (blocks.length !== anno.lines.length)
      return { ok: false, anno: e.anno, reason: `${anno.lines.length} lines for ${blocks.length} blocks` };
    const differ = blocks.findIndex((b, i) => b.text !== anno.lines[i].text);
    if (differ >= 0) return { ok: false, anno: e.anno, reason: `block ${differ} text differs (stale file?)` };
    return {
      ok: true,
      page: {
        name: e.anno.replace(/\.anno$/, ''),
        page: e.page,
        doc,
        blocks,
        labels: anno.lines.map((l) => l.label),
      },
    };
  });
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

/**
 * Reads an annotation file and its page; an error (with a reason) when the pair is unusable. `known` names the
 * page and its facts when a manifest gives them (the annotation tool's `annotate.json`).
 */
export function loadAnnotatedPage(
  annoPath: string,
  pagesDir: string | null,
  known?: { page: string } & PageFacts,
): AnnotatedPage | { error: string } {
  const page = known?.page ?? pageFor(annoPath, pagesDir);
  if (!page) return { error: `no page for ${annoPath}` };
  if (!existsSync(page)) return { error: `${annoPath}: its page ${page} is missing` };
  const facts = known ? { url: known.url, transportEncoding: known.transportEncoding } : {};
  const { blocks, doc } = pageTree(new Uint8Array(readFileSync(page)), facts);
  if (blocks.length === 0) return { error: `no blocks in ${page}` };
  const anno = readAnno(readFileSync(annoPath, 'utf8'));
  if (!anno.ok) return { error: `${annoPath}:${anno.line}: ${anno.reason}` };
  const { labels, matched } = alignAnno(blocks, anno.lines);
  if (matched < anno.lines.length * 0.9)
    return { error: `${annoPath}: only ${matched}/${anno.lines.length} lines match the page's blocks` };
  return { name: basename(annoPath, extname(annoPath)), page, blocks, doc, labels };
}
