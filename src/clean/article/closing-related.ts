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
import { elementSpans, innermostPassing } from '../../blocks/block-ancestry.js';
import { HEADINGS } from '../../html/vocabulary.js';

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
   * teasers went, it stayed).
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
 * the usual ones of other languages (Spanish, Portuguese, French, Italian, German, Dutch, Polish, Swedish,
 * Danish/Norwegian, Russian, Japanese, Chinese, Korean). Each names other pages, not the author's sources.
 */
const RELATED_HEADING_MORE = new RegExp(
  `^(?:${[
    // English
    'other (?:posts|articles|stories|guides|recipes|reads) (?:you|that you) (?:may|might|will|could) (?:also )?(?:like|enjoy|love)',
    'you (?:may|might) also be interested in',
    'more (?:stories|articles|posts|guides|recipes) (?:you|we think you).{0,20}',
    // Spanish
    '(?:art[ií]culos|noticias|entradas|publicaciones|posts) relacionad[oa]s|(?:tambi[eé]n )?te puede interesar',
    'quiz[aá]s te interese|lee tambi[eé]n|leer m[aá]s',
    // Portuguese
    '(?:artigos|not[ií]cias|posts) relacionad[oa]s|leia tamb[eé]m|voc[eê] tamb[eé]m pode gostar|veja tamb[eé]m',
    // French
    'articles? (?:similaires|connexes|li[ée]s)|(?:[àa] )?lire aussi|[àa] lire [ée]galement|sur le m[êe]me sujet',
    'vous aimerez (?:peut-[êe]tre )?aussi',
    // Italian
    'articoli (?:correlati|simili)|leggi anche|(?:ti )?potrebbe interessarti|potrebbero interessarti',
    // German
    '(?:[äa]hnliche|verwandte|weitere) (?:artikel|beitr[äa]ge)|lesen sie auch|auch interessant|mehr zum thema',
    'das k[öo]nnte sie auch interessieren',
    // Dutch, Polish, Swedish, Norwegian, Danish
    'gerelateerde (?:artikelen|berichten)|lees ook|ook interessant',
    'powi[aą]zane artyku[lł]y|czytaj (?:tak[zż]e|te[zż])|zobacz (?:tak[zż]e|te[zż])',
    'relaterade artiklar|l[äa]s [äa]ven|relaterte artikler|relaterede artikler|les ogs[åa]|l[æa]s ogs[åa]',
    // Russian, Japanese, Chinese, Korean
    'похожие статьи|читайте также|смотрите также|по теме',
    '関連記事|あわせて読みたい|おすすめ記事|相关文章|相關文章|相关阅读|推荐阅读|관련 기사|관련 글',
  ].join('|')})$`,
  'iu',
);

/** Words a kept block in the section holds at most: a title or a teaser's excerpt. */
const LINE_WORDS = 60;
/** Share of the page's kept words the heading and its section hold at most. */
const MAX_SHARE = 0.5;

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
  const heading = innermostPassing(blocks, (e) => HEADINGS.has(e.name));
  const cell = innermostPassing(blocks, (e) => e.name === 'td' || e.name === 'th');
  const { first, last } = elementSpans(blocks);
  let keptWords = 0;
  for (let i = 0; i < blocks.length; i++) if (kept[i]) keptWords += blocks[i].words;
  // Working up from the end of the kept text: the section's kept words so far, and whether it is still short
  // lines only.
  let after = 0;
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
      i = from;
      continue;
    }
    if (blocks[i].words > LINE_WORDS || cell[i] >= 0) return out;
    after += blocks[i].words;
    if (after > maxWords) return out;
  }
  return out;
}
