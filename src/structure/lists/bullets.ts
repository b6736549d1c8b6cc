// Kitten §3.2.2: bullets hard-written at the start of list items. Each pattern is anchored and has no nested
// quantifier, so it runs in time linear in (and bounded by) the first few characters of the item.

/** Symbols used as bullets; they never start the words of an item, so they go whenever they are there. */
const SYMBOL = /^[*•·»›>▪▫■□◦‣●○◆◇♦►▸▶→⇒✓✔✗✘–—-](?=\s)\s*|^[*•·»›▪▫■□◦‣●○◆◇♦►▸▶→⇒✓✔]+\s*/u;

/** Enumerators: `1.`, `1)`, `(1)`, `a)`, `a.`, `I.`, `iv)`. */
const ENUMERATOR =
  /^(?:\(?(?:\d{1,3}|[a-z]|[A-Z]|[ivxlcdm]{1,7}|[IVXLCDM]{1,7})[.)]|\((?:\d{1,3}|[a-zA-Z])\))(?=\s)\s*/u;

/** Length of the symbol bullet at the start of `text` (0 when none; the whole text when it is only bullets). */
export function symbolBulletLength(text: string): number {
  return SYMBOL.exec(text)?.[0].length ?? 0;
}

/** Length of the enumerator at the start of `text` (0 when none). */
export function enumeratorLength(text: string): number {
  const m = ENUMERATOR.exec(text);
  return m && m[0].length < text.length ? m[0].length : 0;
}

/**
 * Removes hard-written bullets from the items of one list. Symbols always go; enumerators only when they
 * number the list (at least two items and at least half of them carry one, or the list has one item), so
 * that an item like `J. Smith` in a list of names keeps its initial.
 */
export function stripBullets(items: readonly string[]): string[] {
  let numbered = 0;
  for (const t of items) if (enumeratorLength(t) > 0) numbered++;
  const stripEnumerators = numbered * 2 >= items.length && (numbered >= 2 || items.length === 1);
  return items.map((t) => {
    let n = symbolBulletLength(t);
    if (n === 0 && stripEnumerators) n = enumeratorLength(t);
    return n > 0 ? t.slice(n) : t;
  });
}
