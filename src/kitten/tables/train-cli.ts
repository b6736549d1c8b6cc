// Trains models/tables.json from the hand labels and prints the cross-validation report.
//   npx tsx src/kitten/tables/train-cli.ts --corpora DIR [--labels data/tables]
//                                          [--out models/tables.json] [--seed 1]
import { trainTableModels } from '../../training/table-trees.js';

const args = process.argv.slice(2);
function arg(name: string, fallback?: string): string {
  const i = args.indexOf(name);
  const value = i >= 0 && args[i + 1] ? args[i + 1] : fallback;
  if (value === undefined) {
    process.stderr.write(`train-cli: ${name} DIR is required (the development corpora)\n`);
    process.exit(2);
  }
  return value;
}
const { report } = await trainTableModels({
  labelsDir: arg('--labels', 'data/tables'),
  corporaDir: arg('--corpora'),
  out: arg('--out', 'models/tables.json'),
  seed: Number(arg('--seed', '1')),
});
process.stdout.write(`${report}\n`);
