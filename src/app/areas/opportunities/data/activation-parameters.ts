/**
 * Activation parameters as key/value fields. A product's requiredActivationParameters is a list of names or
 * of `{ name, type }` descriptors (JSON text on the server, parsed on read); the mapping's activationParameters
 * is an object. Every required name gets a field, then any other key already stored.
 */
export type ActivationField = { name: string; type: string | null; required: boolean; value: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function requiredParameters(required: unknown): { name: string; type: string | null }[] {
  if (!Array.isArray(required)) return [];
  return required.flatMap((item: unknown) => {
    if (typeof item === 'string') return [{ name: item, type: null }];
    if (isRecord(item) && typeof item.name === 'string') return [{ name: item.name, type: typeof item.type === 'string' ? item.type : null }];
    return [];
  });
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function activationFields(required: unknown, current: unknown): ActivationField[] {
  const values = isRecord(current) ? current : {};
  const fields: ActivationField[] = requiredParameters(required).map((p) => ({ name: p.name, type: p.type, required: true, value: asText(values[p.name]) }));
  for (const [name, value] of Object.entries(values)) {
    if (!fields.some((f) => f.name === name)) fields.push({ name, type: null, required: false, value: asText(value) });
  }
  return fields;
}

/**
 * Fields back to an object: a value that was a number (or a field of type 'number') and still reads as a
 * number stays a number; everything else is text. Empty optional fields are dropped.
 */
export function toActivationParameters(fields: readonly ActivationField[], original: unknown): Record<string, unknown> {
  const before = isRecord(original) ? original : {};
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const text = field.value.trim();
    if (text === '' && !field.required) continue;
    const numeric = typeof before[field.name] === 'number' || field.type === 'number';
    out[field.name] = numeric && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return out;
}
