// The kimatu cleaner (Saralegi & Leturia, CLEANEVAL 2007): text elements grouped into style blocks of the
// same aspect, four ratios combined into a content relevance, then the bootstrapping steps (kimatu/steps.ts)
// from the sure candidates. Linear or n·log n in blocks, except the quote step's LCS, whose inputs and total
// work are bounded (kimatu/constants.ts).
import type { Block, Label } from '../../blocks/block.js';
import type { DocumentNode } from '../../html/node.js';
import { HEADINGS, LIST_ITEMS } from '../../html/vocabulary.js';
import type { Options } from '../../options.js';
import { buildElements, type TextElement } from './elements.js';
import { type StyleRatios, styleRatios } from './ratios.js';
import { runSteps } from './steps.js';
import { buildStyleBlocks, type StyleBlock } from './style-blocks.js';

export interface KimatuAnalysis {
  elements: TextElement[];
  styleBlocks: StyleBlock[];
  /** Style block of each element. */
  styleOf: Int32Array;
  ratios: StyleRatios[];
}

export function analyzeKimatu(blocks: readonly Block[]): KimatuAnalysis {
  const elements = buildElements(blocks);
  const { blocks: styleBlocks, of } = buildStyleBlocks(elements);
  return { elements, styleBlocks, styleOf: of, ratios: styleRatios(styleBlocks) };
}

/** Per-block Kimatu ratios (those of the block's style block), e.g. as features for the CRF. */
export interface KimatuBlockRatios extends StyleRatios {
  /** Index of the style block. */
  styleBlock: number;
}

export function kimatuRatios(blocks: readonly Block[]): KimatuBlockRatios[] {
  const a = analyzeKimatu(blocks);
  const out: KimatuBlockRatios[] = new Array(blocks.length);
  for (const e of a.elements) {
    const sb = a.styleOf[e.index];
    const r: KimatuBlockRatios = { ...a.ratios[sb], styleBlock: sb };
    for (let i = e.first; i < e.end; i++) out[i] = r;
  }
  return out;
}

const WORD = /[\p{L}\p{N}]+/gu;

function elementWords(blocks: readonly Block[], e: TextElement): string[] {
  const words: string[] = [];
  for (let i = e.first; i < e.end; i++) {
    for (const w of blocks[i].text.toLowerCase().match(WORD) ?? []) words.push(w);
  }
  return words;
}

const EMPHASIS = new Set(['b', 'strong', 'big', 'font']);
const TERMINAL = new Set(['.', '!', '?', ',', ';', ':']);

/**
 * The output tag of a kept element from its source tag, punctuation and size: h under h1–h6; l under a list
 * item; h for a short line (≤ 12 words) in bold or big type that does not end in punctuation; else p.
 */
function elementKind(blocks: readonly Block[], e: TextElement): 'p' | 'h' | 'l' {
  const first = blocks[e.first];
  for (let k = first.containers.length - 1; k >= 0; k--) {
    const name = first.containers[k];
    if (HEADINGS.has(name)) return 'h';
    if (LIST_ITEMS.has(name)) return 'l';
    if (name === 'p' || name === 'td' || name === 'th' || name === 'div') break;
  }
  const lastText = blocks[e.end - 1].text;
  if (e.words <= 12 && !TERMINAL.has(lastText[lastText.length - 1])) {
    let emphasised = true;
    for (let i = e.first; i < e.end && emphasised; i++) {
      emphasised = blocks[i].containers.some((c) => EMPHASIS.has(c));
    }
    if (emphasised) return 'h';
  }
  return 'p';
}

export function labelKimatu(blocks: readonly Block[], _doc: DocumentNode, _opts: Options): Label[] {
  const labels: Label[] = new Array(blocks.length).fill('o');
  if (blocks.length === 0) return labels;
  const a = analyzeKimatu(blocks);
  const words = a.elements.map((e) => elementWords(blocks, e));
  const { candidate } = runSteps({
    elements: a.elements,
    styleBlocks: a.styleBlocks,
    ratios: a.ratios,
    words,
  });
  for (const e of a.elements) {
    if (!candidate[a.styleOf[e.index]]) continue;
    labels[e.first] = elementKind(blocks, e);
    for (let i = e.first + 1; i < e.end; i++) labels[i] = 'c';
  }
  return labels;
}
