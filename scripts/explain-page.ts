// One page through the main-scope second pass, block by block: the CRF's p(o), the label of the shipped pass
// and of the pass with article mode or listing entries off, whether the block is in the listing's entries,
// and its element path. For reading why a page loses words, not for choosing settings.
//
//   npx tsx scripts/explain-page.ts PAGE.html[.gz] [GOLD.txt] ['{"entries":0}'] > /tmp/page.tsv
// With a gold text, `gold` is the share of the block's words found in the gold (a hint, not an alignment).

import { loadPage } from '../bench/pages.js';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { findEntries } from '../src/clean/entries.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { readGold } from '../src/eval/gold-text.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { getAttr } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { elementPath, secondPassPage } from './second-pass-page.js';

const args = process.argv.slice(2);
const file = args[0];
const goldFile = args.find((a, k) => k > 0 && !a.startsWith('{'));
const extra = args.find((a) => a.startsWith('{'));
const goldWords = new Set(goldFile ? wcxbTokens(readGold(goldFile)) : []);
if (!file) throw new Error('usage: explain-page.ts PAGE.html[.gz] [params JSON]');
const opts = resolveOptions({ scope: 'main', format: 'text' });
const front = secondPassPage(new Uint8Array(loadPage(file)), opts);
if (front === null) throw new Error('page not loaded (binary, sitemap or too large)');
const { loaded, signals, blocks } = front;
// KITTEN_MODEL: another model's CRF (a CV fold's, for a page of that fold), with the shipped second pass.
const shippedModel = loadCrfModel(null, 'auto.json');
const model = process.env.KITTEN_MODEL ? loadCrfModel(process.env.KITTEN_MODEL, 'auto.json') : shippedModel;
const base = {
  ...autoParamsOf(shippedModel, 'main'),
  ...(extra ? JSON.parse(extra) : {}),
};
const post = pagePosteriors(model, blocks, loaded.doc);
const oIndex = model.labels.indexOf('o');
const shipped = secondPass(blocks, post, model.labels, base, signals);
const noArticle = secondPass(blocks, post, model.labels, { ...base, article: 0 }, signals);
const noEntries = secondPass(blocks, post, model.labels, { ...base, entries: 0 }, signals);
const run = findEntries(blocks, base);
const entries = run?.inside ?? null;
if (run)
  console.error(
    `run: ${run.entries} entries, ${run.words} of ${run.pageWords} words, first ${run.roots[0].name}.${getAttr(run.roots[0], 'class') ?? ''}`,
  );

const region = articleRegionOf(blocks, base, base.articleHidden ? hiddenBlocks(blocks) : null);
if (region) {
  const inside = blocks.filter((_, i) => region.inside[i]);
  console.error(
    `article region: ${elementPath(region.top, 6, 20)}, blocks ${blocks.findIndex((_, i) => region.inside[i])}..${blocks.length - 1 - [...region.inside].reverse().indexOf(1)}, ${inside.reduce((s, b) => s + b.words, 0)} words`,
  );
} else console.error('article region: none');

console.log('i\tpO\tlabel\tnoArt\tnoEnt\tentry\tgold\twords\tpath\ttext');
blocks.forEach((b, i) => {
  console.log(
    [
      i,
      post[i * model.labels.length + oIndex].toFixed(2),
      shipped[i],
      noArticle[i],
      noEntries[i],
      entries?.[i] ?? '-',
      goldFile
        ? (
            wcxbTokens(b.text).filter((t) => goldWords.has(t)).length / Math.max(1, wcxbTokens(b.text).length)
          ).toFixed(1)
        : '-',
      b.words,
      elementPath(b.node, 6, 20),
      b.text.slice(0, 80),
    ].join('\t'),
  );
});
