// Victor's annotation files (`.anno`): one block per line, `[label] text`, the text exactly as `buildBlocks`
// makes it (whitespace collapsed, so a block never spans lines). The page a file annotates is named in the
// corpus manifest (see manifest.ts), not inside the file, so Victor's format stays unchanged.
import type { Label } from '../blocks/block.js';

export interface AnnoLine {
  label: Label;
  text: string;
}

export type AnnoResult = { ok: true; lines: AnnoLine[] } | { ok: false; line: number; reason: string };

const LABEL_CHARS = new Set(['p', 'h', 'l', 'c', 'o']);

/** Parses `.anno` text; blank lines are skipped, anything else not `[x] text` is an error with its line. */
export function readAnno(text: string): AnnoResult {
  const lines: AnnoLine[] = [];
  const raw = text.split('\n');
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i].endsWith('\r') ? raw[i].slice(0, -1) : raw[i];
    if (line.trim() === '') continue;
    const label = line[1];
    if (line[0] !== '[' || line[2] !== ']' || !LABEL_CHARS.has(label))
      return {
        ok: false,
        line: i + 1,
        reason: `not an annotation line: ${JSON.stringify(line.slice(0, 60))}`,
      };
    const body = line.slice(3);
    lines.push({ label: label as Label, text: body.startsWith(' ') ? body.slice(1) : body });
  }
  return { ok: true, lines };
}

/** Writes annotation lines; whitespace inside a text (never produced by buildBlocks) is collapsed. */
export function writeAnno(lines: readonly AnnoLine[]): string {
  const out: string[] = new Array(lines.length);
  for (let i = 0; i < lines.length; i++) out[i] = `[${lines[i].label}] ${lines[i].text.replace(/\s+/g, ' ')}`;
  return out.length ? `${out.join('\n')}\n` : '';
}
