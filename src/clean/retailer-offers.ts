// A line of retailer offers kept inside the text: "$58 at Amazon $78 at Wayfair", "Buy now at Best Buy",
// "Check price at REI", "Buy on Amazon" — the affiliate links a review or best-of article sets under each product
// it names (and a shop's "Buy from our EU Store"). They sit between the article's paragraphs, so the edge steps
// never reach them, and the CRF keeps them with the product box around them; the golds leave them out (session
// 34, `inb1`: 192 words on 8 WCXB article pages and 25 on 4 product pages left out, 11 words on 2 collection
// pages and none on an article page kept). The test is the line's whole text: only offers (a price or a buying
// verb, then "at", "on", "from" or a dash, then a short store name), mostly link words; a sentence that merely
// mentions a store holds other words and stays. Not "Order on Kindle" (a book's editions, which Dragnet's golds
// keep) nor a labelled "Buy: check price at …" line (4823's gold keeps it). English wording, as the affiliate networks' buttons are.
import type { Block } from '../blocks/block.js';
import { paragraphRuns } from './article/paragraph-of.js';

export interface RetailerOfferParams {
  /** Drop a kept line made only of retailer offers ("$58 at Amazon", "Buy now at …"), on any page (0 = off, 1 = on). */
  retailerOffers?: number;
}

const PRICE = String.raw`(?:[$£€]\s?\d[\d,.]*|\d[\d,.]*\s?[$£€])`;
const VERB =
  '(?:buy(?: it)?(?: now)?|shop(?: it)?(?: now)?|check (?:the )?(?:latest )?prices?|see (?:it|price|prices|deal|deals)|view(?: deal| price)?|get it)';
/** A store's name: a few words, letters, digits and the marks of a domain or brand. */
const STORE = String.raw`[\p{L}\p{N}][\p{L}\p{N}.&'’+ -]{0,40}?`;
const OFFER = String.raw`(?:${PRICE}|${VERB})(?:\s+(?:at|on|from)\s+|\s*[-–]\s*)${STORE}`;
const OFFER_LINE = new RegExp(String.raw`^\s*${OFFER}(?:\s*[|,/]?\s*${OFFER})*\s*[.!]?\s*$`, 'iu');
/** Most words of such a line: a handful of offers. */
const MAX_WORDS = 30;

/** Whether a line's text is retailer offers and nothing else. */
export function isOfferLine(text: string): boolean {
  return OFFER_LINE.test(text);
}

/** 1 for each kept block of a line made only of retailer offers, mostly link words. */
export function retailerOfferBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  for (const run of paragraphRuns(blocks)) {
    let words = 0;
    let link = 0;
    const parts: string[] = [];
    for (let j = run.from; j < run.to; j++)
      if (kept[j]) {
        parts.push(blocks[j].text);
        words += blocks[j].words;
        link += blocks[j].linkWords;
      }
    if (words === 0 || words > MAX_WORDS || link * 2 < words) continue;
    if (!isOfferLine(parts.join(' '))) continue;
    for (let j = run.from; j < run.to; j++) if (kept[j]) marks[j] = 1;
  }
  return marks;
}
