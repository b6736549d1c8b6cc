// Where the precision of WCXB's mid-scoring article pages goes, block by block (for classifying losses by
// cause, not for choosing settings): for each article page scoring between --min and --max word F1 in a cv.ts
// pages file, the output lines (of a cv.ts --outputs directory) holding few words of the gold's word multiset,
// matched back to the page's blocks, with their element path, class/id words, link share and place relative to
// the article region and to the gold lines of the output. One TSV row per leaking block.
//
//   npx tsx scripts/article-spread.ts --pages /tmp/s25final.json --outputs /tmp/s25finalout > /tmp/spread.tsv
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadPage } from '../bench/pages.js';
import { articleRegionOf } from '../src/clean/article/mode.js';
import { autoParamsOf } from '../src/clean/auto.js';
import { loadCrfModel } from '../src/clean/crf.js';
import { hiddenBlocks } from '../src/clean/hidden.js';
import { readGold } from '../src/eval/gold-text.js';
import { wcxbTokens } from '../src/eval/wcxb.js';
import { type ElementNode, getAttr } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { blockOfLine, goldLineShares, goldPlaces } from './gold-lines.js';
import { elementPath, secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    pages: { type: 'string' },
    outputs: { type: 'string' },
    min: { type: 'string', default: '0.6' },
    max: { type: 'string', default: '0.98' },
    share: { type: 'string', default: '0.3' },
  },
});
if (!values.pages || !values.outputs)
  throw new Error('usage: article-spread.ts --pages F.json --outputs DIR');
interface Row {
  corpus: string;
  name: string;
  type?: string;
  wcxb: { f: number };
}
const rows = (JSON.parse(readFileSync(values.pages, 'utf8')) as Row[]).filter(
  (r) =>
    r.corpus === 'wcxb-dev' && r.type === 'article' && r.wcxb.f >= +values.min && r.wcxb.f <= +values.max,
);
const root = join(values.corpora, 'wcxb-dev');
const opts = resolveOptions({ scope: 'main', format: 'text' });
const model = loadCrfModel(null, 'auto.json');
const params = autoParamsOf(model, 'main');

function idWords(e: ElementNode): string {
  return `${getAttr(e, 'class') ?? ''} ${getAttr(e, 'id') ?? ''}`.trim().replace(/\s+/g, ' ');
}
function ancestorWords(e: ElementNode): string {
  const out: string[] = [];
  for (let n: ElementNode | null = e; n; n = n.parent?.kind === 'element' ? n.parent : null) {
    const w = idWords(n);
    if (w) out.push(`${n.name}[${w.slice(0, 40)}]`);
    if (out.length >= 6) break;
  }
  return out.join(' < ');
}

console.log(
  [
    'page',
    'f',
    'line',
    'lines',
    'where',
    'region',
    'inGold',
    'words',
    'linkShare',
    'tag',
    'path',
    'attrs',
    'text',
  ].join('\t'),
);
for (const r of rows) {
  const out = readFileSync(join(values.outputs, 'wcxb-dev', `${r.name}.txt`), 'utf8');
  const gold = wcxbTokens(readGold(join(root, 'gold', `${r.name}.txt`)));
  const lines = out.split('\n').filter((l) => l.trim());
  const shares = goldLineShares(lines, gold, wcxbTokens);
  const places = goldPlaces(shares);
  const front = secondPassPage(new Uint8Array(loadPage(join(root, 'input', `${r.name}.html.gz`))), opts);
  if (!front) continue;
  const { blocks } = front;
  const region = articleRegionOf(blocks, params, params.articleHidden ? hiddenBlocks(blocks) : null);
  let from = 0;
  lines.forEach((line, k) => {
    if (shares[k] >= +values.share) return;
    const where = places[k];
    // the blocks of the line: the block whose text opens the line, and the following ones
    const norm = line.replace(/\s+/g, ' ').trim();
    const i = blockOfLine(blocks, norm, from);
    const t = wcxbTokens(line);
    if (i < 0) {
      console.log(
        [
          r.name,
          r.wcxb.f.toFixed(3),
          k,
          lines.length,
          where,
          '?',
          shares[k].toFixed(2),
          t.length,
          '',
          '',
          '',
          '',
          norm.slice(0, 120),
        ].join('\t'),
      );
      return;
    }
    from = i + 1;
    let links = 0;
    let words = 0;
    for (let j = i; j < blocks.length && words < t.length; j++) {
      words += blocks[j].words;
      links += blocks[j].linkWords;
    }
    const b = blocks[i];
    console.log(
      [
        r.name,
        r.wcxb.f.toFixed(3),
        k,
        lines.length,
        where,
        region ? (region.inside[i] ? 'in' : 'out') : 'none',
        shares[k].toFixed(2),
        t.length,
        (links / Math.max(1, words)).toFixed(2),
        b.tag,
        elementPath(b.node, 5, 16),
        ancestorWords(b.node),
        norm.slice(0, 120),
      ].join('\t'),
    );
  });
}
