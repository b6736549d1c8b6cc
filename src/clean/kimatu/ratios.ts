// Kimatu's four ratios of a style block, each clamped to [0, 1], and the content relevance
// 0.5·length + 0.5·avglen − (1 − punct) − linkdensity (so relevance lies in [−2, 1]).
import { AVG_LENGTH_CAP, LINK_DENSITY, PUNCT_PER_WORD } from './constants.js';
import type { StyleBlock } from './style-blocks.js';

export interface StyleRatios {
  /** Characters of the style block / characters of the biggest one. */
  length: number;
  /** Average element length / min(highest average, AVG_LENGTH_CAP). */
  avgLength: number;
  /** Phrase punctuation per word / PUNCT_PER_WORD. */
  punctuation: number;
  /** Share of the words inside links / LINK_DENSITY (see constants.ts for why words, not tags). */
  linkDensity: number;
  relevance: number;
}

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : Number.isFinite(x) ? x : 0);

export function relevanceOf(r: Omit<StyleRatios, 'relevance'>): number {
  return 0.5 * r.length + 0.5 * r.avgLength - (1 - r.punctuation) - r.linkDensity;
}

export function styleRatios(blocks: readonly StyleBlock[]): StyleRatios[] {
  let maxChars = 0;
  let maxAvg = 0;
  for (const b of blocks) {
    maxChars = Math.max(maxChars, b.chars);
    maxAvg = Math.max(maxAvg, b.chars / b.elements.length);
  }
  const avgRef = Math.min(maxAvg, AVG_LENGTH_CAP);
  return blocks.map((b) => {
    const r = {
      length: clamp01(b.chars / maxChars),
      avgLength: clamp01(b.chars / b.elements.length / avgRef),
      punctuation: clamp01(b.words === 0 ? 0 : b.punct / b.words / PUNCT_PER_WORD),
      linkDensity: clamp01(b.linkWords / Math.max(1, b.words) / LINK_DENSITY),
    };
    return { ...r, relevance: relevanceOf(r) };
  });
}
