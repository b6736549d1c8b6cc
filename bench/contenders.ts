// What each benchmark contender does with one page's bytes. Each runs alone in a child process.
import { Readability } from '@mozilla/readability';
import { JSDOM, VirtualConsole } from 'jsdom';
import { parse } from 'parse5';
import { extract, normalize } from '../src/index.js';

export type Contender = (bytes: Buffer) => void;

const decoder = new TextDecoder('utf-8');
const ALL_OFF = { tables: false, lists: false, segmentation: false, abbr: false } as const;

export const CONTENDERS: Record<string, { label: string; run: Contender }> = {
  parse5: { label: 'parse5 parse (reference)', run: (b) => void parse(decoder.decode(b)) },
  normalize: { label: 'kitten normalize', run: (b) => void normalize(b) },
  'text-none': { label: 'kitten extract --clean none', run: (b) => void extract(b, { clean: 'none' }) },
  'parts-off': {
    label: 'kitten extract, Kitten parts off',
    run: (b) => void extract(b, { ...ALL_OFF }),
  },
  auto: { label: 'kitten extract (auto, parts on)', run: (b) => void extract(b) },
  readability: {
    label: 'Readability.js + jsdom',
    // jsdom sniffs the encoding from the bytes as a browser does, as Kitten does. A silent virtual console:
    // its CSS parse errors would otherwise be printed, which costs time and buries the results.
    run: (b) => {
      const dom = new JSDOM(b, { url: 'https://example.org/', virtualConsole: new VirtualConsole() });
      new Readability(dom.window.document).parse();
    },
  },
};
