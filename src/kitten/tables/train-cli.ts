// Trains models/tables.json from the hand labels and prints the cross-validation report.
//   npx tsx src/kitten/tables/train-cli.ts [--labels data/tables] [--corpora ../shared/corpora]
//                                          [--out models/tables.json] [--seed 1]
import { trainTableModels } from './train.js';

const args = process.argv.slice(2);
function arg(name: string, fallback: string): string {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
}
const { report } = await trainTableModels({
  labelsDir: arg('--labels', 'data/tables'),
  corporaDir: arg('--corpora', '../shared/corpora'),
  out: arg('--out', 'models/tables.json'),
  seed: Number(arg('--seed', '1')),
});
process.stdout.write(`${report}\n`);
