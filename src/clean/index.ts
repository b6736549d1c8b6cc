// Cleaner dispatch (pipeline step 6): each cleaner maps the page's blocks to labels.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { Options } from '../options.js';
import { labelAuto } from './auto.js';
import { labelCrf } from './crf.js';
import { labelKimatu } from './kimatu/index.js';
import { labelStructurally } from './structural.js';

export function cleanBlocks(blocks: readonly Block[], doc: DocumentNode, opts: Options): Label[] {
  switch (opts.clean) {
    case 'none':
      return labelStructurally(blocks);
    case 'crf':
      return labelCrf(blocks, doc, opts);
    case 'kimatu':
      return labelKimatu(blocks, doc, opts);
    case 'auto':
      return labelAuto(blocks, doc, opts);
  }
}
