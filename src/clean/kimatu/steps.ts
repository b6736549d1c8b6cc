// Kimatu's bootstrapping (the paper's section 3.4), after style-block detection and the ratios:
//   2 sure candidates (relevance > 0.32) become the references;
//   3 function blocks (short elements sharing many words, e.g. "posted by X") are rejected;
//   4 quotes (an aspect whose elements mostly repeat a reference of another aspect, by LCS) are rejected;
//   5 dispersed blocks of a reference's aspect are rescued when near and relevant enough;
//   6 dispersed candidates (far from the others by the geometric mean distance) are dropped unless > 0.5;
//   7 blocks near the candidates with a minimum relevance (headers) are added.
import * as K from './constants.js';
import type { TextElement } from './elements.js';
import { lcsLength } from './lcs.js';
import type { StyleRatios } from './ratios.js';
import type { StyleBlock } from './style-blocks.js';

export interface StepInput {
  elements: readonly TextElement[];
  styleBlocks: readonly StyleBlock[];
  ratios: readonly StyleRatios[];
  /** Lower-cased words of each element (letters and digits only). */
  words: readonly string[][];
}

export interface StepResult {
  candidate: Uint8Array;
  reference: Uint8Array;
  rejected: Uint8Array;
}

const firstOf = (b: StyleBlock): number => b.elements[0];
const lastOf = (b: StyleBlock): number => b.elements[b.elements.length - 1];

/** Elements strictly between two style blocks' spans (0 when they overlap or touch). */
function gap(a: StyleBlock, b: StyleBlock): number {
  if (lastOf(a) < firstOf(b)) return firstOf(b) - lastOf(a) - 1;
  if (lastOf(b) < firstOf(a)) return firstOf(a) - lastOf(b) - 1;
  return 0;
}

/**
 * For every style block, the gap to the nearest block of `set` other than itself (Infinity if none).
 * Sorted sweep: the nearest on the left is the one with the greatest end among those starting before; on the
 * right, the next start. O(n log n).
 */
function nearestGaps(blocks: readonly StyleBlock[], set: Uint8Array): Float64Array {
  const members = blocks.filter((b) => set[b.index]).sort((x, y) => firstOf(x) - firstOf(y));
  const starts = members.map(firstOf);
  const prefixMaxLast: number[] = [];
  let m = -1;
  for (const b of members) {
    m = Math.max(m, lastOf(b));
    prefixMaxLast.push(m);
  }
  const out = new Float64Array(blocks.length).fill(Number.POSITIVE_INFINITY);
  for (const b of blocks) {
    // first member starting at or after b's start
    let lo = 0;
    let hi = starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] < firstOf(b)) lo = mid + 1;
      else hi = mid;
    }
    let best = Number.POSITIVE_INFINITY;
    if (lo > 0) best = Math.max(0, firstOf(b) - prefixMaxLast[lo - 1] - 1);
    // starts are distinct (an element is in one style block), so only b itself can start where b starts
    const right = members[lo] === b ? members[lo + 1] : members[lo];
    if (right) best = Math.min(best, gap(b, right));
    out[b.index] = best;
  }
  return out;
}

/** Step 3: blocks of short elements whose words are mostly shared with other elements of the block. */
function isFunctionBlock(sb: StyleBlock, words: readonly string[][]): boolean {
  if (sb.elements.length < 2 || sb.words / sb.elements.length > K.FUNCTION_MAX_AVG_WORDS) return false;
  const df = new Map<string, number>();
  for (const e of sb.elements) for (const w of new Set(words[e])) df.set(w, (df.get(w) ?? 0) + 1);
  let total = 0;
  let shared = 0;
  for (const e of sb.elements) {
    for (const w of new Set(words[e])) {
      total++;
      if (df.get(w)! >= 2) shared++;
    }
  }
  return total > 0 && shared / total > K.FUNCTION_SHARED_WORDS;
}

/**
 * Step 4: aspects whose compared elements mostly repeat a reference of another aspect. All non-reference
 * blocks are tested, not only the current candidates, so that a quote cannot come back in step 7.
 */
