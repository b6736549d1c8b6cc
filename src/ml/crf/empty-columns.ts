// Feature columns made at their final length, one array of `n` values per column (filled by index: a column
// of a large page filled by push was copied at each growth).
/**
 * `count` empty columns of `n` values. A plain loop, not `names.map(() => new Array(n))`: with the mapped
 * array, the callers' destructuring of the columns was deoptimized once per process (`--trace-deopt`:
 * "wrong map" at the destructuring; the array made by TurboFan's inlined `map` seems to have another hidden
 * class than the builtin's), and these large functions were compiled again.
 */
export function emptyColumns(count: number, n: number): string[][] {
  const columns: string[][] = new Array(count);
  for (let c = 0; c < count; c++) columns[c] = new Array<string>(n);
  return columns;
}
