// What the article pages' kept text the gold lacks is, in the markup, summed over pages (for choosing a cause to
// attack, not for tuning): for each article page of a cv.ts pages file (WCXB's article type, Dragnet, L3S-GN1,
// the Readability tests), the output lines (of a cv.ts --outputs directory) less than --share of whose word
// 4-grams the gold holds, matched back to the page's blocks and put in a kind by the block's own tag and the
// class/id words of its nearest named ancestors (figcaption, date, byline, share bar, tags, related list, …).
// Prints the kinds ranked by lost words with their pages and sites and the kept words of the kind the gold holds, then (--rows) one TSV row per leaking line.
//
//   npx tsx scripts/article-leak-kinds.ts --pages /tmp/s27final.json --outputs /tmp/s27finalout \
//     --corpora ../shared/corpora --sets wcxb-dev,dragnet,l3s-gn1 [--min 0.6] [--rows /tmp/leaks.tsv]
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Block } from '../src/blocks/block.js';
import { readGold } from '../src/eval/gold-text.js';
import { shingleTokens } from '../src/eval/shingles.js';
import { goldMainText } from '../src/eval/text-formats.js';
import { type ElementNode, getAttr } from '../src/html/node.js';
import { resolveOptions } from '../src/options.js';
import { cvEntries } from '../src/training/cv-scoring.js';
import { GOLD_FORMAT } from '../src/training/dev-pages.js';
import { readPageBytes } from '../src/training/table-dataset.js';
import { blockOfLine, GOLD_LINE, goldLineShares, goldPlaces } from './gold-lines.js';
import { elementPath, secondPassPage } from './second-pass-page.js';

const { values } = parseArgs({
  options: {
    corpora: { type: 'string', default: '../shared/corpora' },
    pages: { type: 'string' },
    outputs: { type: 'string' },
    sets: { type: 'string', default: 'wcxb-dev,dragnet,l3s-gn1' },
    min: { type: 'string', default: '0' },
    max: { type: 'string', default: '1' },
    /** The WCXB page type to read (other sets are read whole); a type other than article also sorts its lines by
     * the kinds landing pages have (testimonials, logos, pricing, FAQ, contact, team, blog teasers). */
    type: { type: 'string', default: 'article' },
    share: { type: 'string', default: '0.3' },
    rows: { type: 'string' },
    /** Write every output line to --rows, not only the leaking ones. */
    every: { type: 'boolean', default: false },
  },
});
if (!values.pages || !values.outputs)
  throw new Error('usage: article-leak-kinds.ts --pages F.json --outputs DIR');
const root = values.corpora!;
const sets = new Set(values.sets!.split(','));
interface Row {
  corpus: string;
  name: string;
  type?: string;
  wcxb?: { f: number };
  article?: { f: number };
}
const rows = (JSON.parse(readFileSync(values.pages, 'utf8')) as Row[]).filter((r) => {
  if (!sets.has(r.corpus) || (r.corpus === 'wcxb-dev' && r.type !== values.type)) return false;
  const f = r.wcxb?.f ?? r.article?.f ?? 0;
  return f >= +values.min! && f <= +values.max!;
});
const { entries } = cvEntries(root, readFileSync('data/gate-pages.tsv', 'utf8'));
const opts = resolveOptions({ scope: 'main', format: 'text' });

