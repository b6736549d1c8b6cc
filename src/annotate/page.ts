// One page as the annotation tool needs it: the blocks and model labels exactly as `kitten extract -f victor`
// gives them (same pipeline, same options), the model's uncertainty from the CRF marginals, which blocks the
// page hides, and its style sheets for the frame.
import type { Block, Label } from '../blocks/block.js';
import { BUNDLED_AUTO_MODEL, pagePosteriors } from '../clean/auto.js';
import { BUNDLED_CRF_MODEL, loadCrfModel } from '../clean/crf.js';
import { type DocumentNode, type ElementNode, findAll, getAttr, type ParentNode } from '../html/node.js';
import { rootOf } from '../html/tree-order.js';
import { hasBundledModel } from '../ml/bundled-models.js';
import type { Options } from '../options.js';
import { extractPage, loadPage } from '../pipeline.js';

/** A page's bytes and the facts that travel with them (from a WARC record or a file). */
export interface PageSource {
  bytes: Uint8Array;
  url: string | null;
  transportEncoding: string | null;
}

export interface AnalysedPage {
  blocks: Block[];
  modelLabels: Label[];
  /** Per block, the entropy of the model's marginal label distribution, 0 (sure) .. 1 (uniform). */
  entropy: number[];
  /** Mean block entropy: the page's place in the active-learning queue (most uncertain first). */
  uncertainty: number;
  /** Blocks the page does not show (in `head`, or under `hidden`, `display:none`, `visibility:hidden`). */
  hidden: boolean[];
  doc: DocumentNode | null;
  styleSheets: string[];
  title: string | null;
  url: string | null;
}

export type AnalyseResult = { ok: true; page: AnalysedPage } | { ok: false; reason: string; message: string };

export function analysePage(src: PageSource, opts: Options): AnalyseResult {
  const o: Options = { ...opts, format: 'victor' };
  let r: ReturnType<typeof extractPage>;
  try {
    r = extractPage(src, o);
  } catch (e) {
    return { ok: false, reason: 'extract-failed', message: (e as Error).message };
  }
  if (r.status !== 'ok') return { ok: false, reason: r.reason, message: r.message };
  const doc = r.blocks.length > 0 ? documentOf(r.blocks[0]) : null;
  const entropy = blockEntropies(r.blocks, doc, o);
  const uncertainty = entropy.length ? entropy.reduce((a, b) => a + b, 0) / entropy.length : 0;
  return {
    ok: true,
    page: {
      blocks: r.blocks,
      modelLabels: r.labels,
      entropy,
      uncertainty,
      hidden: hiddenBlocks(r.blocks),
      doc,
      styleSheets: styleSheetsOf(src, o),
      title: r.title,
      url: r.url,
    },
  };
}

function documentOf(b: Block): DocumentNode | null {
  const root = rootOf(b.node);
  return root.kind === 'document' ? root : null;
}

/** The CRF the cleaner uses (the auto cleaner's bundled model unless `--model`), as `labelAuto` loads it. */
function cleanerModel(opts: Options) {
  if (opts.clean === 'crf') return loadCrfModel(opts.model, BUNDLED_CRF_MODEL);
  const bundled = hasBundledModel(BUNDLED_AUTO_MODEL) ? BUNDLED_AUTO_MODEL : BUNDLED_CRF_MODEL;
  return loadCrfModel(opts.model, bundled);
}

/** Normalized entropy of each block's marginals; zeros when the cleaner has no CRF (kimatu, none). */
function blockEntropies(blocks: readonly Block[], doc: DocumentNode | null, opts: Options): number[] {
  if (!doc || blocks.length === 0 || (opts.clean !== 'auto' && opts.clean !== 'crf'))
    return blocks.map(() => 0);
  const model = cleanerModel(opts);
  const post = pagePosteriors(model, blocks, doc);
  const L = model.labels.length;
  const norm = Math.log(L);
  const out = new Array<number>(blocks.length);
  for (let i = 0; i < blocks.length; i++) {
    let h = 0;
    for (let k = 0; k < L; k++) {
      const p = post[i * L + k];
      if (p > 0) h -= p * Math.log(p);
    }
    out[i] = norm > 0 ? h / norm : 0;
  }
  return out;
}

const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;

function hides(el: ElementNode): boolean {
  if (el.name === 'head' || getAttr(el, 'hidden') !== undefined) return true;
  const style = getAttr(el, 'style');
  return style !== undefined && HIDING_STYLE.test(style);
}

/** Whether each block sits under an element that hides it (memoized per element: one walk up per element). */
function hiddenBlocks(blocks: readonly Block[]): boolean[] {
  const memo = new Map<ParentNode, boolean>();
  const isHidden = (start: ElementNode): boolean => {
    const path: ParentNode[] = [];
    let n: ParentNode | null = start;
    let answer = false;
    while (n) {
      const known = memo.get(n);
      if (known !== undefined) {
        answer = known;
        break;
      }
      path.push(n);
      if (n.kind === 'element' && hides(n)) {
        answer = true;
        break;
      }
      n = n.parent;
    }
    for (const p of path) memo.set(p, answer);
    return answer;
  };
  return blocks.map((b) => isHidden(b.node));
}

/** The page's `<style>` texts (preclean drops them from the tree the blocks come from). */
function styleSheetsOf(src: PageSource, opts: Options): string[] {
  try {
    const page = loadPage(src, opts, { preclean: false });
    if (page.status !== 'ok') return [];
    const styles = findAll(page.doc, new Set(['style']));
    return styles.map((s) => s.children.map((c) => (c.kind === 'text' ? c.value : '')).join(''));
  } catch {
    return []; // the page shows unstyled
  }
}
