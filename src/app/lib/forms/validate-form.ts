import type { z } from 'zod';
import { fieldMessages } from '../../../domain/validation/zod-fields';

export type FieldMessages = Record<string, string>;

/**
 * Checks a form's values with the same zod schema the server uses, so the inline messages are the server's
 * (spec 000 §5): the parsed data, or each failing field's first message keyed by its dotted path.
 */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): { ok: true; data: z.output<S> } | { ok: false; errors: FieldMessages } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldMessages(result.error) };
}

/** After a failed submit: focus the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Blank text as null: the API stores absent optional fields as null, not as ''. */
export function blankToNull(value: string): string | null {
  return value.trim() === '' ? null : value.trim();
}

/** A select's value as an id: nothing chosen is null (the schema says 'This field is required.'). */
export function idOrNull(value: string): number | null {
  return value === '' ? null : Number(value);
}

/** An amount's text as the schema takes it: blank is absent, a number when it reads as one, else the text (not a number). */
export function numberOrText(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
}
