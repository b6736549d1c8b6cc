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
import { keptLines, keptLineText } from './article/paragraph-of.js';

export interface RetailerOfferParams {
  /** Drop a kept line made only of retailer offers ("$58 at Amazon", "Buy now at …"), on any page (0 = off, 1 = on). */
  retailerOffers?: number;
}

const PRICE = String.raw`(?:[$£€]\s?\d[\d,.]*|\d[\d,.]*\s?[$£€])`;
const VERB =
  '(?:buy(?: it)?(?: now)?|shop(?: it)?(?: now)?|check (?:the )?(?:latest )?prices?|see (?:it|price|prices|deal|deals)|view(?: deal| price)?|get it)';
/** An offer's head: a price or a buying verb (not inside a word), then "at", "on", "from" or a dash. */
const OFFER_HEAD = new RegExp(
  String.raw`(?:${PRICE}|(?<![\p{L}\p{N}])${VERB})(?:\s+(?:at|on|from)\s+|\s*[-–]\s*)`,
  'giu',
);
/** A store's name after a head: a few words, letters, digits and the marks of a domain or brand. */
const STORE = /^[\p{L}\p{N}][\p{L}\p{N}.&'’+ -]{0,40}$/u;
/** What may follow a store before the next offer (a bar, comma or slash) or end the line (a full stop). */
const STORE_END = /\s*[|,/.!]?\s*$/u;
/** Most words of such a line: a handful of offers. */
const MAX_WORDS = 30;

/**
 * Whether a line's text is retailer offers and nothing else: it opens on an offer's head and what lies between
 * one head and the next is a store's name. The heads are found in one scan and each store is read on its own,
 * so the test is linear (one regular expression over the whole line, with the stores' repeated and
 * overlapping spaces, backtracks exponentially on a near-miss).
 */
export function isOfferLine(text: string): boolean {
  const line = text.trim();
  const heads = [...line.matchAll(OFFER_HEAD)];
  if (heads.length === 0 || heads[0].index !== 0) return false;
  for (let k = 0; k < heads.length; k++) {
    const from = heads[k].index! + heads[k][0].length;
    const to = k + 1 < heads.length ? heads[k + 1].index! : line.length;
    if (!STORE.test(line.slice(from, to).replace(STORE_END, ''))) return false;
  }
  return true;
}

/** 1 for each kept block of a line made only of retailer offers, mostly link words. */
export function retailerOfferBlocks(blocks: readonly Block[], kept: readonly boolean[]): Uint8Array {
  const marks = new Uint8Array(blocks.length);
  for (const line of keptLines(blocks, kept)) {
    if (line.words > MAX_WORDS || line.linkWords * 2 < line.words) continue;
    if (!isOfferLine(keptLineText(blocks, kept, line))) continue;
    for (let j = line.from; j < line.to; j++) if (kept[j]) marks[j] = 1;
  }
  return marks;
}
