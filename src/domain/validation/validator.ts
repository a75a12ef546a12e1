import { VALIDATION_MESSAGES } from './messages';

/** A rule: the message when the value breaks it, or null when it is valid. */
export type Validator<T = string> = (value: T) => string | null;

/**
 * Emptiness is `required`'s business only: every format validator in this folder passes an empty value,
 * so an optional field is checked only when present and a mandatory one adds `required`.
 */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

export function required(value: unknown): string | null {
  return isBlank(value) ? VALIDATION_MESSAGES.required : null;
}

/** The first message any validator gives, in order. */
export function firstError<T>(value: T, ...validators: readonly Validator<T>[]): string | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message !== null) return message;
  }
  return null;
}

/** A validator built from a pattern, applied to the trimmed value; blank passes. */
export function patternValidator(pattern: RegExp, message: string): Validator<string | null | undefined> {
  return (value) => {
    if (value === null || value === undefined || isBlank(value)) return null;
    return pattern.test(value.trim()) ? null : message;
  };
}
