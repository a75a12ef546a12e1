/**
 * The URL search of a route, shaped without zod: the route table (validateSearch) is in the first screen's
 * JavaScript, and zod there cost 25 KB of the 150 KB budget. Each field reader takes the raw value and answers it
 * when it fits, else undefined (as zod's `.optional().catch(undefined)`); `searchShape` keeps the fields that fit.
 * The server checks every value again.
 */
export type FieldReader<T> = (value: unknown) => T | undefined;

/** A string (trimmed when asked) of at most `max` characters, optionally matching `pattern`. */
export function searchString(max: number, opts: { trim?: boolean; pattern?: RegExp } = {}): FieldReader<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined;
    const text = opts.trim ? value.trim() : value;
    if (text.length > max) return undefined;
    if (opts.pattern && !opts.pattern.test(text)) return undefined;
    return text;
  };
}

/** A YYYY-MM-DD day. */
export const searchDay: FieldReader<string> = searchString(10, { pattern: /^\d{4}-\d{2}-\d{2}$/ });

/** An integer from a number or a numeric string (as z.coerce.number().int()), within min..max. */
export function searchInt(min: number, max = Number.MAX_SAFE_INTEGER): FieldReader<number> {
  return (value) => {
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };
}

/** One of the given values. */
export function searchEnum<T extends string>(values: readonly T[]): FieldReader<T> {
  return (value) => (typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined);
}

export type SearchOf<S extends Record<string, FieldReader<unknown>>> = { [K in keyof S]?: S[K] extends FieldReader<infer T> ? T : never };

/** validateSearch for a route: the fields that fit, the others left out. */
export function searchShape<S extends Record<string, FieldReader<unknown>>>(shape: S): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(shape)) {
      const value = shape[key]!(search[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as SearchOf<S>;
  };
}
