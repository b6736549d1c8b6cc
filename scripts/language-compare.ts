// Compares language detectors for the metadata's `language` (issue 14):
//   nice -n 10 npx tsx scripts/language-compare.ts [--corpus ../shared/corpora/wcxb-dev] [--chars 3000]
// 1. short texts written in 25 languages (data/language-samples.tsv);
// 2. development pages that declare a language (`<html lang>`): their gold main text, detected against the
//    declaration (declarations are sometimes wrong, so this is agreement, not accuracy).
// Prints accuracy, load time and detection time per text for each candidate.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { ISO_639_3_TO_1 } from '../src/metadata/iso-639.js';

const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: '../shared/corpora/wcxb-dev' },
    chars: { type: 'string', default: '3000' },
  },
});
const maxChars = Number(values.chars);

type Detect = (text: string) => string | null;

async function load(name: string): Promise<{ detect: Detect; loadMs: number }> {
  const t = performance.now();
  let detect: Detect;
  switch (name) {
    case 'franc-min': {
      const { franc } = await import('franc-min');
      detect = (s) => ISO_639_3_TO_1[franc(s, { minLength: 1 })] ?? null;
      break;
    }
    case 'eld (medium)': {
      const { eld } = await import('eld/medium');
      detect = (s) => eld.detect(s).language || null;
      break;
    }
    case 'eld (small)': {
      const { eld } = await import('eld/small');
      detect = (s) => eld.detect(s).language || null;
      break;
    }
    case 'eld (extrasmall)': {
      const { eld } = await import('eld/extrasmall');
      detect = (s) => eld.detect(s).language || null;
      break;
    }
    case 'tinyld': {
      const { detect: d } = await import('tinyld');
      detect = (s) => d(s) || null;
      break;
    }
    default:
      throw new Error(name);
  }
  return { detect, loadMs: performance.now() - t };
}

const samples = readFileSync(new URL('../data/language-samples.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#') && !l.startsWith('lang\t'))
  .map((l) => {
    const [lang, text] = l.split('\t');
    return { lang, text };
  });

const pages: { lang: string; text: string }[] = [];
const root = values.corpus!;
for (const f of readdirSync(join(root, 'gold')).filter((f) => f.endsWith('.txt'))) {
  const id = f.slice(0, -4);
  const head = gunzipSync(readFileSync(join(root, 'input', `${id}.html.gz`)))
    .subarray(0, 20_000)
    .toString('latin1');
  const m = /<html\b[^>]*?\slang\s*=\s*["']?([A-Za-z]{2,3})\b/i.exec(head);
  if (!m) continue;
  const text = readFileSync(join(root, 'gold', f), 'utf8').slice(0, maxChars);
  if (text.trim().length < 200) continue;
  pages.push({ lang: m[1].toLowerCase(), text });
}
const declared = new Map<string, number>();
for (const p of pages) declared.set(p.lang, (declared.get(p.lang) ?? 0) + 1);
console.log(
  `${samples.length} short texts in ${new Set(samples.map((s) => s.lang)).size} languages; ` +
    `${pages.length} pages declaring a language (${[...declared].map(([l, n]) => `${l} ${n}`).join(', ')})`,
);

for (const name of ['franc-min', 'eld (extrasmall)', 'eld (small)', 'eld (medium)', 'tinyld']) {
  const { detect, loadMs } = await load(name);
  const score = (set: readonly { lang: string; text: string }[]) => {
    let ok = 0;
    const wrong: string[] = [];
    const t = performance.now();
    for (const s of set) {
      const d = detect(s.text);
      if (d === s.lang) ok++;
      else wrong.push(`${s.lang}→${d}`);
    }
    return { acc: ok / set.length, ms: (performance.now() - t) / set.length, wrong };
  };
  const a = score(samples);
  const b = score(pages);
  console.log(
    `${name.padEnd(13)} load ${loadMs.toFixed(0).padStart(5)} ms | short texts ${(100 * a.acc).toFixed(1)}% ` +
      `(${a.ms.toFixed(2)} ms/text; wrong: ${a.wrong.join(' ') || '-'}) | pages ${(100 * b.acc).toFixed(1)}% ` +
      `(${b.ms.toFixed(2)} ms/page; ${b.wrong.length} disagree)`,
  );
}
