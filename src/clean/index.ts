// Cleaner dispatch (pipeline step 6): each cleaner maps the page's blocks to labels.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { Options } from '../options.js';
import { labelAuto } from './auto.js';
import { labelCrf } from './crf.js';
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
