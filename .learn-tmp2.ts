import { writeFileSync } from 'node:fs';
import { collectTableSamples } from './src/training/table-trees.ts';
const s = collectTableSamples('data/tables', '../shared/corpora');
writeFileSync('/tmp/i10/samples.json', JSON.stringify({ ...s, cellTableList: undefined }));
console.log(s.tY.length, s.problems.length);
