// Random texts of every kind of white space (ASCII, NBSP, wide spaces, the BOM, the zero-width space, a control
// character) between short words in Latin, Han, kana and CJK punctuation: the property tests of the space collapses
// and the word counts that must agree with their plain regexp or with each other.
import fc from 'fast-check';

const PIECES = [
  ' ',
  '  ',
  '\n',
  '\t',
  '\r\n',
  '\v',
  '\f',
  '\u0001',
  '\u00a0',
  '\u2003',
  '\u3000',
  '\ufeff',
  '\u200b',
  'a',
  'bc',
  'é',
  '日',
  '日本',
  'カ',
  '、',
];

/** Runs `check` on 5,000 texts of up to 40 pieces. */
export function forSpacedTexts(check: (text: string) => void): void {
  const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(text, (t) => {
      check(t);
    }),
    { numRuns: 5000 },
  );
}
