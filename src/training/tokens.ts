// Word tokens for aligning gold text with page text: letter/digit runs, case and accents folded, after
// repairing double-encoded UTF-8 (some gold files were saved mis-decoded). Both sides go through here.
import { repairMojibake } from '../encoding/index.js';

const RUN = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

export function alignTokens(text: string): string[] {
  const repaired = repairMojibake(text).text;
  return repaired.normalize('NFKD').replace(MARKS, '').toLowerCase().match(RUN) ?? [];
}
