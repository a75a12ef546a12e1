/**
 * The figure of a totals row (issue 51, issue 49): the sum of a column's numbers over the rows shown, absent
 * values counting nothing. Only for columns whose figures add (counts, amounts), never for rates or averages.
 */
export function sumOf<Row>(rows: readonly Row[], value: (row: Row) => number | null | undefined): number {
  let total = 0;
  for (const row of rows) {
    const figure = value(row);
    if (typeof figure === 'number' && Number.isFinite(figure)) total += figure;
  }
  return total;
}
