// Placeholder for the auto cleaner: labels from the markup until the real cleaner lands.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { Options } from '../options.js';
import { labelStructurally } from './structural.js';

export function labelAuto(blocks: readonly Block[], _doc: DocumentNode, _opts: Options): Label[] {
  return labelStructurally(blocks);
}
