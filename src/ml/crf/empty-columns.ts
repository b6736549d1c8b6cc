// Feature columns made at their final length, one array of `n` values per column (filled by index: a column
// of a large page filled by push was copied at each growth).
/**
 * `count` empty columns of `n` values. A plain loop, not `names.map(() => new Array(n))`: the array that
 * TurboFan's inlined `map` makes has another map than the builtin's, and the destructuring of the columns
 * in the callers, compiled for the builtin's, was deoptimized once per process (`--trace-deopt`: "wrong
 * map" at the destructuring), and these large functions compiled again.
 */
export function emptyColumns(count: number, n: number): string[][] {
  const columns: string[][] = new Array(count);
  for (let c = 0; c < count; c++) columns[c] = new Array<string>(n);
  return columns;
}
