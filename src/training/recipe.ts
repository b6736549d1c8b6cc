// A training recipe: which development pages a model learns from (pages per corpus after a per-site cap,
// corpus weights) and how (feature set, C, iterations). One recipe drives both the grouped cross-validation
// (scripts/cv.ts) and the shipped model's build (scripts/build-models.ts), so the figures are the recipe's.
import { type CorpusName, DEV_CORPORA } from './convert.js';
import { capPerSite, type DevEntry, evenSpread } from './dev-pages.js';

export interface Recipe {
  /** Pages taken per corpus (spread evenly after the per-site cap); Infinity = all. Order is kept. */
  train: Map<CorpusName, number>;
  /** Training weight of a corpus's pages (default 1). */
  weights: Map<CorpusName, number>;
  /** At most this many pages of one site. */
  perSite: number;
  /** At most this many pages of one WCXB page type (spread evenly within the type), before the corpus count:
   * the rarer types (product, listing, collection) get a larger share of the pool. Default: no cap. */
  perType?: number;
  features: string;
  c: number;
  iterations: number;
}

/** `cleaneval-dev=all,wcxb-dev=300` → corpus → number (`all` or a bare name: Infinity). */
export function parseCorpusCounts(spec: string, what = 'corpus list'): Map<CorpusName, number> {
  const out = new Map<CorpusName, number>();
  for (const part of spec.split(',').filter(Boolean)) {
    const [name, n] = part.split('=');
    if (!(DEV_CORPORA as readonly string[]).includes(name))
      throw new Error(
        `${what}: unknown corpus ${JSON.stringify(name)} (expected one of ${DEV_CORPORA.join(', ')})`,
      );
    const value = n === undefined || n === 'all' ? Number.POSITIVE_INFINITY : Number(n);
    if (!(value >= 0)) throw new Error(`${what}: ${JSON.stringify(part)} is not corpus=N, corpus=all`);
    out.set(name as CorpusName, value);
  }
  return out;
}

export function formatCorpusCounts(m: ReadonlyMap<CorpusName, number>): string {
  return [...m].map(([c, n]) => `${c}=${Number.isFinite(n) ? n : 'all'}`).join(',');
}

/** The recipe's training pages among `entries` (gate pages already left out), in the recipe's corpus order. */
export function selectPool(entries: readonly DevEntry[], recipe: Recipe): DevEntry[] {
  const pool: DevEntry[] = [];
  for (const [corpus, n] of recipe.train)
    pool.push(
      ...evenSpread(
        capPerType(
          capPerSite(
            entries.filter((e) => e.corpus === corpus),
            recipe.perSite,
          ),
          recipe.perType ?? Number.POSITIVE_INFINITY,
        ),
        n,
      ),
    );
  return pool;
}

/** At most `cap` entries of each page type (untyped entries count as one type), spread evenly, order kept. */
export function capPerType(entries: readonly DevEntry[], cap: number): DevEntry[] {
  if (!Number.isFinite(cap)) return [...entries];
  const byType = new Map<string, DevEntry[]>();
  for (const e of entries) {
    const key = e.type ?? '';
    const list = byType.get(key);
    if (list) list.push(e);
    else byType.set(key, [e]);
  }
  const kept = new Set<DevEntry>();
  for (const list of byType.values()) for (const e of evenSpread(list, cap)) kept.add(e);
  return entries.filter((e) => kept.has(e));
}

/** One line for a model's `training.data`: pages per corpus, cap and weights. */
export function describePool(pool: readonly DevEntry[], recipe: Recipe): string {
  const parts = [...recipe.train.keys()].map((c) => {
    const w = recipe.weights.get(c);
    return `${c} ${pool.filter((e) => e.corpus === c).length}${w !== undefined && w !== 1 ? ` (weight ${w})` : ''}`;
  });
  const perType = Number.isFinite(recipe.perType ?? Number.POSITIVE_INFINITY)
    ? `, at most ${recipe.perType} pages per WCXB type`
    : '';
  return `${parts.join(', ')}; at most ${recipe.perSite} pages per site${perType}, spread evenly; gate pages and sites left out`;
}
