// Triage (pipeline step 1): what kind of input this is, before any HTML work.
//   triageBytes(bytes) → a refusal (`not-html`) for PDF, images, archives, executables, random binary
//   triageText(text)   → html | sitemap (excluded) | xml-document (extracted directly) | refused
import type { DocumentNode } from '../html/node.js';
import { controlShare } from './binary.js';
import { knownBinaryFormat } from './magic.js';
import { firstElement } from './prolog.js';
import { isUrlList, isXmlSitemapRoot } from './sitemap.js';
import { parseXmlDocument, XML_DOCUMENT_ROOTS } from './xml-document.js';

export interface Refusal {
  reason: string;
  message: string;
}

/** Share of control bytes above which bytes are binary, not text (UTF-16 excepted). */
const MAX_CONTROL_SHARE = 0.1;

/** Refuses bytes that are not a web page (PDF, images, archives, binary). */
export function triageBytes(bytes: Uint8Array): Refusal | null {
  const format = knownBinaryFormat(bytes);
  if (format) return { reason: 'not-html', message: `not an HTML page: ${format}` };
  const share = controlShare(bytes);
  if (share > MAX_CONTROL_SHARE) {
    return {
      reason: 'not-html',
      message: `not an HTML page: binary data (${Math.round(share * 100)}% control bytes at the start)`,
    };
  }
  return null;
}

export type TextTriage =
  | { kind: 'html' }
  | { kind: 'sitemap'; message: string }
  | { kind: 'xml-document'; doc: DocumentNode; url: string | null }
  /** Input that must not be processed further (e.g. `xml-entity-expansion`). */
  | { kind: 'refused'; reason: string; message: string };

/** Recognizes sitemaps and pre-converted XML documents in decoded text. */
export function triageText(text: string): TextTriage {
  const first = firstElement(text);
  if (first && isXmlSitemapRoot(first.name)) {
    return { kind: 'sitemap', message: `XML sitemap (<${first.name}>)` };
  }
  if (first && XML_DOCUMENT_ROOTS.has(first.name)) {
    const xml = parseXmlDocument(text);
    if (xml.kind === 'xml-document') return { kind: 'xml-document', doc: xml.doc, url: xml.url };
    if (xml.kind === 'refused') return { kind: 'refused', reason: xml.reason, message: xml.message };
    // not well-formed, or not that kind of document: an HTML fragment starting with <header>, say
  }
  if (isUrlList(text)) return { kind: 'sitemap', message: 'a list of URLs and nothing else' };
  return { kind: 'html' };
}
