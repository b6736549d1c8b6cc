// The quality benchmark's peers, Readability.js + jsdom and Defuddle + jsdom: each page's article HTML and
// metadata. Plain JavaScript, so that bench/quality-peer-child.mjs runs them under plain node: under tsx's
// loader jsdom runs transformed code and is slower than it is (Readability.js on WCXB pages: about 1.0 s of
// CPU a page under tsx, 0.7 s under plain node, 2026-11-27). Types: quality-peers.d.mts.
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';

export const PEER_NAMES = ['readability', 'defuddle'];

// jsdom sniffs the encoding from the bytes as a browser does; a silent console hides its CSS parse errors.
// Each window is closed after use: its timers would otherwise keep the process alive after the run.
const dom = (bytes) => new JSDOM(bytes, { url: 'https://example.org/', virtualConsole: new VirtualConsole() });

const readability = {
  name: 'readability',
  label: 'Readability.js + jsdom',
  article: async (bytes) => {
    const d = dom(bytes);
    try {
      const a = new Readability(d.window.document).parse();
      if (!a) return { html: null, meta: null };
      return {
        html: a.content ?? '',
        meta: { title: a.title || null, author: a.byline || null, date: a.publishedTime || null },
      };
    } finally {
      d.window.close();
    }
  },
};

/** A peer by name, or null when its package is not installed (Defuddle is optional). */
export async function loadPeer(name) {
  if (name === 'readability') return readability;
  if (name !== 'defuddle')
    throw new Error(`unknown peer ${JSON.stringify(name)}: expected one of ${PEER_NAMES.join(', ')}`);
  let mod;
  try {
    mod = await import('defuddle/node');
  } catch {
    return null;
  }
  return {
    name: 'defuddle',
    label: 'Defuddle + jsdom',
    article: async (bytes) => {
      const d = dom(bytes);
      try {
        const r = await mod.Defuddle(d, 'https://example.org/', {});
        return {
          html: r.content ?? '',
          meta: { title: r.title || null, author: r.author || null, date: r.published || null },
        };
      } finally {
        d.window.close();
      }
    },
  };
}
