// Texts the page declares for its main entity and its authors, besides a FAQ (`declared-faq.ts`) and a thread's
// posts (`declared-posts.ts`). A page's JSON-LD often spells out its main entity's own text: an article's
// `articleBody`, a review's `reviewBody`, a recipe's ingredients and steps, a how-to's steps, a product's, service's,
// job's, event's or course's `description`. A block the CRF dropped whose words appear in order in such a text is
// likely content, once the blocks found in it (kept or not) cover `declaredEntityCover` of the text: a short
// `description` is often the meta description, a teaser the page also shows in a card. Conversely a Person's
// `description` (JSON-LD or microdata) is an author's biography: a kept block of it is the author box, not content.
import type { Block } from '../blocks/block.js';
import type { StructuredData } from '../metadata/index.js';
import { type JsonLdNode, typesOf } from '../metadata/json-ld.js';
import { countWords } from '../words.js';
import { blocksFoundIn, declaredBlockWords, declaredWords } from './declared-values.js';

export interface DeclaredTextParams {
  /** Least words of a dropped block matched against the main entity's declared texts (0 = off). */
  declaredEntity?: number;
  /** Least share of a declared text's words the blocks found in it cover (default 0.5). */
  declaredEntityCover?: number;
  /** Least words of a kept block matched against a declared author's biography, dropped (0 = off). */
  declaredBio?: number;
}

/** Strings of a JSON-LD value: a string, a list of them, or objects' `text` (HowToStep, HowToSection's items). */
function strings(v: unknown, depth = 0): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap((x) => strings(x, depth));
  if (depth < 3 && typeof v === 'object' && v !== null) {
    const o = v as JsonLdNode;
    return [...strings(o.text, depth + 1), ...strings(o.itemListElement, depth + 1)];
  }
  return [];
}

// schema.org types whose `description` is their own text on their page (not a teaser of an article).
const DESCRIBED = new Set([
  'Product',
  'ProductGroup',
  'Service',
  'JobPosting',
  'Event',
  'Course',
  'Recipe',
  'HowTo',
]);

/** The main entity's declared texts: articleBody, reviewBody, recipe and how-to steps, described types' description. */
export function declaredEntityTexts(nodes: readonly JsonLdNode[]): string[] {
  const out: string[] = [];
  // A review the page's entity holds (a product's, a shop's `review`) is a customer's, not the page's own text.
  const heldReviews = nodes.some((n) => n.review !== undefined);
  for (const node of nodes) {
    const t = typesOf(node);
    const parts = [...strings(node.articleBody), ...(heldReviews ? [] : strings(node.reviewBody))];
    if (t.includes('Recipe'))
      parts.push(strings(node.recipeIngredient).join(' '), ...strings(node.recipeInstructions));
    if (t.includes('HowTo')) parts.push(...strings(node.step));
    if (t.some((x) => DESCRIBED.has(x))) parts.push(...strings(node.description));
    for (const p of parts) if (p.trim() !== '') out.push(p);
  }
  return out;
}

/** The declared authors' biographies: a Person's `description` in JSON-LD or microdata. */
export function declaredBios(data: Pick<StructuredData, 'jsonld' | 'microdata'>): string[] {
  const out: string[] = [];
  for (const node of data.jsonld)
    if (typesOf(node).includes('Person')) out.push(...strings(node.description));
  for (const item of data.microdata)
    if (item.types.includes('Person'))
      for (const v of item.props.get('description') ?? []) if (typeof v === 'string') out.push(v);
  return out.filter((t) => t.trim() !== '');
}

/** Least words of a declared entity text read (a shorter one is a teaser or a summary). */
const MIN_TEXT_WORDS = 40;

/**
 * 1 for each dropped block of `minWords`+ words found in a declared entity text whose found blocks (kept or not,
 * each distinct text once) cover at least `minCover` of its words.
 */
export function declaredEntityBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  entityTexts: readonly string[] | undefined,
  minWords: number,
  minCover = 0.5,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (!entityTexts || entityTexts.length === 0 || minWords <= 0) return out;
  const words = declaredBlockWords(blocks);
  for (const t of entityTexts) {
    const text = declaredWords(t);
    const total = countWords(text);
    // A declared text of a few dozen words is a teaser (a news site's articleBody cut to its first lines).
    if (total < MIN_TEXT_WORDS) continue;
    const hits = blocksFoundIn(words, text, minWords);
    // Each distinct text once: a block repeated on the page covers its words once.
    const seen = new Map(hits.map((i) => [words.forms[i], words.counts[i]]));
    const covered = [...seen.values()].reduce((s, n) => s + n, 0);
    if (covered < minCover * total) continue;
    for (const i of hits) if (!kept[i]) out[i] = 1;
  }
  return out;
}

/**
 * 1 for each kept block of `minWords`+ words found in a declared author's biography, unless those blocks hold
 * over half the kept words (an author's own profile page).
 */
export function declaredBioBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  bios: readonly string[] | undefined,
  minWords: number,
): Uint8Array {
  const out = new Uint8Array(blocks.length);
  if (!bios || bios.length === 0 || minWords <= 0) return out;
  const words = declaredBlockWords(blocks);
  for (const bio of bios)
    for (const i of blocksFoundIn(words, declaredWords(bio), minWords)) if (kept[i]) out[i] = 1;
  let bioWords = 0;
  let keptWords = 0;
  blocks.forEach((b, i) => {
    if (!kept[i]) return;
    keptWords += b.words;
    if (out[i]) bioWords += b.words;
  });
  if (bioWords * 2 > keptWords) out.fill(0);
  return out;
}
