// `kitten eval --metadata`: scores the title, author and date of `-f json` outputs against WCXB-style gold
// records, per page, per field (accuracy over the pages whose gold has that field) and per page type.

import {
  METADATA_FIELDS,
  type Metadata,
  type MetadataField,
  type MetadataVerdict,
  metadataOfJson,
  scoreMetadata,
} from './metadata-score.js';
import { readOutputJson } from './outputs.js';
import { alignTable } from './table.js';
import { findWcxbGold, readWcxbGold } from './wcxb-gold.js';

export interface MetadataPair {
  name: string;
  type: string | null;
  /** The output's metadata, or null when the output is missing or unreadable. */
  out: Metadata | null;
  gold: Metadata;
  error?: string;
}

export interface MetadataPage extends MetadataPair {
  missing: boolean;
  verdict: MetadataVerdict;
}

export interface FieldSummary {
  /** Pages whose gold has the field, and how many of them the output got right. */
  pages: number;
  correct: number;
  accuracy: number;
  /** Of those pages, how many outputs gave a value at all. */
  given: number;
  /** Outputs that gave a value where the gold has none (not counted in the accuracy). */
  spurious: number;
}

export type FieldSummaries = Record<MetadataField, FieldSummary>;

export interface MetadataReport {
  mode: 'metadata';
  files: MetadataPage[];
  missing: string[];
  fields: FieldSummaries;
  byType: Record<string, FieldSummaries>;
}

function summarize(pages: readonly MetadataPage[]): FieldSummaries {
  const s = {} as FieldSummaries;
  for (const f of METADATA_FIELDS) {
    const judged = pages.filter((p) => p.verdict[f] !== null);
    const correct = judged.filter((p) => p.verdict[f] === true).length;
    s[f] = {
      pages: judged.length,
      correct,
      accuracy: judged.length === 0 ? 0 : correct / judged.length,
      given: judged.filter((p) => p.out?.[f] != null).length,
      spurious: pages.filter((p) => p.verdict[f] === null && p.out?.[f] != null).length,
    };
  }
  return s;
}

export function evaluateMetadataPairs(pairs: readonly MetadataPair[]): MetadataReport {
  const files = pairs.map((p) => ({ ...p, missing: p.out === null, verdict: scoreMetadata(p.out, p.gold) }));
  const groups = new Map<string, MetadataPage[]>();
  for (const f of files) {
    const t = f.type ?? 'unknown';
    groups.set(t, [...(groups.get(t) ?? []), f]);
  }
  const byType: Record<string, FieldSummaries> = {};
  for (const t of [...groups.keys()].sort()) byType[t] = summarize(groups.get(t)!);
  return {
    mode: 'metadata',
    files,
    missing: files.filter((f) => f.missing).map((f) => f.name),
    fields: summarize(files),
    byType,
  };
}

/** Pairs each WCXB gold record under GOLD with `OUT/NAME.json`; an unreadable output is kept as an error. */
export function readMetadataPairs(outDir: string, goldDir: string): MetadataPair[] {
  if (findWcxbGold(goldDir).jsonDir === null)
    throw new Error(`no WCXB gold records (NAME.json with ground_truth) at, in or beside ${goldDir}`);
  return readWcxbGold(goldDir).map((g) => {
    const gold: Metadata = { title: g.title, author: g.author, date: g.date };
    try {
      const json = readOutputJson(outDir, g.name);
      return { name: g.name, type: g.type, out: json && metadataOfJson(json), gold };
    } catch (e) {
      return { name: g.name, type: g.type, out: null, gold, error: (e as Error).message };
    }
  });
}

/** Scores OUT's metadata against GOLD; with `presentOnly`, only the gold pages that OUT has an output for. */
export function evaluateMetadataDirs(outDir: string, goldDir: string, presentOnly = false): MetadataReport {
  const pairs = readMetadataPairs(outDir, goldDir);
  return evaluateMetadataPairs(
    presentOnly ? pairs.filter((p) => p.out !== null || p.error !== undefined) : pairs,
  );
}

const pct = (x: number): string => (100 * x).toFixed(1);
const mark = (v: boolean | null): string => (v === null ? '-' : v ? 'ok' : 'x');

/** Per page a mark per field (ok, x, - when the gold has none), then accuracy per type and overall. */
export function formatMetadataReport(r: MetadataReport): string {
  const rows: string[][] = [['page', 'type', 'title', 'author', 'date']];
  for (const f of r.files)
    rows.push([
      f.missing ? `${f.name} (missing)` : f.name,
      f.type ?? '-',
      ...METADATA_FIELDS.map((k) => mark(f.verdict[k])),
    ]);
  const sum = (label: string, type: string, s: FieldSummaries) =>
    rows.push([
      label,
      type,
      ...METADATA_FIELDS.map((k) => `${pct(s[k].accuracy)} (${s[k].correct}/${s[k].pages})`),
    ]);
  for (const [t, s] of Object.entries(r.byType)) sum(t, t, s);
  sum(`all (${r.files.length} pages)`, 'all', r.fields);
  const lines = alignTable(rows);
  const notes = [
    'accuracy over pages whose gold has the field; title: normalized equality or word F1 >= 0.9; author: every gold' +
      ' name token present, at most 2 extra; date: same calendar day',
    `values given where the gold has none: ${METADATA_FIELDS.map((k) => `${k} ${r.fields[k].spurious}`).join(', ')}`,
  ];
  if (r.missing.length > 0)
    notes.push(`missing outputs (${r.missing.length}): ${r.missing.slice(0, 30).join(', ')}`);
  for (const f of r.files) if (f.error) notes.push(`unreadable output ${f.name}: ${f.error}`);
  return `${lines.join('\n')}\n${notes.join('\n')}\n`;
}
