// Victor's discretisation: numbers map to the largest listed value ≤ them ("largest less-or-equal"; below
// the first bound, the first bound), ratios in [0, 1] to one of `scale` equal buckets. Labels are cached
// strings: a page's table holds tens of thousands of cells, and fresh number-to-string conversions
// dominated its cost in garbage collection.

const SMALL: string[] = Array.from({ length: 256 }, (_, k) => String(k));

/** Victor's "largest less-or-equal" over fixed bounds, their labels made once: a column's discretiser. */
export class Bins {
  private readonly labels: string[];
  constructor(private readonly bounds: readonly number[]) {
    this.labels = bounds.map(String);
  }
  label(x: number): string {
    const bounds = this.bounds;
    if (bounds.length === 0) return Number.isInteger(x) && x >= 0 && x < 256 ? SMALL[x] : String(x);
    if (!(x > bounds[0])) return this.labels[0];
    // Binary search for the last bound ≤ x.
    let lo = 0;
    let hi = bounds.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (bounds[mid] <= x) lo = mid;
      else hi = mid - 1;
    }
    return this.labels[lo];
  }
}

const binsByBounds = new WeakMap<readonly number[], Bins>();

/** The label of `x` among `bounds` (one-off uses; a column keeps its own `Bins`). */
export function largestLessOrEqual(x: number, bounds: readonly number[]): string {
  let bins = binsByBounds.get(bounds);
  if (!bins) {
    bins = new Bins(bounds);
    binsByBounds.set(bounds, bins);
  }
  return bins.label(x);
}

/** Bucket number 0…scale-1 of a ratio (values outside [0, 1] are clamped). */
export function scaled(ratio: number, scale: number): string {
  if (!(ratio > 0)) return SMALL[0];
  const k = Math.min(scale - 1, Math.floor(ratio * scale));
  return k < 256 ? SMALL[k] : String(k);
}
