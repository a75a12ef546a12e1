/**
 * Whether two records draw the same: every field equal, arrays element by element (one level, as the screens' rows
 * are flat). A list answered again (the server's rows and then the device copy's, a live query re-run by a sync)
 * brings new objects with the same values; a row or card compared this way is not drawn again (issue 10).
 * Anything deeper than an array of plain values counts as changed: a wasted draw, never a stale one.
 */
export function sameRecord(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (x === y) return Object.hasOwn(right, key);
    return Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => v === y[i]);
  });
}
