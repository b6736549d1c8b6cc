// Which words of a text the other text lacks, for the report's side-by-side view: the text is cut into word
// tokens (WCXB's: Unicode `\w+`, compared lower-cased) and the runs between them; a word is unmatched when
// the other text's multiset of words has no copy of it left (copies are used up in reading order). This is
// the WCXB measure's own matching, so the marked words are exactly the ones its P and R count as lost.

export interface Run {
  text: string;
  /** A word with no copy left in the other text. */
  unmatched: boolean;
}

const WORD = /[\p{L}\p{N}_]+/gu;

function bagOf(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const w of text.toLowerCase().match(WORD) ?? []) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}

/** `text` as runs, each word marked when `other` lacks it. Joining the runs' text gives `text` back. */
export function markUnmatched(text: string, other: string): Run[] {
  const left = bagOf(other);
  const runs: Run[] = [];
  let last = 0;
  const push = (t: string, unmatched: boolean) => {
    const prev = runs[runs.length - 1];
    // Adjacent runs of the same kind merge (fewer spans in the report).
    if (prev && prev.unmatched === unmatched) prev.text += t;
    else runs.push({ text: t, unmatched });
  };
  for (const m of text.matchAll(WORD)) {
    if (m.index > last) push(text.slice(last, m.index), false);
    const w = m[0].toLowerCase();
    const n = left.get(w) ?? 0;
    if (n > 0) left.set(w, n - 1);
    push(m[0], n === 0);
    last = m.index + m[0].length;
  }
  if (last < text.length) push(text.slice(last), false);
  return runs;
}
