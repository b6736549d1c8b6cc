// Second-pass settings on the development sets, grouped by site: the CRF's posteriors do not depend on the
// second pass, so each page is parsed and run through the bundled model once, and every variant of the second
// pass (`training.auto` with some keys changed) is then scored from the same posteriors.
//
//   node --max-old-space-size=12000 --import tsx scripts/second-pass-tune.ts [--corpora ../shared/corpora]
//     [--sets wcxb-dev,dragnet,l3s-gn1,readability-tests] [--limit N|SET=N,…] [--scope main]
//     [--variant 'NAME:{"articleMinShare":0}']… [--folds 2] [--pages FILE]
//
// Per variant it prints, for each set, the score on all pages and on each site fold (a hash of the registrable
// domain), and for WCXB dev the score per page type on the pages the bundled model was not trained on (its recipe's). A
// setting is chosen on one fold's pages and reported on the other's. --pages writes every page's score.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadPage } from '../bench/pages.js';
import { type BenchPage, resolveSets } from '../bench/quality-sets.js';
import type { Block } from '../src/blocks/block.js';
import { buildSegments } from '../src/blocks/segments.js';
import { type AutoParams, autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import type { PageSignals } from '../src/clean/page-kind.js';
import { evaluatePairs, type PagePair } from '../src/eval/evaluate.js';
import type { DocumentNode } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { renderCleaneval } from '../src/render/cleaneval.js';
import { kittenLines } from '../src/structure/index.js';
import { analyzeTables } from '../src/structure/tables/index.js';
import { DEV_CORPORA } from '../src/training/convert.js';
import { devEntries, readGate, siteFold, withoutGate } from '../src/training/dev-pages.js';
import { siteOfPage } from '../src/training/page-site.js';
import { parseCorpusCounts, type Recipe, selectPool } from '../src/training/recipe.js';
import { secondPassPage, tunePages } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    sets: { type: 'string', default: 'wcxb-dev,dragnet,l3s-gn1,readability-tests' },
    limit: { type: 'string', default: '0' },
    scope: { type: 'string', default: 'main' },
    variant: { type: 'string', multiple: true },
    folds: { type: 'string', default: '2' },
    pages: { type: 'string' },
    /** Only pages of these WCXB types (comma list), for a quick look at one kind. */
    types: { type: 'string' },
  },
});
const root = values.corpora!;
const scope = values.scope === 'corpus' ? 'corpus' : 'main';
const opts = resolveOptions({ scope, format: scope === 'corpus' ? 'cleaneval' : 'text' });
const model = loadCrfModel(null, scope === 'corpus' ? 'auto-corpus.json' : 'auto.json');
const base = autoParamsOf(model, scope);
const folds = Number(values.folds);
const log = (s: string) => process.stderr.write(`${s}\n`);

/** The pages the bundled model was trained on (its `training.recipe`, as scripts/build-models.ts selects them). */
function trainedPages(): Set<string> {
  const recipe = (model.json.training as { recipe?: { train: string; perSite: number } }).recipe;
  if (!recipe) return new Set();
  const gate = readGate(readFileSync('data/gate-pages.tsv', 'utf8'));
  const entries = withoutGate(
    DEV_CORPORA.flatMap((c) => devEntries(root, c)),
    gate,
  );
  const pool = selectPool(entries, {
    train: parseCorpusCounts(recipe.train),
    perSite: recipe.perSite,
  } as Recipe);
  return new Set(pool.map((e) => `${e.corpus}/${e.name}`));
}

interface Prepared {
  set: string;
  page: BenchPage;
  fold: number;
  trained: boolean;
  url: string | null;
  doc: DocumentNode;
  blocks: Block[];
  post: Float64Array;
  signals: PageSignals;
  tables: ReturnType<typeof analyzeTables>;
}

