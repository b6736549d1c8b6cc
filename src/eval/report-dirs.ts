// `kitten eval OUT GOLD --report FILE [--peer NAME=DIR]…`: scores OUT and every peer's folder against the
// same gold with the same measure and builds the HTML report's model. The file-system edge of report-html.
import { basename, dirname } from 'node:path';
import { type EvalSettings, evaluatePairs, presentNames, readPairsFor, scoredTexts } from './evaluate.js';
import type { ReportModel } from './report-html.js';

export interface Peer {
  name: string;
  dir: string;
}

/** `NAME=DIR` → a peer; anything else is a usage error. */
export function parsePeer(spec: string): Peer {
  const i = spec.indexOf('=');
  if (i <= 0 || i === spec.length - 1) throw new Error(`--peer ${JSON.stringify(spec)}: expected NAME=DIR`);
  return { name: spec.slice(0, i), dir: spec.slice(i + 1) };
}

/** A corpus's name from its gold folder: `…/wcxb-dev/gold` → `wcxb-dev`. */
export function corpusName(goldDir: string): string {
  const base = basename(goldDir.replace(/[\\/]+$/, ''));
  return base === 'gold' || base === 'gold-json' ? basename(dirname(goldDir)) : base;
}

export function buildDirReport(
  main: Peer,
  peers: readonly Peer[],
  goldDir: string,
  settings: Partial<EvalSettings>,
  presentOnly = false,
): ReportModel {
  let pairs = readPairsFor(main.dir, goldDir, settings);
  // A slice: the pages the main outputs cover, and the same pages for every peer.
  const only = presentOnly ? presentNames(pairs) : undefined;
  if (only) pairs = pairs.filter((p) => only.has(p.name));
  const contenders = [
    { name: main.name, report: evaluatePairs(pairs, settings) },
    ...peers.map((p) => ({
      name: p.name,
      report: evaluatePairs(readPairsFor(p.dir, goldDir, settings, only), settings),
    })),
  ];
  const texts: ReportModel['corpora'][number]['texts'] = {};
  for (const pair of pairs) texts[pair.name] = scoredTexts(pair, settings);
  const name = corpusName(goldDir);
  return {
    title: `kitten eval: ${name}`,
    corpora: [{ name, contenders, texts }],
    notes: [`outputs: ${[main, ...peers].map((p) => `${p.name} = ${p.dir}`).join(', ')}; gold: ${goldDir}`],
  };
}
