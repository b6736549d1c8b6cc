// A section of other pages closing an article's kept text under a heading that names it ("Related articles",
// "Recommended reading", "More from <site>", "You may also like"): teaser titles and their one-line excerpts,
// which the CRF keeps as short well-formed lines below the story and `articleClosingHeadings` leaves alone
// because the section under the heading is kept too. WCXB's golds leave the heading and its section out.
// A bare "Related" or "Recommended" is not enough: a game's system requirements head their columns
// "RECOMMENDED", and a documentation page's "Related content" links and a post's "Further reading" list are
// the author's own. Guards: the section runs to the end of the kept text, every kept block in it is short (a
// teaser's title or excerpt, not the author's paragraph), none is a table cell (a heading "Related resources"
// over the article's own data table), and it holds a small share of the kept words. The vocabulary is English.
import type { Block } from '../../blocks/block.js';
import { innermostPassing } from '../../blocks/block-ancestry.js';
import { blockSpans, headingAbove } from '../page-structure.js';

export interface ClosingRelatedParams {
  /**
   * On a page taken as an article, a kept heading naming other pages ("Related posts", "More from …") and the
   * kept blocks after it to the end of the kept text go when these hold at most this many words (0 = off).
   */
  articleClosingRelated?: number;
  /**
   * Widenings of `articleClosingRelated` (absent = 0, none): bit 1, the heading's other wordings, English
   * ("Other posts you may enjoy", "More stories you will love") and other languages' ("Artículos relacionados",
   * "Lesen Sie auch", "関連記事"); bit 2, such a heading closing the kept text with nothing kept under it (its
   * teasers went, it stayed); bit 4, a label line heading the section in place of a heading element: a kept
   * block of at most `LABEL_WORDS` words, no link, ending in a colon or set in bold ("<p><strong>Related
   * Posts:</strong> <a>…</a>, <a>…</a></p>", "<p><strong>More in The Clicker:</strong></p><ul>…</ul>"), whose
   * words name such a section, over kept text half of whose words are links (other pages' titles, not a
   * closing note).
   */
  articleClosingRelatedMore?: number;
}

/** A heading that announces other pages, its whole text (trailing punctuation and arrows aside). */
const RELATED_HEADING = new RegExp(
  '^(?:related (?:articles?|posts?|stories|reading|topics|guides?|news|reads)' +
    '(?: (?:that|you) (?:may|might) (?:interest you|like|enjoy))?' +
    '|recommended (?:reading|articles?|posts?|stories|for you)' +
    '|you (?:may|might) (?:also )?(?:like|enjoy|be interested in)' +
    '|more (?:from|on|about|in) .{1,30}|more (?:stories|articles|posts|to read|like this)' +
    '|(?:what to )?read next|keep reading|popular (?:posts|articles|stories)' +
    '|explore more .{1,40}|latest (?:posts|articles|stories))$',
  'i',
);

/**
 * More names of such a section (`articleClosingRelatedMore` bit 1): English wordings the first list lacks, and
 * the usual ones of other languages (Spanish, Portuguese, French, Italian, German, Dutch, Polish, Czech,
 * Swedish, Danish/Norwegian, Russian, Ukrainian, Japanese, Chinese, Korean): "related", "you may also like",
 * "most read", "popular / latest articles", "read also". Each names other pages, not the author's sources
 * (no "see also" beyond the two of session 34). Whole-heading matches: no alternative reaches into a sentence.
 */