/** Kinds by the class/id words or tag of the block's element and its ancestors, nearest first; first match wins. */
const KINDS: [string, RegExp][] = [
  [
    'caption',
    /^(figcaption|caption|wp caption text|credit|credits|photo credit|image credit|attribution)$|caption|credit/,
  ],
  [
    'date',
    /^(time|date|dateline|published|updated|timestamp|pubdate|posted on|entry date|post date)$|date|time(stamp)?$/,
  ],
  [
    'byline',
    /^(byline|author|authors|by|bio|author bio|profile|contributor|writer|posted by|vcard|avatar)$|author|byline|contributor/,
  ],
  ['share', /share|sharing|social|sociable|addthis|sharethis|shareaholic|print|email/],
  [
    'tags',
    /^(tags?|tag list|tag links|categories|category|cat links|topics?|labels?|keywords?|post tags|entry tags)$|tags?$|categor/,
  ],
  ['newsletter', /newsletter|subscribe|subscription|signup|sign up|optin|opt in|mailchimp|mc4wp|inline form/],
  [
    'related',
    /related|recommend|more stories|more from|read more|readmore|also|popular|trending|teaser|outbrain|taboola|next post|prev|pagination|post nav|nav links/,
  ],
  ['breadcrumb', /breadcrumb|crumbs/],
  ['toc', /^toc$|table of contents|ez toc|lwptoc|toc /],
  ['comments', /comment|disqus|respond|reply|discussion/],
  [
    'ad/sponsor',
    /^(ad|ads|advert|advertisement|sponsor|sponsored|affiliate|disclosure|disclaimer|promo|promotion)$|advert|sponsor|affiliate|disclos|disclaim/,
  ],
  ['cta/button', /^(cta|ctas|btn|button|buttons)$|call to action/],
  ['meta', /^(meta|entry meta|post meta|article meta|postmetadata|info|details)$|meta$/],
  ['nav/menu', /^(nav|menu|navbar|navigation)$|menu|navigation/],
  ['sidebar/widget', /^(aside|sidebar|widget|rail)$|sidebar|widget/],
  ['footer', /^footer$|footer/],
  ['header', /^header$|header|masthead/],
];
/** Landing-page sections, tried before KINDS when --type is not article. */
const LANDING_KINDS: [string, RegExp][] = [
  ['testimonial/quote', /testimonial|quote|review|blockquote|customer stor|success stor/],
  ['logos', /logo|client|partner|brand|trusted/],
  ['pricing/plan', /pric|plan|tier|package/],
  ['faq/accordion', /faq|accordion|question|collaps|toggle/],
  ['contact/address', /contact|address|location|phone|hours|map/],
  ['team', /team|staff|people|member/],
  ['blog/news teaser', /blog|news|post|article|insight|resource|latest/],
  ['cta band', /cta|call to action|banner|get started|demo/],
  ['card/tab/slider', /card|tab|slider|carousel|swiper|slick|grid|tile/],
  ['stats', /stat|counter|number/],
];
if (values.type !== 'article') KINDS.unshift(...LANDING_KINDS);
const TAG_KINDS: Record<string, string> = {
  figcaption: 'caption',
  time: 'date',
  nav: 'nav/menu',
  aside: 'sidebar/widget',
  footer: 'footer',
  header: 'header',
};

function words(e: ElementNode): string[] {
  const raw = `${getAttr(e, 'class') ?? ''} ${getAttr(e, 'id') ?? ''} ${getAttr(e, 'itemprop') ?? ''} ${getAttr(e, 'rel') ?? ''}`;
  return raw
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);
}
function kindOf(b: Block): { kind: string; by: string } {
  let depth = 0;
  for (
    let n: ElementNode | null = b.node;
    n && depth < 12;
    n = n.parent?.kind === 'element' ? n.parent : null, depth++
  ) {
    if (n.name === 'body' || n.name === 'html') break;
    if (TAG_KINDS[n.name]) return { kind: TAG_KINDS[n.name], by: `<${n.name}>` };
    for (const cls of words(n)) {
      // WordPress's post classes (category-travel, tag-food, author-jane) name the post, not a part of it
      if (/^(category|tag|post|type|format|status|author|glossary-category)[-_]/.test(cls)) continue;
      if (
        /^(elementor|wp block|fl|et pb|vc|kg|wpb)[-_ ]/.test(cls.replace(/[-_]+/g, ' ')) &&
        /widget|module|block|column|row|section|container/.test(cls)
      )
        continue;
      const spaced = cls.replace(/[-_]+/g, ' ');
      for (const [kind, re] of KINDS) if (re.test(spaced)) return { kind, by: `${n.name}.${cls}` };
    }
  }
  if (/^h[1-6]$/.test(b.tag)) return { kind: 'heading', by: b.tag };
  if (b.linkWords >= 0.5 * b.words) return { kind: 'links (unnamed)', by: b.tag };
  if (b.tag === 'li') return { kind: 'list item (unnamed)', by: b.tag };
  if (b.tag === 'td' || b.tag === 'th') return { kind: 'table cell', by: b.tag };
  return { kind: b.words >= 10 ? 'text (unnamed)' : 'short line (unnamed)', by: b.tag };
}

