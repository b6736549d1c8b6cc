// CLEANEVAL format: `URL: …`, then each kept segment opened by <p>, <h> or <l>, blank line between.
import type { Segment } from '../blocks/block.js';

export function renderCleaneval(segments: readonly Segment[], url: string | null): string {
  const parts: string[] = [];
  if (url) parts.push(`URL: ${url}`);
  for (const s of segments) parts.push(`<${s.label}>${s.text}`);
  return `${parts.join('\n\n')}\n`;
}
