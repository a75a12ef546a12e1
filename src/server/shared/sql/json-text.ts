// Activation parameters, required activation parameters, extra detail and fixed parameters are stored as JSON
// text and parsed on read (spec 000 §3). A malformed stored value must not break the page: it reads as null
// and is logged.

export type MalformedJsonLog = (details: { field: string; rowId: number; error: string }) => void;

export function parseJsonText(text: string | null, field: string, rowId: number, onMalformed?: MalformedJsonLog): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    onMalformed?.({ field, rowId, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Objects in, JSON text stored. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value ?? null);
}

/**
 * The names a product requires (requiredActivationParameters): stored either as a list of names or as a list
 * of `{ name, ... }` descriptors. Anything else names nothing.
 */
export function requiredParameterNames(required: unknown): string[] {
  if (!Array.isArray(required)) return [];
  return required.flatMap((item: unknown) => {
    if (typeof item === 'string') return [item];
    if (item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string') return [(item as { name: string }).name];
    return [];
  });
}

/** The required names that are absent or empty in the given activation parameters. */
export function missingParameterNames(required: unknown, activationParameters: Record<string, unknown>): string[] {
  return requiredParameterNames(required).filter((name) => {
    const value = activationParameters[name];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}
