// Reading one page's output for scoring: `OUT/NAME.txt` (text or cleaneval), else `NAME.md`, else the `text`
// of `NAME.json` (kitten extract -f json), so every format that carries the page's text can be scored.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEXT_EXTENSIONS = ['.txt', '.md'] as const;

/** The output's text, or null when there is no output for NAME (it then scores as empty). */
export function readOutputText(outDir: string, name: string): string | null {
  for (const ext of TEXT_EXTENSIONS) {
    const path = join(outDir, name + ext);
    if (existsSync(path)) return readFileSync(path, 'utf8');
  }
  const json = readOutputJson(outDir, name);
  if (json === null) return null;
  return typeof json.text === 'string' ? json.text : '';
}

/**
 * The parsed `OUT/NAME.json`, or null when there is none. A file that is not a JSON object is an error
 * naming the file (a broken output must not pass as an empty one).
 */
export function readOutputJson(outDir: string, name: string): Record<string, unknown> | null {
  const path = join(outDir, `${name}.json`);
  if (!existsSync(path)) return null;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: not JSON (${(e as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new Error(`${path}: not a JSON object`);
  return data as Record<string, unknown>;
}
