// Which class/id words sit above the words Kitten keeps on article pages but the gold leaves out: for every
// class/id token on the ancestors of a kept block, the kept words under it found / not found in the gold,
// per site fold. For reading where precision goes, not for choosing settings.
//
//   npx tsx scripts/leak-tokens.ts --sets dragnet,l3s-gn1,readability-tests,wcxb-dev --types article [--limit N]
import { parseArgs } from 'node:util';
import { loadPage } from '../bench/pages.js';
import { loadSetPages, resolveSets } from '../bench/quality-sets.js';
import { autoParamsOf, pagePosteriors, secondPass } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { goldMainText } from '../src/eval/text-formats.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { getAttr } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { siteFold } from '../src/training/dev-pages.js';
import { siteOfPage } from '../src/training/page-site.js';
import { secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    sets: { type: 'string', default: 'dragnet,l3s-gn1,readability-tests,wcxb-dev' },
    limit: { type: 'string', default: '0' },
    types: { type: 'string' },
    params: { type: 'string', default: '{}' },
    lines: { type: 'string' },
  },
});
const root = values.corpora!;
const opts = resolveOptions({ scope: 'main', format: 'text' });
const model = loadCrfModel(null, 'auto.json');
const params = { ...autoParamsOf(model, 'main'), ...JSON.parse(values.params!) };
// token → [fold0 in, fold0 out, fold1 in, fold1 out]
const tally = new Map<string, number[]>();
const lines: string[] = [];
for (const set of resolveSets(values.sets!)) {
  let pages = loadSetPages(root, set, Number(values.limit) || null);
  if (values.types && set.name === 'wcxb-dev') pages = pages.filter((p) => p.type === values.types);
  for (const page of pages) {
    const bytes = new Uint8Array(loadPage(page.input));
    const front = secondPassPage(bytes, opts);
    if (front === null) continue;
    const { loaded, signals, blocks } = front;
    if (blocks.length === 0) continue;
    const fold = siteFold(siteOfPage(root, set.name, `${page.name}.html`, bytes), 2);
    const gold = new Set(wcxbTokens(goldMainText(page.gold, set.goldFormat)));
    const out = secondPass(blocks, pagePosteriors(model, blocks, loaded.doc), model.labels, params, signals);
    for (let i = 0; i < blocks.length; i++) {
      if (out[i] === 'o') continue;
      const ws = wcxbTokens(blocks[i].text);
      const inGold = ws.filter((w) => gold.has(w)).length;
      const outGold = ws.length - inGold;
      const seen = new Set<string>();
      const path: string[] = [];
      for (let e = blocks[i].node, d = 0; e && e.kind === 'element' && d < 12; d++) {
        const s = `${getAttr(e, 'class') ?? ''} ${getAttr(e, 'id') ?? ''}`.slice(0, 300);
        if (d < 5) path.push(`${e.name}${s.trim() ? `.${s.trim().replace(/\s+/g, '.')}` : ''}`);
        for (const t of s.toLowerCase().split(/[^a-z]+/)) if (t.length > 2) seen.add(t);
        seen.add(`<${e.name}>`);
        e = e.parent?.kind === 'element' ? e.parent : (null as never);
      }
      for (const t of seen) {
        const row = tally.get(t) ?? [0, 0, 0, 0];
        row[2 * fold] += inGold;
        row[2 * fold + 1] += outGold;
        tally.set(t, row);
      }
      if (outGold >= 0.7 * ws.length && ws.length > 0)
        lines.push(
          `${set.name}\t${page.name}\t${ws.length}\t${blocks[i].text.slice(0, 80)}\t${path.join(' < ')}`,
        );
    }
  }
  process.stderr.write(`${set.name} done\n`);
}
const rows = [...tally]
  .filter(([, r]) => r[1] + r[3] >= 100)
  .sort((a, b) => b[1][1] + b[1][3] - (a[1][1] + a[1][3]));
for (const [t, r] of rows.slice(0, 150))
  console.log(
    `${t.padEnd(22)} out ${String(r[1] + r[3]).padStart(6)} in ${String(r[0] + r[2]).padStart(7)}  out-share f0 ${(r[1] / Math.max(1, r[0] + r[1])).toFixed(2)} f1 ${(r[3] / Math.max(1, r[2] + r[3])).toFixed(2)}`,
  );
if (values.lines) (await import('node:fs')).writeFileSync(values.lines, `${lines.join('\n')}\n`);
