// CleanDOM repair (seeds/003). Placeholder until the tokenizer and passes land.
import type { DocumentNode } from '../node.js';
import { parseHtml5 } from '../parse.js';

export function parseCleanDom(source: string): DocumentNode {
  return parseHtml5(source);
}
