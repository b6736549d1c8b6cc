// Gold files come in the encodings their annotators saved them in: most in UTF-8, some of Dragnet's in UTF-16
// with a byte-order mark or in Windows-1252. Read as UTF-8, a UTF-16 gold is noise and its page scores 0
// whatever the extractor keeps. Scorers decode a gold's bytes as its encoding says (byte-order mark, valid
// UTF-8, or detected) and take the text as it is: no mojibake repaired, no wrapper line removed, so a score is
// against the benchmark's own text. (Training's labelling reads a gold as a page, `decodePage`, to align best.)
import { readFileSync } from 'node:fs';
import { chooseEncoding } from '../encoding/choose.js';
import { decodeBytes } from '../encoding/decode.js';

/** A gold file's text from its bytes. */
export function decodeGold(bytes: Uint8Array): string {
  const choice = chooseEncoding(bytes, { encoding: null, transportEncoding: null });
  return choice.text ?? decodeBytes(bytes, choice.encoding);
}

/** A gold file's text. */
export function readGold(path: string): string {
  return decodeGold(new Uint8Array(readFileSync(path)));
}
