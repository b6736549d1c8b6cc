// Annotation helper: lists the leaf tables of corpus pages with a compact text rendering, the heuristic data
// score and the guessed cell roles, so that a person can label them quickly.
//   npx tsx scripts/table-candidates.ts CORPORA_DIR corpus[:from:to] … > /tmp/candidates.txt
// Each table prints as `@ corpus page index rows×cols score` then its rows: `cell | cell`, each cell prefixed
// by its guessed role letter (h header, d data, n neutral, t thema, f finalImportant, x finalNonImportant).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { TABLE_FEATURES } from '../src/structure/tables/features.js';
import { dataScore, guessRoles } from '../src/structure/tables/roles.js';
import { leafTablesOf, readPage } from '../src/training/table-dataset.js';
import { ROLE_LETTER } from './table-role-letters.js';

const args = process.argv.slice(2);
if (!args[0] || args[0].includes(':')) {
  process.stderr.write('usage: scripts/table-candidates.ts CORPORA_DIR CORPUS[:FROM[:TO]]…\n');
  process.exit(2);
}
const corporaDir = args.shift()!;
for (const spec of args) {
  const [corpus, from, to] = spec.split(':');
  const pages = readdirSync(join(corporaDir, corpus, 'input')).sort();
  for (const page of pages.slice(Number(from ?? 0), Number(to ?? pages.length))) {
    let tables: ReturnType<typeof leafTablesOf>;
    try {
      tables = leafTablesOf(readPage(corporaDir, corpus, page), corpus, page);
    } catch (e) {
      process.stderr.write(`${corpus}/${page}: ${String(e)}\n`);
      continue;
    }
    for (const t of tables) {
      const named: Record<string, number> = {};
      TABLE_FEATURES.forEach((n, i) => {
        named[n] = t.features[i];
      });
      const g = t.grid;
      const roles = guessRoles(g);
      const score = dataScore(named);
      const lines = [`@ ${corpus} ${page} ${t.index} ${g.rows}x${g.cols} score=${score.toFixed(2)}`];
      if (g.caption) lines.push(`  caption: ${g.caption.slice(0, 60)}`);
      // The evidence the guideline weighs: th/thead, border, links, images, form controls.
      const count = (p: (c: (typeof g.cells)[number]) => boolean) => g.cells.filter(p).length;
      const border = g.table.attrs.find((a) => a.name === 'border')?.value ?? '-';
      lines.push(
        `  th=${count((c) => c.isTh)} thead=${count((c) => c.section === 'thead')} border=${border} links=${count((c) => c.links > 0)} imgs=${count((c) => c.images > 0)} controls=${count((c) => c.controls > 0)}`,
      );
      for (let r = 0; r < Math.min(g.rows, 12); r++) {
        const parts: string[] = [];
        let last = -2;
        for (let c = 0; c < Math.min(g.cols, 10); c++) {
          const id = g.slots[r * g.cols + c];
          if (id === last) continue;
          last = id;
          if (id < 0) parts.push('-');
          else parts.push(`${ROLE_LETTER[roles[id]]}:${g.cells[id].text.slice(0, 22)}`);
        }
        lines.push(`  ${parts.join(' | ')}`);
      }
      if (g.rows > 12) lines.push(`  … ${g.rows - 12} more rows`);
      process.stdout.write(`${lines.join('\n')}\n`);
    }
  }
}
