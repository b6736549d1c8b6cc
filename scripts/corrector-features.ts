// The features of the learned keep/drop corrector experiment (session 38, helper `lrn1`; not adopted, see
// models/README.md): per block, the second pass's final decision, the CRF's p(o), the block and its
// neighbourhood (kept words before/after, nearest large kept block, div group's kept share, …) and a few page
// facts. Read by scripts/corrector-dump.ts; scripts/corrector-train.ts learns from the dump.
import type { Block, Label } from '../src/blocks/block.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import { type ElementNode, getAttr } from '../src/html/node.js';

export const CORRECTOR_FEATURES = [
  'pO',
  'words',
  'linkShare',
  'inLink',
  'tagP',
  'tagLi',
  'tagH',
  'tagTd',
  'depth',
  'relPos',
  'beforeFirstKept',
  'afterLastKept',
  'keptBefore',
  'keptAfter',
  'distBig',
  'prevKept',
  'nextKept',
  'prevPO',
  'nextPO',
  'groupKeptShare',
  'groupWords',
  'pageWords',
  'pageKeptShare',
  'endsSentence',
  'digitShare',
  'capStart',
  'dated',
  'products',
  'listItems',
  'posts',
  'blocks',
  'wordLength',
  'badClass',
  'goodClass',
  'keptPOMean',
  'runKept',
] as const;

export const CORRECTOR_LOG_FEATURES = [
  'words',
  'keptBefore',
  'keptAfter',
  'distBig',
  'groupWords',
  'pageWords',
  'blocks',
  'runKept',
];

const BAD =
  /comment|related|share|social|nav|menu|footer|sidebar|widget|promo|advert|\bads?\b|newsletter|author|byline|meta|tags?\b|breadcrumb|caption|subscribe|banner|cookie|popup|modal|toolbar|pagination/i;
const GOOD = /article|content|post|entry|body|text|story|main|prose|description/i;

function classHits(node: ElementNode, re: RegExp, depth: number): number {
  let hits = 0;
  let n: ElementNode | null = node;
  for (let d = 0; n && d < depth; d++) {
    const s = `${getAttr(n, 'class') ?? ''} ${getAttr(n, 'id') ?? ''}`;
    if (re.test(s)) hits++;
    n = n.parent?.kind === 'element' ? n.parent : null;
  }
  return hits;
}

const HEADING = /^h[1-6]$/;

/** One row of features per block (CORRECTOR_FEATURES order), plus whether the second pass kept it. */
export function correctorFeatures(
  blocks: readonly Block[],
  labels: readonly Label[],
  post: Float64Array,
  labelNames: readonly string[],
  signals: PageSignals,
): { kept: boolean[]; rows: number[][] } {
  const n = blocks.length;
  const L = labelNames.length;
  const oIndex = labelNames.indexOf('o');
  const pO = (i: number) => post[i * L + oIndex];
  const kept = labels.map((l) => l !== 'o');
  const pageWords = blocks.reduce((s, b) => s + b.words, 0);
  let keptWords = 0;
  let keptPO = 0;
  let keptN = 0;
  const before = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    before[i] = keptWords;
    if (kept[i]) {
      keptWords += blocks[i].words;
      keptPO += pO(i);
      keptN++;
    }
  }
  const first = kept.indexOf(true);
  const last = kept.lastIndexOf(true);
  // Distance in blocks to the nearest kept block of 30+ words.
  const dist = new Array<number>(n).fill(n);
  let lastBig = -1;
  for (let i = 0; i < n; i++) {
    if (kept[i] && blocks[i].words >= 30) lastBig = i;
    if (lastBig >= 0) dist[i] = i - lastBig;
  }
  lastBig = -1;
  for (let i = n - 1; i >= 0; i--) {
    if (kept[i] && blocks[i].words >= 30) lastBig = i;
    if (lastBig >= 0) dist[i] = Math.min(dist[i], lastBig - i);
  }
  // Kept/total words of each div group.
  const groupWords = new Map<number, number>();
  const groupKept = new Map<number, number>();
  blocks.forEach((b, i) => {
    groupWords.set(b.divGroup, (groupWords.get(b.divGroup) ?? 0) + b.words);
    if (kept[i]) groupKept.set(b.divGroup, (groupKept.get(b.divGroup) ?? 0) + b.words);
  });
  // Length of the run of same-decision blocks around each block (in words).
  const run = new Array<number>(n).fill(0);
  for (let i = 0; i < n; ) {
    let j = i;
    let w = 0;
    while (j < n && kept[j] === kept[i]) w += blocks[j++].words;
    for (let k = i; k < j; k++) run[k] = w;
    i = j;
  }
  const rows = blocks.map((b, i) => {
    const own = kept[i] ? b.words : 0;
    const gw = groupWords.get(b.divGroup) ?? 0;
    const gk = (groupKept.get(b.divGroup) ?? 0) - own;
    const digits = (b.text.match(/\p{N}/gu) ?? []).length;
    const letters = (b.text.match(/[\p{L}\p{N}]/gu) ?? []).length;
    return [
      pO(i),
      b.words,
      b.linkWords / Math.max(1, b.words),
      b.inLink ? 1 : 0,
      b.tag === 'p' ? 1 : 0,
      b.tag === 'li' || b.tag === 'dd' || b.tag === 'dt' ? 1 : 0,
      HEADING.test(b.tag) ? 1 : 0,
      b.tag === 'td' || b.tag === 'th' ? 1 : 0,
      b.containers.length,
      n > 1 ? i / (n - 1) : 0,
      first < 0 || i < first ? 1 : 0,
      i > last ? 1 : 0,
      before[i],
      keptWords - before[i] - own,
      Math.min(dist[i], 200),
      i > 0 && kept[i - 1] ? 1 : 0,
      i + 1 < n && kept[i + 1] ? 1 : 0,
      i > 0 ? pO(i - 1) : 1,
      i + 1 < n ? pO(i + 1) : 1,
      gw - b.words > 0 ? gk / (gw - b.words) : kept[i] ? 1 : 0,
      gw,
      pageWords,
      keptWords / Math.max(1, pageWords),
      /[.!?:;"”»)]$/.test(b.text) ? 1 : 0,
      digits / Math.max(1, letters),
      /^\p{Lu}/u.test(b.text) ? 1 : 0,
      signals.dated ? 1 : 0,
      (signals.products ?? 0) > 0 ? 1 : 0,
      (signals.listItems?.length ?? 0) > 0 ? 1 : 0,
      (signals.postTexts?.length ?? 0) > 0 ? 1 : 0,
      n,
      letters / Math.max(1, b.words),
      classHits(b.node, BAD, 8),
      classHits(b.node, GOOD, 8),
      keptN > 0 ? keptPO / keptN : 1,
      run[i],
    ];
  });
  return { kept, rows };
}

// A small gradient-boosted tree model (log loss, Newton leaves, quantile bins), for the experiment only.
export interface GNode {
  f: number;
  t: number;
  l: GNode | number;
  r: GNode | number;
}
export interface Gbdt {
  base: number;
  trees: (GNode | number)[];
}
export const GBDT_RATE = 0.1;
export function gbdtScore(m: Gbdt, x: readonly number[]): number {
  let s = m.base;
  for (const t of m.trees) {
    let n: GNode | number = t;
    while (typeof n !== 'number') n = x[n.f] <= n.t ? n.l : n.r;
    s += GBDT_RATE * n;
  }
  return s;
}
