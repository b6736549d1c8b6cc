// Reading annotation files back as training pages: each `.anno` of a manifest paired with its page, whose
// blocks are rebuilt and checked line by line (a stale file — built before a change to decoding, preclean
// or block building — is reported, not silently misaligned).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import { readAnno } from './anno.js';
import { MANIFEST_FILE, readManifest } from './manifest.js';
import { pageTree } from './page.js';

export interface AnnotatedPage {
  name: string;
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
