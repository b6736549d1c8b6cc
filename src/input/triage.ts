// Triage (pipeline step 1). Placeholder: accepts everything; replaced by the real triage.
import type { DocumentNode } from '../html/node.js';

export interface Refusal {
  reason: string;
  message: string;
}

/** Refuses bytes that are not a web page (PDF, images, archives, binary). */
export function triageBytes(_bytes: Uint8Array): Refusal | null {
  return null;
}

export type TextTriage =
  | { kind: 'html' }
  | { kind: 'sitemap'; message: string }
  | { kind: 'xml-document'; doc: DocumentNode };

/** Recognizes sitemaps and pre-converted XML documents in decoded text. */
export function triageText(_text: string): TextTriage {
  return { kind: 'html' };
}
