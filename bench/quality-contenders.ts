// The contenders of the quality benchmark. Kitten configurations are data: `NAME:{"clean":"auto",…}` (the
// library's option names), so a new option such as `scope` is benchmarked by passing it, with no code change.
// Peers: Readability.js + jsdom, and Defuddle + jsdom when the package is installed.
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import type { Metadata } from '../src/eval/metadata-score.js';
import { htmlMainText } from '../src/eval/text-formats.js';
import { extract } from '../src/index.js';
import { resolveOptions } from '../src/options.js';
import type { Want } from './quality-sets.js';

export interface PageOut {
  text: string;
  /** Title, author and date when the contender gives them (wanted for `json` sets). */
  meta?: Metadata;
}

export interface QualityContender {
  name: string;
  label: string;
  run(bytes: Buffer, want: Want): Promise<PageOut>;
}

/** Metadata from a Kitten `-f json` output; fields the format does not have yet are null. */
function kittenMeta(json: string): Metadata {
  const o = JSON.parse(json) as Record<string, unknown>;
  const s = (x: unknown) => (typeof x === 'string' && x.trim() !== '' ? x : null);
  return { title: s(o.title), author: s(o.author), date: s(o.date) };
}

/**
 * `NAME:JSON` → a Kitten contender running `extract(bytes, {...JSON, format})`; the format is the set's
 * (`cleaneval`, `text`, or `json` whose text and metadata are read). The options are validated here, so a
 * misspelt option fails before any page is run.
 */
export function kittenContender(spec: string): QualityContender {
  const i = spec.indexOf(':');
  if (i <= 0) throw new Error(`--kitten ${JSON.stringify(spec)}: expected NAME:{"option":value,…}`);
  const name = spec.slice(0, i);
  let options: Record<string, unknown>;
  try {
    options = JSON.parse(spec.slice(i + 1));
  } catch (e) {
    throw new Error(`--kitten ${name}: options are not JSON (${(e as Error).message})`);
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new Error(`--kitten ${name}: options must be a JSON object`);
  resolveOptions({ ...options, format: 'text' });
  return {
    name,
    label: `kitten ${JSON.stringify(options)}`,
    run: async (bytes, want) => {
      const r = extract(bytes, { ...options, format: want });
      if (r.status !== 'ok') return { text: '' };
      if (want === 'json') return { text: r.text, meta: kittenMeta(r.output) };
      return { text: r.output };
    },
  };
}

/** A peer's article HTML as the set wants it: CleanEval segments (read by Kitten with `-c none`) or text. */
function fromArticleHtml(html: string, want: Want): string {
  if (want !== 'cleaneval') return htmlMainText(html);
  // Each paragraph-level element of the article a segment: `<h>` under h1–h6, `<l>` under list items, else `<p>`.
  const r = extract(html, { clean: 'none', format: 'cleaneval' });
  return r.status === 'ok' ? r.output : '';
}

// jsdom sniffs the encoding from the bytes as a browser does; a silent console hides its CSS parse errors.
// Each window is closed after use: its timers would otherwise keep the process alive after the run.
const dom = (bytes: Buffer) =>
  new JSDOM(bytes, { url: 'https://example.org/', virtualConsole: new VirtualConsole() });

export const readabilityContender: QualityContender = {
  name: 'readability',
  label: 'Readability.js + jsdom',
  run: async (bytes, want) => {
    const d = dom(bytes);
    try {
      const article = new Readability(d.window.document).parse();
      if (!article) return { text: '' };
      return {
        text: fromArticleHtml(article.content ?? '', want),
        meta: {
          title: article.title || null,
          author: article.byline || null,
          date: article.publishedTime || null,
        },
      };
    } finally {
      d.window.close();
    }
  },
};

/** Defuddle + jsdom, or null when `defuddle` is not installed. */
export async function defuddleContender(): Promise<QualityContender | null> {
  let mod: typeof import('defuddle/node');
  try {
    mod = await import('defuddle/node');
  } catch {
    return null;
  }
  return {
    name: 'defuddle',
    label: 'Defuddle + jsdom',
    run: async (bytes, want) => {
      const d = dom(bytes);
      try {
        const r = await mod.Defuddle(d, 'https://example.org/', {});
        return {
          text: fromArticleHtml(r.content ?? '', want),
          meta: { title: r.title || null, author: r.author || null, date: r.published || null },
        };
      } finally {
        d.window.close();
      }
    },
  };
}

export const PEER_NAMES = ['readability', 'defuddle'] as const;

export async function peerContender(name: string): Promise<QualityContender | null> {
  if (name === 'readability') return readabilityContender;
  if (name === 'defuddle') return defuddleContender();
  throw new Error(`unknown peer ${JSON.stringify(name)}: expected one of ${PEER_NAMES.join(', ')}`);
}