const RELATED_HEADING_MORE = new RegExp(
  `^(?:${[
    // English
    'other (?:posts|articles|stories|guides|recipes|reads) (?:you|that you) (?:may|might|will|could) (?:also )?(?:like|enjoy|love)',
    'you (?:may|might) also be interested in',
    'more (?:stories|articles|posts|guides|recipes) (?:you|we think you).{0,20}',
    // Spanish
    '(?:art[ií]culos|noticias|notas|entradas|publicaciones|posts|contenidos) relacionad[oa]s',
    '(?:tambi[eé]n )?te (?:puede|podr[ií]a) (?:interesar|gustar)|quiz[aá]s te interese|te recomendamos',
    'lee tambi[eé]n|leer m[aá]s|sigue leyendo|lo m[aá]s le[ií]do|(?:las|los) m[aá]s le[ií]d[oa]s',
    // Portuguese
    '(?:artigos|not[ií]cias|posts|mat[eé]rias) relacionad[oa]s|leia tamb[eé]m|leia mais|veja tamb[eé]m',
    'voc[eê] (?:tamb[eé]m )?(?:pode|poder[aá]) (?:tamb[eé]m )?gostar|(?:as |os )?mais lid[oa]s',
    // French
    'articles? (?:similaires|connexes|li[ée]s|recommand[ée]s|populaires)|(?:[àa] )?lire aussi|[àa] voir aussi',
    '[àa] lire [ée]galement|sur le m[êe]me (?:sujet|th[èe]me)|dans la m[êe]me rubrique|les (?:articles )?plus lus',
    'vous (?:aimerez|pourriez) (?:peut-[êe]tre )?aussi(?: aimer)?|derniers articles',
    // Italian
    'articoli (?:correlati|simili|consigliati|popolari)|leggi anche|(?:i )?pi[uù] lett[ie]|ultimi articoli',
    '(?:ti )?potrebbe(?:ro)? (?:anche )?interessar(?:ti|e)(?: anche)?|potrebbe(?:ro)? (?:anche )?piacerti(?: anche)?',
    // German
    '(?:[äa]hnliche|verwandte|weitere|empfohlene|beliebte|neueste) (?:artikel|beitr[äa]ge)|lesen sie auch',
    '(?:auch|ebenfalls) interessant|mehr zum thema|passend zum thema|meistgelesen(?:e artikel)?',
    'das k[öo]nnte (?:sie|dich) auch interessieren',
    // Dutch, Polish, Czech, Swedish, Norwegian, Danish
    'gerelateerde (?:artikelen|berichten)|lees ook|ook interessant|meest gelezen|aanbevolen artikelen',
    'dit vind je misschien ook leuk',
    '(?:powi[aą]zane|podobne|polecane) (?:artyku[lł]y|wpisy)|czytaj (?:tak[zż]e|te[zż])|zobacz (?:tak[zż]e|te[zż])',
    'najcz[eę][sś]ciej czytane|mo[zż]e ci[eę] (?:te[zż] |tak[zż]e )?zainteresowa[cć]',
    'souvisej[ií]c[ií] [čc]l[áa]nky|[čc]t[eě]te tak[ée]|mohlo by v[áa]s zaj[ií]mat|nej[čc]ten[eě]j[sš][ií]',
    'relaterade (?:artiklar|nyheter)|l[äa]s [äa]ven|mest l[äa]sta|du kanske (?:ocks[åa] )?gillar',
    'relater(?:te|ede) (?:artikler|saker)|les ogs[åa]|l[æa]s ogs[åa]|mest leste|mest l[æa]ste',
    // Russian, Ukrainian
    '(?:похожие|другие|последние|популярные) (?:статьи|новости|материалы|записи)',
    '(?:статьи |новости |материалы )?по теме|ещ[её] по теме|читайте также|смотрите также',
    'рекомендуем(?: (?:прочитать|почитать))?|вам (?:также )?может (?:быть интересно|понравиться)',
    'самое (?:читаемое|популярное)|читайте також|схожі (?:статті|новини)|(?:новини )?по темі',
    // Japanese, Chinese, Korean
    '関連(?:する)?(?:記事|ニュース|エントリー|投稿)|あわせて読みたい|(?:こちらの記事も|こちらも)おすすめ',
    '(?:おすすめ|人気|最新)の?記事|よく読まれている記事',
    '相[关關](?:文章|阅读|閱讀|新闻|新聞|推荐|推薦)|推[荐薦](?:阅读|閱讀|文章)|延伸[阅閱][读讀]|猜你喜[欢歡]',
    '(?:热门|熱門|最新)(?:文章|新闻|新聞)',
    '관련 ?(?:기사|글|뉴스)|추천 ?(?:기사|글)|인기 ?(?:기사|글)|많이 본 (?:뉴스|기사)',
  ].join('|')})$`,
  'iu',
);

/** Words a kept block in the section holds at most: a title or a teaser's excerpt. */
const LINE_WORDS = 60;
/** Share of the page's kept words the heading and its section hold at most. */
const MAX_SHARE = 0.5;

/** Words a label line (bit 4) holds at most. */
const LABEL_WORDS = 6;

/** Whether a kept block is a label line naming a section of other pages (`articleClosingRelatedMore` bit 4). */
function isRelatedLabel(b: Block, more: boolean): boolean {
  if (b.words > LABEL_WORDS || b.linkWords > 0 || b.inLink) return false;
  const bold = b.containers.some((c) => c === 'strong' || c === 'b');
  return (bold || /[:：]\s*$/u.test(b.text)) && isRelatedHeading(b.text, more);
}

/** Whether a heading's text names a section of other pages. */
export function isRelatedHeading(text: string, more = false): boolean {
  const t = text
    .replace(/[\s.:!?…→»›>|-]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return t.length > 0 && (RELATED_HEADING.test(t) || (more && RELATED_HEADING_MORE.test(t)));
}

/** 1 for each kept block of a closing related section (the heading and what is kept after it). */
export function closingRelatedBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxWords: number,
  more = 0,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (blocks.length === 0) return out;
  const heading = headingAbove(blocks);
  const cell = innermostPassing(blocks, (e) => e.name === 'td' || e.name === 'th');
  const { first, last } = blockSpans(blocks);
  let keptWords = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) keptWords += blocks[i].words;
  // Working up from the end of the kept text: the section's kept words so far, and whether it is still short
  // lines only.
  let after = 0;
  // Of which in links (a label line's section is other pages' titles: half its words are links).
  let afterLinks = 0;
  for (let i = blocks.length - 1; i >= 0; i--) {
    if (!kept[i]) continue;
    const h = heading[i];
    if (h >= 0) {
      const from = first[h];
      const to = last[h];
      let text = '';
      let own = 0;
      for (let j = from; j <= to; j++)
        if (kept[j]) {
          text += `${blocks[j].text} `;
          own += blocks[j].words;
        }
      if ((after > 0 || (more & 2) !== 0) && isRelatedHeading(text, (more & 1) !== 0)) {
        if (after + own > maxWords || after + own > keptWords * MAX_SHARE) return out;
        for (let j = from; j < blocks.length; j++) if (kept[j]) out[j] = 1;
        return out;
      }
      after += own;
      for (let j = from; j <= to; j++) if (kept[j]) afterLinks += blocks[j].linkWords;
      i = from;
      continue;
    }
    if (blocks[i].words > LINE_WORDS || cell[i] >= 0) return out;
    if (
      (more & 4) !== 0 &&
      afterLinks * 2 >= after &&
      after > 0 &&
      isRelatedLabel(blocks[i], (more & 1) !== 0)
    ) {
      if (after + blocks[i].words > maxWords || after + blocks[i].words > keptWords * MAX_SHARE) return out;
      for (let j = i; j < blocks.length; j++) if (kept[j]) out[j] = 1;
      return out;
    }
    after += blocks[i].words;
    afterLinks += blocks[i].linkWords;
    if (after > maxWords) return out;
  }
  return out;
}
