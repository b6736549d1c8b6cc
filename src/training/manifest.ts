// The pairing of annotation files with their pages: `manifest.tsv` beside the `.anno` files, one line per
// page — `anno`, `page` (relative to the corpora folder), block count, gold content words, covered words.
export const MANIFEST_FILE = 'manifest.tsv';
const HEADER = 'anno\tpage\tblocks\tgold_words\tcovered_words';

export interface ManifestEntry {
  anno: string;
  page: string;
  blocks: number;
  goldTokens: number;
  coveredTokens: number;
}

export function writeManifest(entries: readonly ManifestEntry[]): string {
  const lines = entries.map((e) => [e.anno, e.page, e.blocks, e.goldTokens, e.coveredTokens].join('\t'));
  return `${[HEADER, ...lines].join('\n')}\n`;
}

export function readManifest(text: string): ManifestEntry[] {
  const out: ManifestEntry[] = [];
  for (const line of text.split('\n').slice(1)) {
    if (!line.trim()) continue;
    const [anno, page, blocks, gold, covered] = line.split('\t');
    out.push({
      anno,
      page,
      blocks: Number(blocks),
      goldTokens: Number(gold),
      coveredTokens: Number(covered),
    });
  }
  return out;
}
