// The corpus scope never yields (almost) nothing where the main scope finds a body. The corpus CRF is trained
// on 50 CleanEval pages of 2007 and its pass drops every hidden block (`dropHidden` 2): a modern page whose
// whole body sits in a hidden element (React's streamed `<div hidden id="S:0">` chunks, an anti-flicker
// `visibility:hidden` wrapper that a script reveals) or a page unlike any of its training (a jobs board's list
// of linked titles) lost all its text, while the main scope kept thousands of words. "All running text worth a
// corpus" includes the main content: when the corpus pass keeps under `mainFallback` of the words the main
// pass keeps, the main pass's kept blocks are added to the corpus pass's.
//
// The main pass runs only when the corpus pass keeps under that share of the whole page (else it cannot be
// under that share of the main pass's), so a page the corpus pass handles costs nothing more.
import type { Block, Label } from '../blocks/block.js';
import type { DocumentNode } from '../html/node.js';
import { bundledModelPath, hasBundledModel, loadModelFile } from '../ml/bundled-models.js';
import { mainColumnModelPath } from '../ml/crf/main-column.js';
import { CrfModel } from '../ml/crf/model.js';
import type { PageSignals } from './page-kind.js';
import type { AutoParams } from './second-pass/params.js';

/** The words of the kept blocks. */
function keptWords(blocks: readonly Block[], labels: readonly Label[]): number {
  let w = 0;
  for (let i = 0; i < blocks.length; i++) if (labels[i] !== 'o') w += blocks[i].words;
  return w;
}

/**
 * The corpus labels, with the main pass's kept blocks added when the corpus pass keeps under `share` of the
 * main pass's words. `mainPass` labels the blocks with a model and its main-scope parameters (passed in, so
 * that this file does not import the auto cleaner that calls it).
 */
export function withMainFallback(
  blocks: readonly Block[],
  doc: DocumentNode,
  labels: Label[],
  share: number,
  signals: PageSignals,
  mainPass: (model: CrfModel, params: AutoParams, signals: PageSignals) => Label[],
  mainParams: (model: CrfModel) => AutoParams,
): Label[] {
  if (!(share > 0) || !hasBundledModel('auto.json')) return labels;
  const kept = keptWords(blocks, labels);
  let pageWords = 0;
  for (const b of blocks) pageWords += b.words;
  if (kept >= share * pageWords) return labels;
  // The main model is the main column's (a CV fold's for a dev tool), with the shipped main-scope pass.
  const model = loadModelFile(mainColumnModelPath(doc), CrfModel.parse);
  const shipped = loadModelFile(bundledModelPath('auto.json'), CrfModel.parse);
  const main = mainPass(model, mainParams(shipped), signals);
  if (kept >= share * keptWords(blocks, main)) return labels;
  return labels.map((l, i) => (l !== 'o' ? l : main[i]));
}
