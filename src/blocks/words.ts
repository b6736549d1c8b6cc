// Word counting shared by the blocks and Kitten's list rules: whitespace-separated tokens of normalized text.

/** Tokens of a text whose whitespace is already collapsed to single spaces. */
export function countWords(text: string): number {
  let n = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) === 32;
    if (!space && !inWord) n++;
    inWord = !space;
  }
  return n;
}
