/** The outcome of validating a repeating-row field: which rows fail and why (spec 000 §5). */
export interface RowsValidation {
  valid: boolean;
  /** Zero-based indexes of the failing rows, ascending. */
  failingRowIndexes: number[];
  /** The message of each failing row, by index. */
  messages: Map<number, string>;
}

export function validateRows<T>(
  rows: readonly T[],
  validateRow: (row: T, index: number) => string | null,
): RowsValidation {
  const messages = new Map<number, string>();
  rows.forEach((row, index) => {
    const message = validateRow(row, index);
    if (message !== null) messages.set(index, message);
  });
  const failingRowIndexes = [...messages.keys()];
  return { valid: failingRowIndexes.length === 0, failingRowIndexes, messages };
}