interface Sum {
  words: number;
  /** Kept words of the kind on lines the gold holds (70 % of their 4-grams), for weighing a kind's leaks. */
  gold: number;
  pages: Set<string>;
  sites: Set<string>;
  byCorpus: Map<string, number>;
  examples: Map<string, number>;
}
const sums = new Map<string, Sum>();
const tsv: string[] = ['corpus\tpage\tf\twhere\tshare\twords\tkind\tby\tpath\ttext\ttag'];
let total = 0;
for (const r of rows) {
  const e = entries.find((x) => x.corpus === r.corpus && x.name === r.name);
  if (!e) continue;
  let out = '';
  try {
    out = readFileSync(join(values.outputs, e.corpus, `${e.name}.txt`), 'utf8');
  } catch {
    continue;
  }
  const gold = shingleTokens(
    goldMainText(
      readGold(join(root, e.corpus, 'gold', e.gold)),
      GOLD_FORMAT[e.corpus as keyof typeof GOLD_FORMAT],
    ),
  );
  const lines = out.split('\n').filter((l) => l.trim());
  const shares = goldLineShares(lines, gold, shingleTokens);
  const places = goldPlaces(shares);
  const front = secondPassPage(new Uint8Array(readPageBytes(root, e.corpus, e.input)), opts);
  if (!front) continue;
  const { blocks } = front;
  let from = 0;
  lines.forEach((line, k) => {
    const leak = shares[k] < +values.share!;
    const where = places[k];
    const norm = line.replace(/\s+/g, ' ').trim();
    const i = blockOfLine(blocks, norm, from);
    const n = shingleTokens(line).length;
    if (leak) total += n;
    const { kind, by } = i < 0 ? { kind: '? (no block)', by: '' } : kindOf(blocks[i]);
    if (i >= 0) from = i + 1;
    const s = sums.get(kind) ?? {
      words: 0,
      gold: 0,
      pages: new Set(),
      sites: new Set(),
      byCorpus: new Map(),
      examples: new Map(),
    };
    sums.set(kind, s);
    const f = r.wcxb?.f ?? r.article?.f ?? 0;
    const row = [
      e.corpus,
      e.name,
      f.toFixed(3),
      where,
      shares[k].toFixed(2),
      n,
      kind,
      by,
      i < 0 ? '' : elementPath(blocks[i].node, 5, 16),
      norm.slice(0, 120),
      i < 0 ? '' : blocks[i].tag,
    ].join('\t');
    if (leak || values.every) tsv.push(row);
    if (!leak) {
      if (shares[k] >= GOLD_LINE) s.gold += n;
      return;
    }
    s.words += n;
    s.pages.add(`${e.corpus}/${e.name}`);
    s.sites.add(e.site);
    s.byCorpus.set(e.corpus, (s.byCorpus.get(e.corpus) ?? 0) + n);
    s.examples.set(by, (s.examples.get(by) ?? 0) + n);
  });
}
console.log(`${rows.length} pages, ${total} leaking words`);
console.log('kind\twords\tshare\tkept gold words\tpages\tsites\tby corpus\ttop contexts');
for (const [kind, s] of [...sums].sort((a, b) => b[1].words - a[1].words)) {
  const top = [...s.examples]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(
    [
      kind,
      s.words,
      ((100 * s.words) / total).toFixed(1),
      s.gold,
      s.pages.size,
      s.sites.size,
      [...s.byCorpus].map(([c, v]) => `${c} ${v}`).join(' '),
      top,
    ].join('\t'),
  );
}
if (values.rows) writeFileSync(values.rows, `${tsv.join('\n')}\n`);