function quoteAspects(input: StepInput, reference: Uint8Array, rejected: Uint8Array): Set<string> {
  const { styleBlocks, words } = input;
  const refs = styleBlocks.filter((b) => reference[b.index]);
  const refSets = new Map<number, Set<string>>();
  for (const r of refs) for (const e of r.elements) refSets.set(e, new Set(words[e]));
  const compared = new Map<string, number>();
  const quoted = new Map<string, number>();
  let budget = K.LCS_BUDGET;
  for (const q of styleBlocks) {
    if (reference[q.index] || rejected[q.index]) continue;
    for (const qe of q.elements) {
      // Out of budget: the remaining elements are not compared (nor counted), so the step stays bounded.
      if (budget <= 0) break;
      const qw = words[qe].slice(0, K.LCS_MAX_WORDS);
      if (qw.length < K.QUOTE_MIN_WORDS) continue;
      let isQuote = false;
      let any = false;
      for (const r of refs) {
        if (r.aspect === q.aspect || firstOf(r) >= qe) continue;
        any = true;
        budget--;
        for (const re of r.elements) {
          if (re >= qe || budget <= 0) break;
          // Necessary condition for LCS ≥ ratio·|q|: that many of q's words occur in the reference element.
          const rs = refSets.get(re)!;
          let hits = 0;
          for (const w of qw) if (rs.has(w)) hits++;
          budget -= qw.length;
          if (hits < K.QUOTE_LCS_RATIO * qw.length) continue;
          const rw = words[re].slice(0, K.LCS_MAX_WORDS);
          budget -= qw.length * rw.length;
          if (lcsLength(qw, rw) >= K.QUOTE_LCS_RATIO * qw.length) {
            isQuote = true;
            break;
          }
        }
        if (isQuote) break;
      }
      if (!any) continue;
      compared.set(q.aspect, (compared.get(q.aspect) ?? 0) + 1);
      if (isQuote) quoted.set(q.aspect, (quoted.get(q.aspect) ?? 0) + 1);
    }
  }
  const out = new Set<string>();
  for (const [aspect, n] of quoted) if (n * 2 > compared.get(aspect)!) out.add(aspect);
  return out;
}

export function runSteps(input: StepInput): StepResult {
  const { styleBlocks, ratios, words } = input;
  const n = styleBlocks.length;
  const candidate = new Uint8Array(n);
  const reference = new Uint8Array(n);
  const rejected = new Uint8Array(n);
  const rel = (i: number) => ratios[i].relevance;

  // 2. sure candidates
  for (let i = 0; i < n; i++) if (rel(i) > K.SURE_RATIO) candidate[i] = reference[i] = 1;

  // 3. function blocks
  for (const sb of styleBlocks) {
    if (isFunctionBlock(sb, words)) {
      rejected[sb.index] = 1;
      candidate[sb.index] = reference[sb.index] = 0;
    }
  }

  // 4. quotes
  const quotes = quoteAspects(input, reference, rejected);
  if (quotes.size > 0) {
    for (const sb of styleBlocks) {
      if (quotes.has(sb.aspect)) {
        rejected[sb.index] = 1;
        candidate[sb.index] = reference[sb.index] = 0;
      }
    }
  }

  // 5. rescue dispersed blocks of a reference's aspect (relevance above 0.1 × that reference's)
  const lastRefByAspect = new Map<string, StyleBlock>();
  const nextRef: (StyleBlock | undefined)[] = new Array(n);
  for (let i = n - 1, seen = new Map<string, StyleBlock>(); i >= 0; i--) {
    // style blocks are numbered in order of their first element
    nextRef[i] = seen.get(styleBlocks[i].aspect);
    if (reference[i]) seen.set(styleBlocks[i].aspect, styleBlocks[i]);
  }
  for (const sb of styleBlocks) {
    const i = sb.index;
    if (!candidate[i] && !rejected[i]) {
      for (const r of [lastRefByAspect.get(sb.aspect), nextRef[i]]) {
        if (r && gap(sb, r) <= K.RESCUE_DISTANCE && rel(i) > K.RESCUE_RATIO * rel(r.index)) {
          candidate[i] = 1;
          break;
        }
      }
    }
    if (reference[i]) lastRefByAspect.set(sb.aspect, sb);
  }

  // 6. dispersed candidates
  const d = nearestGaps(styleBlocks, candidate);
  let logSum = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (candidate[i] && Number.isFinite(d[i])) {
      logSum += Math.log(d[i] + 1);
      count++;
    }
  }
  if (count >= 3) {
    const gm = Math.exp(logSum / count);
    for (let i = 0; i < n; i++) {
      if (!candidate[i] || rel(i) > K.DISPERSED_KEEP_RATIO) continue;
      if (d[i] >= K.DISPERSED_MIN_DISTANCE && d[i] + 1 > K.DISPERSED_FACTOR * gm)
        candidate[i] = reference[i] = 0;
    }
  }

  // 7. relevant blocks near the candidates (headers, short lines next to the text)
  const near = nearestGaps(styleBlocks, candidate);
  for (let i = 0; i < n; i++) {
    if (!candidate[i] && !rejected[i] && near[i] <= K.NEAR_DISTANCE && rel(i) > K.NEAR_MIN_RATIO)
      candidate[i] = 1;
  }
  return { candidate, reference, rejected };
}
