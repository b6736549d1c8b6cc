// Reading WCXB-style gold: a folder of `gold-json/NAME.json` records (`ground_truth.{main_content, with,
// without, title, author, publish_date}`, `_internal.page_type.primary`), optionally beside a `gold/NAME.txt`
// folder and a `types.tsv` (id, type, url). The file-system edge of the WCXB and metadata scorers.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readGold } from './gold-text.js';

export interface WcxbRecord {
  name: string;
  /** Gold main content (empty when the record has none). */
  text: string;
  with: string[];
  without: string[];
  type: string | null;
  title: string | null;
  author: string | null;
  /** `publish_date` as written in the gold (e.g. `2025-09-04`). */
  date: string | null;
}

const isDir = (p: string): boolean => existsSync(p) && statSync(p).isDirectory();

const byName = (x: string, y: string): number => x.localeCompare(y, 'en', { numeric: true });

/** A folder of WCXB records: its first `.json` file has a `ground_truth` key (a folder of -f json outputs has not). */
function hasJsonRecords(dir: string): boolean {
  if (!isDir(dir)) return false;
  const first = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort(byName)[0];
  return first !== undefined && readFileSync(join(dir, first), 'utf8').includes('"ground_truth"');
}

export interface WcxbGoldLayout {
  /** The folder of NAME.json records, or null when there is none. */
  jsonDir: string | null;
  /** A `types.tsv` found beside the gold, or null. */
  typesFile: string | null;
}

/**
 * Where the WCXB records are, given what the user passed as GOLD: the `gold-json` folder itself, the
 * corpus folder holding it, or the `gold` folder beside it.
 */
export function findWcxbGold(goldDir: string): WcxbGoldLayout {
  const candidates = [goldDir, join(goldDir, 'gold-json'), join(dirname(goldDir), 'gold-json')];
  const jsonDir = candidates.find(hasJsonRecords) ?? null;
  const typeDirs = [goldDir, dirname(goldDir), ...(jsonDir ? [dirname(jsonDir)] : [])];
  const typesFile = typeDirs.map((d) => join(d, 'types.tsv')).find((f) => existsSync(f)) ?? null;
  return { jsonDir, typesFile };
}

/** `types.tsv`: tab-separated id and type per line (a header line starting with `id` is skipped). */
export function readTypesTsv(path: string): Map<string, string> {
  const types = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const [id, type] = line.split('\t');
    if (!id || !type || id === 'id') continue;
    types.set(id.trim(), type.trim());
  }
  return types;
}

const str = (x: unknown): string | null => (typeof x === 'string' && x.trim().length > 0 ? x : null);
const strings = (x: unknown): string[] =>
  Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];

/** Parses one gold-json record; throws an error naming the file when it is not a WCXB record. */
export function parseWcxbRecord(name: string, json: string, file = `${name}.json`): WcxbRecord {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (e) {
    throw new Error(`${file}: not JSON (${(e as Error).message})`);
  }
  const rec = data as {
    ground_truth?: Record<string, unknown>;
    _internal?: { page_type?: { primary?: unknown } };
  };
  const gt = rec?.ground_truth;
  if (typeof gt !== 'object' || gt === null)
    throw new Error(`${file}: no ground_truth object (not a WCXB record)`);
  return {
    name,
    text: typeof gt.main_content === 'string' ? gt.main_content : '',
    with: strings(gt.with),
    without: strings(gt.without),
    type: str(rec._internal?.page_type?.primary),
    title: str(gt.title),
    author: str(gt.author),
    date: str(gt.publish_date),
  };
}

/** Every record of a gold-json folder, in name order; types.tsv fills in a type the record lacks. */
export function readWcxbRecords(layout: WcxbGoldLayout): WcxbRecord[] {
  if (!layout.jsonDir) return [];
  const types = layout.typesFile ? readTypesTsv(layout.typesFile) : new Map<string, string>();
  const dir = layout.jsonDir;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort(byName)
    .map((f) => {
      const name = f.slice(0, -5);
      const r = parseWcxbRecord(name, readFileSync(join(dir, f), 'utf8'), join(dir, f));
      return { ...r, type: r.type ?? types.get(name) ?? null };
    });
}

/**
 * Gold for the WCXB measure from a folder of plain `NAME.txt` main contents with no records beside it:
 * no snippets, types from a types.tsv when there is one.
 */
export function readPlainWcxbGold(goldDir: string, typesFile: string | null): WcxbRecord[] {
  const types = typesFile ? readTypesTsv(typesFile) : new Map<string, string>();
  return readdirSync(goldDir)
    .filter((f) => f.endsWith('.txt'))
    .sort(byName)
    .map((f) => {
      const name = f.slice(0, -4);
      return {
        name,
        text: readGold(join(goldDir, f)),
        with: [],
        without: [],
        type: types.get(name) ?? null,
        title: null,
        author: null,
        date: null,
      };
    });
}

/**
 * The WCXB gold under GOLD: its records when there are any, else its plain text files. When GOLD is a folder
 * of `NAME.txt` with the records found elsewhere (beside it), only the pages named in GOLD are scored, so a
 * slice of a corpus scores that slice.
 */
export function readWcxbGold(goldDir: string): WcxbRecord[] {
  const layout = findWcxbGold(goldDir);
  if (!layout.jsonDir) {
    const files = readdirSync(goldDir);
    // Only .json files that are not records: read them as records anyway, so the error names the file.
    if (!files.some((f) => f.endsWith('.txt')) && files.some((f) => f.endsWith('.json')))
      return readWcxbRecords({ ...layout, jsonDir: goldDir });
    return readPlainWcxbGold(goldDir, layout.typesFile);
  }
  const records = readWcxbRecords(layout);
  if (layout.jsonDir === goldDir) return records;
  const names = new Set(
    readdirSync(goldDir)
      .filter((f) => f.endsWith('.txt'))
      .map((f) => f.slice(0, -4)),
  );
  return names.size === 0 ? records : records.filter((r) => names.has(r.name));
}
