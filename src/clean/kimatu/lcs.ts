// Length of the longest common subsequence of two word sequences: the classic DP in two rows, O(n·m) time,
// O(m) memory. Callers bound the input sizes (LCS_MAX_WORDS) and the total work per page (LCS_BUDGET).

export function lcsLength(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let prev = new Uint32Array(b.length + 1);
  let cur = new Uint32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    const ai = a[i - 1];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = ai === b[j - 1] ? prev[j - 1] + 1 : Math.max(cur[j - 1], prev[j]);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}
