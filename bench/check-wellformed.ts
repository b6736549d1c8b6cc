// Well-formedness proof: `normalize` every page (both repairs) and parse each output with a real XML
// parser (saxes, namespaces on). Usage: npx tsx bench/check-wellformed.ts [--repair html5|cleandom] [dir...]
// (default dirs: the four corpora of ../shared/corpora/*/input). Exit 1 when any output is not well-formed.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalize } from '../src/index.js';
import type { Repair } from '../src/options.js';
import { xmlError } from '../src/render/xml-check.js';
import { listPages, loadPage } from './pages.js';

function defaultDirs(): string[] {
  const base = resolve(import.meta.dirname, '../../shared/corpora');
  return ['cleaneval-dev', 'dragnet', 'l3s-gn1', 'readability-tests']
    .map((d) => join(base, d, 'input'))
    .filter((d) => existsSync(d));
}

function main(): void {
  const args = process.argv.slice(2);
  let repairs: Repair[] = ['html5', 'cleandom'];
  const dirs: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--repair') repairs = [args[++i] as Repair];
    else dirs.push(args[i]);
  }
  const pages = (dirs.length > 0 ? dirs : defaultDirs()).flatMap((d) => listPages(d, null));
  for (const repair of repairs) {
    let ok = 0;
    let notOk = 0;
    let bad = 0;
    const started = Date.now();
    for (const path of pages) {
      const r = normalize(loadPage(path), { repair });
      if (r.status !== 'ok') {
        notOk++;
        console.log(`${repair}\t${r.status}\t${r.reason}\t${path}`);
        continue;
      }
      const err = xmlError(r.output);
      if (err) {
        bad++;
        console.log(`${repair}\tNOT-WELL-FORMED\t${path}\t${err}`);
      } else ok++;
    }
    const secs = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `${repair}: ${ok}/${pages.length} well-formed, ${bad} not well-formed, ${notOk} not normalized (${secs} s)`,
    );
    if (bad > 0) process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
