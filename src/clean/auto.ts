// The auto cleaner (default): the CRF labels, then a page-level second pass.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import type { CrfModel } from '../ml/crf/model.js';
import type { Options } from '../options.js';
import { labelWithModel, loadCrfModel } from './crf.js';

export function labelAutoWithModel(model: CrfModel, blocks: readonly Block[], doc: DocumentNode): Label[] {
  return labelWithModel(model, blocks, doc);
}

export function labelAuto(blocks: readonly Block[], doc: DocumentNode, opts: Options): Label[] {
  return labelAutoWithModel(loadCrfModel(opts.model), blocks, doc);
}
