// The contenders of the quality benchmark. Kitten configurations are data: `NAME:{"clean":"auto",…}` (the
// library's option names), so a new option such as `scope` is benchmarked by passing it, with no code change.
// Peers: Readability.js + jsdom, and Defuddle + jsdom when the package is installed (quality-peers.mjs).
import type { Metadata } from '../src/eval/metadata-score.js';
import { htmlMainText } from '../src/eval/text-formats.js';
import { extract } from '../src/index.js';
import { setMainColumnModel } from '../src/ml/crf/main-column.js';
import { resolveOptions, type Scope } from '../src/options.js';
import { loadPeer } from './quality-peers.mjs';
import type { Want } from './quality-sets.js';

export interface PageOut {
  text: string;
  /** Title, author and date when the contender gives them (wanted for `json` sets). */
  meta?: Metadata;
}

/** Where a page is run: its set's scope, and its site's fold when Kitten is cross-validated (else null). */
export interface PageContext {
  scope: Scope;
  fold: number | null;
}

export interface QualityContender {
  name: string;
  label: string;
  run(bytes: Buffer, want: Want, at?: PageContext): Promise<PageOut>;
}

/**
 * Cross-validation fold models by scope, indexed by fold (scoring copies, see src/training/cv-scoring.ts), and
 * for the corpus scope the main models whose p(o) its CRF reads (`mainColumn`, by fold: out of fold too).
 */
export interface FoldModels {
  main?: string[];
  corpus?: string[];
  mainColumn?: string[];
}

/** Metadata from a Kitten `-f json` output; fields the format does not have yet are null. */
function kittenMeta(json: string): Metadata {
  const o = JSON.parse(json) as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x : null);
  return { title: s(o.title), author: s(o.author), date: s(o.date) };
}

/**
 * `NAME:JSON` → a Kitten contender running `extract(bytes, {scope, ...JSON, format})`; the scope is the set's
 * unless JSON names one, the format the set's (`cleaneval`, `text`, or `json` whose text and metadata are
 * read). With `folds`, a page of fold k is run with fold k's model of its scope (a scope without fold models:
 * the shipped model). The options are validated here, so a misspelt option fails before any page is run.
 */
export function kittenContender(spec: string, folds: FoldModels | null = null): QualityContender {
  const i = spec.indexOf(':');
  if (i <= 0) throw new Error(`--kitten ${JSON.stringify(spec)}: expected NAME:{"option":value,…}`);
  const name = spec.slice(0, i);
  let options: Record<string, unknown>;
  try {
    options = JSON.parse(spec.slice(i + 1));
  } catch (e) {
    throw new Error(`--kitten ${name}: options are not JSON (${(e as Error).message})`);
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new Error(`--kitten ${name}: options must be a JSON object`);
  resolveOptions({ ...options, format: 'text' });
  return {
    name,
    label: `kitten ${JSON.stringify(options)}${folds ? ', fold models' : ''}`,
    run: async (bytes, want, at = { scope: 'main', fold: null }) => {
      const scope = (options.scope as Scope | undefined) ?? at.scope;
      const k = at.fold;
      const model = k === null ? undefined : folds?.[scope]?.[k];
      const mainColumn = k === null || scope !== 'corpus' ? undefined : folds?.mainColumn?.[k];
      setMainColumnModel(mainColumn ? () => mainColumn : null);
      const r = extract(bytes, { scope, ...options, ...(model ? { model } : {}), format: want });
      if (r.status !== 'ok') return { text: '' };
      if (want === 'json') return { text: r.text, meta: kittenMeta(r.output) };
      return { text: r.output };
    },
  };
}

/** A peer's article HTML as the set wants it: CleanEval segments (read by Kitten with `-c none`) or text. */
export function fromArticleHtml(html: string, want: Want): string {
  if (want !== 'cleaneval') return htmlMainText(html);
  // Each paragraph-level element of the article a segment: `<h>` under h1–h6, `<l>` under list items, else `<p>`.
  const r = extract(html, { clean: 'none', format: 'cleaneval' });
  return r.status === 'ok' ? r.output : '';
}

export { PEER_NAMES } from './quality-peers.mjs';

/** A peer (quality-peers.mjs) run in this process, or null when its package is not installed. */
export async function peerContender(name: string): Promise<QualityContender | null> {
  const peer = await loadPeer(name);
  if (!peer) return null;
  return {
    name: peer.name,
    label: peer.label,
    run: async (bytes, want) => {
      const { html, meta } = await peer.article(bytes);
      if (html === null) return { text: '' };
      return { text: fromArticleHtml(html, want), ...(meta ? { meta } : {}) };
    },
  };
}
