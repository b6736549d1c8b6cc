// Disclaimers: the fine print a shop or a service page sets under its offer (financing terms, "prices may vary
// by region", footnotes to its marketing claims, an e-mail form's consent line) is legal boilerplate, not the
// product's or the service's description, yet the CRF keeps its long well-formed sentences. Sites name that box
// alike in every language: a class or id word `disclaimer` (`pdp-disclaimer`, `price-disclaimer`,
// `micro_disclaimer`). A container so named that holds much of the kept text is a wrapper, and stays.
import type { Block } from '../blocks/block.js';
import type { ElementNode } from '../html/node.js';
import { classOrIdHas, nameWords, underNamedContainers } from './named-containers.js';

export interface DisclaimerParams {
  /** Kept blocks under a disclaimer holding at most this share of the kept words are boilerplate (0 = off). */
  dropDisclaimers?: number;
}

const DISCLAIMER_WORD = /(?:^| )disclaimers?(?: |$)/;
/** The page itself and its main landmark are never a disclaimer box. */
const NEVER = new Set(['html', 'body', 'main', 'article']);

const RAW_DISCLAIMER = /disclaimer/i;

/** Whether the element is named as a disclaimer by its class or id words. */
export function isDisclaimer(e: ElementNode): boolean {
  if (NEVER.has(e.name)) return false;
  // Most elements name no disclaimer: a plain substring test spares them the word split.
  if (!classOrIdHas(e, RAW_DISCLAIMER)) return false;
  return DISCLAIMER_WORD.test(nameWords(e));
}

/** 1 for each block under a disclaimer holding at most `maxShare` of the kept words. */
export function disclaimerBlocks(
  blocks: readonly Block[],
  kept: readonly boolean[],
  maxShare: number,
): Uint8Array {
  return underNamedContainers(blocks, kept, isDisclaimer, maxShare);
}
