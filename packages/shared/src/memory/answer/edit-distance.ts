/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[] = Array.from({ length: rows * columns }, (_, index) =>
    index < columns ? index : index % columns === 0 ? index / columns : 0,
  );
  const at = (row: number, column: number): number => table[row * columns + column] ?? 0;
  for (let row = 1; row < rows; row += 1) {
    for (let column = 1; column < columns; column += 1) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      let best = Math.min(at(row - 1, column) + 1, at(row, column - 1) + 1, at(row - 1, column - 1) + cost);
      if (row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]) {
        best = Math.min(best, at(row - 2, column - 2) + 1);
      }
      table[row * columns + column] = best;
    }
  }
  return at(rows - 1, columns - 1);
}
