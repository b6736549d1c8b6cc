// Victor's discretisation: numbers map to the largest listed value ≤ them ("largest less-or-equal"; below
// the first bound, the first bound), ratios in [0, 1] to one of `scale` equal buckets.

export function largestLessOrEqual(x: number, bounds: readonly number[]): string {
  if (bounds.length === 0) return String(x);
  let lo = 0;
  let hi = bounds.length - 1;
  if (x <= bounds[0]) return String(bounds[0]);
  // Binary search for the last bound ≤ x.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bounds[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return String(bounds[lo]);
}

/** Bucket number 0…scale-1 of a ratio (values outside [0, 1] are clamped). */
export function scaled(ratio: number, scale: number): string {
  if (!(ratio > 0)) return '0';
  return String(Math.min(scale - 1, Math.floor(ratio * scale)));
}
