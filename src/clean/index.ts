// Cleaner dispatch (pipeline step 6): each cleaner maps the page's blocks to labels.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { Options } from '../options.js';
import { autoParamsFor, labelAuto } from './auto.js';
import { labelCrf } from './crf.js';
import { declaredTextFallback } from './declared-text.js';
import { labelKimatu } from './kimatu/index.js';
import { NO_SIGNALS, type PageSignals } from './page-kind.js';
import { labelStructurally } from './structural.js';

/** `signals`: what the page declares about itself (read before preclean); only the auto cleaner uses them. */
export function cleanBlocks(
  blocks: readonly Block[],
  doc: DocumentNode,
  opts: Options,
  signals: PageSignals = NO_SIGNALS,
): Label[] {
  switch (opts.clean) {
    case 'none':
      return labelStructurally(blocks);
    case 'crf':
      return labelCrf(blocks, doc, opts);
    case 'kimatu':
      return labelKimatu(blocks, doc, opts);
    case 'auto':
      return labelAuto(blocks, doc, opts, signals);
  }
}

/**
 * The blocks and their labels: `cleanBlocks`, then for the auto cleaner the page's declared text when its
 * kept text is (nearly) empty (`declared-text.ts`: one block appended to the blocks and to the body).
 */
export function cleanPage(
  blocks: Block[],
  doc: DocumentNode,
  opts: Options,
  signals: PageSignals = NO_SIGNALS,
): { blocks: Block[]; labels: Label[] } {
  const labels = cleanBlocks(blocks, doc, opts, signals);
  if (opts.clean !== 'auto') return { blocks, labels };
  const params = autoParamsFor(opts);
  const below = params.declaredTextBelow ?? 0;
  const least = params.declaredTextMinWords ?? 0;
  return declaredTextFallback(blocks, labels, doc, signals.declaredText, below, least) ?? { blocks, labels };
}
