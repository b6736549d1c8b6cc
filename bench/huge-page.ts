// Writes the huge-page test input: one HTML page of N numbered paragraphs (default 200,000 of about 500
// bytes each, ~100 MB). Generated on demand, never committed: `node --import tsx bench/huge-page.ts OUT [N]`.
import { closeSync, openSync, writeSync } from 'node:fs';

const out = process.argv[2];
const count = Number(process.argv[3] ?? 200_000);
if (!out || !Number.isInteger(count) || count < 1) {
  process.stderr.write('usage: huge-page.ts OUT.html [PARAGRAPHS]\n');
  process.exit(2);
}

// A few sentences of ordinary prose, varied by paragraph number so that no two paragraphs are equal.
const WORDS =
  'the river ran quietly past the old mill where children gathered every summer evening to watch boats ' +
  'drift under the stone bridge while their parents talked about the harvest the weather and the long ' +
  'road to the market town beyond the hills';
const words = WORDS.split(' ');

function paragraph(i: number): string {
  const parts: string[] = [`Paragraph ${i}.`];
  let sentence: string[] = [];
  for (let k = 0; parts.join(' ').length < 460; k++) {
    sentence.push(words[(i * 7 + k * 13) % words.length]);
    if (sentence.length === 12) {
      const s = sentence.join(' ');
      parts.push(`${s[0].toUpperCase()}${s.slice(1)}.`);
      sentence = [];
    }
  }
  return `<p>${parts.join(' ')}</p>\n`;
}

const fd = openSync(out, 'w');
writeSync(
  fd,
  '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>A very long page</title></head>\n<body>\n',
);
writeSync(fd, '<h1>A very long page</h1>\n');
let chunk = '';
for (let i = 1; i <= count; i++) {
  chunk += paragraph(i);
  if (chunk.length > 1 << 20) {
    writeSync(fd, chunk);
    chunk = '';
  }
}
writeSync(fd, `${chunk}</body></html>\n`);
closeSync(fd);
