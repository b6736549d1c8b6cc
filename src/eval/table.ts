// Plain-text tables for the eval reports: the first column left-aligned, the others right-aligned.

export function alignTable(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)));
  return rows.map((row) =>
    row
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]) : (c ?? '').padStart(widths[i])))
      .join('  ')
      .trimEnd(),
  );
}
