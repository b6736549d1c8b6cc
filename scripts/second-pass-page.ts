// A page as the auto cleaner's second pass sees it, for the tuning and inspection scripts: loaded, its declared
// kind read before preclean removes the JSON-LD it comes from (as `extractPage` does), precleaned, in blocks.
import type { Block } from '../src/blocks/block.js';
import { buildBlocks } from '../src/blocks/build.js';
import { type PageSignals, readPageSignals } from '../src/clean/page-kind.js';
import { preclean } from '../src/html/preclean.js';
import type { Options } from '../src/options.js';
import { type LoadedPage, loadPage } from '../src/pipeline.js';

export interface SecondPassPage {
  loaded: LoadedPage;
  signals: PageSignals;
  blocks: Block[];
}

/** The page's blocks and declared signals, or null when the page does not load (binary, sitemap, too large). */
export function secondPassPage(bytes: Uint8Array, opts: Options): SecondPassPage | null {
  const loaded = loadPage({ bytes }, opts, { preclean: false });
  if (loaded.status !== 'ok') return null;
  const signals = readPageSignals(loaded.doc);
  preclean(loaded.doc, opts);
  return { loaded, signals, blocks: buildBlocks(loaded.doc) };
}
