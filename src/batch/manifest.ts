// The run manifest: a file in OUT recording the options that made its outputs, so that `--resume` never keeps
// outputs made with other options. Local and queue runs write the same bytes (no dates, no host, no jobs).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Options } from '../options.js';
import { writeFileAtomic } from './outputs.js';

/** No output has this name: every output ends with its format's extension. */
export const MANIFEST_NAME = '.kitten-run';

/** The options that decide what the outputs contain (page facts such as the URL are not options). */
export function manifestOf(options: Options, bundle: boolean): Record<string, unknown> {
  return { kitten: 1, bundle, options };
}

function manifestText(manifest: Record<string, unknown>): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

async function hasEntries(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch {
    return false;
  }
}

export class ManifestMismatch extends Error {}

/** The output directory cannot be made or written (a file in its place, no permission): nothing has run. */
export class OutDirError extends Error {}

/** What differs between two manifests, as `clean: auto → none` for a message. */
function differences(old: Record<string, unknown>, now: Record<string, unknown>): string[] {
  const flat = (m: Record<string, unknown>) => ({
    bundle: m.bundle,
    ...((m.options as Record<string, unknown> | undefined) ?? {}),
  });
  const a = flat(old) as Record<string, unknown>;
  const b = flat(now) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys
    .filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))
    .map((k) => `${k}: ${JSON.stringify(a[k])} → ${JSON.stringify(b[k])}`);
}

/**
 * Before a run writes into `out`: with `resume`, the manifest there must be this run's (else ManifestMismatch,
 * which says what differs); then this run's manifest is written.
 */
export async function claimOutDir(
  out: string,
  manifest: Record<string, unknown>,
  resume: boolean,
): Promise<void> {
  const path = join(out, MANIFEST_NAME);
  if (resume) {
    let old: string | null = null;
    try {
      old = await readFile(path, 'utf8');
    } catch {
      old = null;
    }
    if (old === null && (await hasEntries(out))) {
      throw new ManifestMismatch(
        `cannot resume: ${out} has no ${MANIFEST_NAME} manifest, so the options that made its outputs are unknown; use another output directory, or run without --resume to redo it`,
      );
    }
    if (old !== null && old !== manifestText(manifest)) {
      let what: string;
      try {
        what = differences(JSON.parse(old), manifest).join(', ') || 'a different manifest';
      } catch {
        what = 'an unreadable manifest';
      }
      throw new ManifestMismatch(
        `cannot resume: ${out} was made with other options (${what}); use another output directory, or run without --resume to redo it`,
      );
    }
  }
  try {
    await writeFileAtomic(path, manifestText(manifest));
  } catch (e) {
    // mkdir's EEXIST and ENOTDIR say that OUT, or a folder on its path, is a file: said so, not as a failed mkdir.
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'EEXIST' || code === 'ENOTDIR'
        ? 'it, or a folder on its path, is not a directory'
        : (e as Error).message;
    throw new OutDirError(`cannot write to the output directory ${out}: ${why}`);
  }
}