const trained = trainedPages();
const sets = resolveSets(values.sets!);
const prepared: Prepared[] = [];
const started = Date.now();
for (const set of sets) {
  const pages = tunePages(root, set, values.limit!, values.types);
  for (const page of pages) {
    const bytes = new Uint8Array(loadPage(page.input));
    const front = secondPassPage(bytes, opts);
    if (front === null) continue;
    const { loaded, signals, blocks } = front;
    const site = siteOfPage(root, set.name, `${page.name}.html`, bytes);
    prepared.push({
      set: set.name,
      page,
      fold: siteFold(site, folds),
      trained: trained.has(`${set.name}/${page.name}`),
      url: loaded.url,
      doc: loaded.doc,
      blocks,
      post: blocks.length > 0 ? pagePosteriors(model, blocks, loaded.doc) : new Float64Array(0),
      signals,
      tables: analyzeTables(loaded.doc, opts),
    });
  }
  log(`${set.name}: ${pages.length} pages prepared (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

function outputOf(p: Prepared, params: AutoParams): string {
  if (p.blocks.length === 0) return '';
  const labels = secondPass(p.blocks, p.post, model.labels, params, p.signals);
  const segments = buildSegments(p.blocks, labels);
  if (scope === 'corpus') return renderCleaneval(segments, p.url);
  const lines = kittenLines(segments, p.tables, opts, () => {});
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

const pct = (x: number | undefined) => (x === undefined ? '  -  ' : (100 * x).toFixed(1).padStart(5));

interface SetScore {
  f: number;
  /** Macro precision and recall (the article measures' P/R gap is what article mode tunes). */
  p: number;
  r: number;
  byType?: Record<string, number>;
  /** WCXB: the article pages' macro P/R. */
  article?: { p: number; r: number };
}

function score(set: string, pairs: PagePair[]): SetScore {
  const q = sets.find((s) => s.name === set)!;
  const r = evaluatePairs(pairs, { measure: q.measure, goldFormat: q.goldFormat });
  if (q.measure === 'wcxb') {
    const byType: Record<string, number> = {};
    for (const [t, s] of Object.entries(r.byType ?? {})) byType[t] = s.f;
    const m = r.macro.wcxb!;
    const a = r.byType?.article;
    return { f: m.f, p: m.p, r: m.r, byType, article: a ? { p: a.p, r: a.r } : undefined };
  }
  if (q.measure === 'shingles') return { ...r.macro.article! };
  return { ...r.macro.word!, byType: { seg: r.macro.seg?.f ?? 0 } };
}

const variants = (values.variant ?? ['base:{}']).map((v) => {
  const at = v.indexOf(':');
  return { name: v.slice(0, at), params: { ...base, ...JSON.parse(v.slice(at + 1)) } as AutoParams };
});
const perPage: string[] = ['variant\tset\tpage\ttype\tfold\ttrained\tscore\tp\tr'];
for (const v of variants) {
  const outs = prepared.map((p) => outputOf(p, v.params));
  const lines: string[] = [`== ${v.name} ${JSON.stringify(v.params)}`];
  for (const set of sets) {
    const idx = prepared.map((_, i) => i).filter((i) => prepared[i].set === set.name);
    const pairsOf = (keep: (p: Prepared) => boolean) =>
      idx
        .filter((i) => keep(prepared[i]))
        .map((i) => ({
          name: prepared[i].page.name,
          out: outs[i],
          gold: prepared[i].page.gold,
          type: prepared[i].page.type,
          with: prepared[i].page.with,
          without: prepared[i].page.without,
        }));
    const all = score(
      set.name,
      pairsOf(() => true),
    );
    const byFold = Array.from(
      { length: folds },
      (_, k) =>
        score(
          set.name,
          pairsOf((p) => p.fold === k),
        ).f,
    );
    let line = `${set.name.padEnd(18)} all ${pct(all.f)} (P ${pct(all.p)} R ${pct(all.r)})  folds ${byFold.map(pct).join(' ')}`;
    if (set.name === 'wcxb-dev') {
      const held = score(
        set.name,
        pairsOf((p) => !p.trained),
      );
      line += `\n  types(all)     ${Object.entries(all.byType ?? {})
        .map(([t, f]) => `${t.slice(0, 5)} ${pct(f)}`)
        .join(' ')}`;
      line += `\n  article P/R all ${pct(all.article?.p)} ${pct(all.article?.r)}, not trained ${pct(held.article?.p)} ${pct(held.article?.r)}`;
      line += `\n  not-trained ${pct(held.f)} ${Object.entries(held.byType ?? {})
        .map(([t, f]) => `${t.slice(0, 5)} ${pct(f)}`)
        .join(' ')}`;
    } else if (all.byType) line += `  seg ${pct(all.byType.seg)}`;
    lines.push(line);
    if (values.pages) {
      const q = sets.find((s) => s.name === set.name)!;
      const r = evaluatePairs(
        pairsOf(() => true),
        { measure: q.measure, goldFormat: q.goldFormat },
      );
      const names = idx.map((i) => prepared[i]);
      r.files.forEach((f, k) => {
        const s = f.wcxb ?? f.article ?? f.word ?? { p: 0, r: 0, f: 0 };
        const p = names[k];
        perPage.push(
          `${v.name}\t${set.name}\t${f.name}\t${p.page.type ?? ''}\t${p.fold}\t${p.trained ? 1 : 0}\t${s.f.toFixed(4)}\t${s.p.toFixed(4)}\t${s.r.toFixed(4)}`,
        );
      });
    }
  }
  console.log(lines.join('\n'));
}
if (values.pages) writeFileSync(values.pages, `${perPage.join('\n')}\n`);
