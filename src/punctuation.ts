// Closing quotes and brackets, shared by every test of where a sentence or a line ends (the closing punctuation
// of `structure/segmentation.ts` and the corpus scope's list, heading and item steps), so that all of them read
// `„Wir beginnen im April.“`, `»So.«` and `「そうです。」` as ended, not English quotes only.

/**
 * Closers that may follow a sentence's final mark: `He said "no."` ends at the quote, `【…未经授权，不得转载。】` at
 * the bracket. German and Czech quote „so.“ and ‚so.‘ (the closing mark is the English opening one), German and
 * Danish books »so.« and ›so.‹.
 */
export const CLOSERS: ReadonlySet<string> = new Set([
  '"',
  "'",
  '»',
  '”',
  '’',
  '“',
  '‘',
  '«',
  '‹',
  ')',
  ']',
  '}',
  '›',
  '」',
  '｣',
  '〟',
  '』',
  '）',
  '】',
  '〕',
  '》',
  '〉',
  '〗',
  '］',
  '｝',
  '＂',
  '＇',
]);

/** `CLOSERS` as a regular expression character class (`[…]`), for patterns such as `/\.[…]*$/u`. */
export const CLOSERS_CLASS = `[${[...CLOSERS].map((c) => c.replace(/[\]\\^-]/g, '\\$&')).join('')}]`;
