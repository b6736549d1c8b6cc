// One corpus page (input bytes + gold bytes) → its blocks and their labels, for each development corpus.
import type { Block } from '../blocks/block.js';
import { decodePage } from '../encoding/index.js';
import type { DocumentNode } from '../html/node.js';
import { type Alignment, alignGold, type GoldSegment, type KindPolicy } from './align.js';
import { cleanevalSegments, dragnetSegments, htmlSegments, plainSegments } from './gold-formats.js';
import { l3sSegments } from './l3s.js';
import { pageTree } from './page.js';

/** The corpora that `scripts/build-anno.ts` writes `.anno` files for. */
export const CORPORA = ['cleaneval-dev', 'dragnet', 'l3s-gn1'] as const;
/** Every development corpus with a gold converter (the Readability.js tests and WCXB dev too). */
export const DEV_CORPORA = [...CORPORA, 'readability-tests', 'wcxb-dev'] as const;
export type CorpusName = (typeof DEV_CORPORA)[number];

export interface ConvertOptions {
  /** Dragnet: whether user comments (after the COMMENTS line) are content. Default false. */
  dragnetComments: boolean;
  /** L3S-GN1: whether user comments (class 5) are content, as CleanEval's definition has them. Default false. */
  l3sComments?: boolean;
}

/** Labels for a scope: `corpus` (CleanEval's definition of content) keeps the user comments of every corpus
 * whose gold marks them; `main` leaves them out. */
export function convertOptionsFor(scope: 'main' | 'corpus'): ConvertOptions {
  return scope === 'corpus' ? { dragnetComments: true, l3sComments: true } : { dragnetComments: false };
}

export interface ConvertedPage extends Alignment {
  doc: DocumentNode;
  blocks: Block[];
}

function goldText(bytes: Uint8Array): string {
  return decodePage(bytes, { encoding: null, transportEncoding: null }).text;
}

export function goldSegments(
  corpus: CorpusName,
  gold: Uint8Array,
  opts: ConvertOptions,
): { segments: GoldSegment[]; policy: KindPolicy } {
  switch (corpus) {
    case 'cleaneval-dev':
      return { segments: cleanevalSegments(goldText(gold)), policy: 'gold' };
    case 'dragnet':
      return { segments: dragnetSegments(goldText(gold), opts.dragnetComments), policy: 'structure' };
    case 'l3s-gn1':
      return { segments: l3sSegments(gold, opts.l3sComments ?? false), policy: 'gold' };
    case 'readability-tests':
      return { segments: htmlSegments(goldText(gold)), policy: 'structure' };
    case 'wcxb-dev':
      return { segments: plainSegments(goldText(gold)), policy: 'structure' };
  }
}

export function convertPage(
  corpus: CorpusName,
  input: Uint8Array,
  gold: Uint8Array,
  opts: ConvertOptions = { dragnetComments: false },
): ConvertedPage {
  const { doc, blocks } = pageTree(input);
  const { segments, policy } = goldSegments(corpus, gold, opts);
  return { doc, blocks, ...alignGold(blocks, segments, policy) };
}
