import { VALIDATION_MESSAGES } from '../validation/messages';
import { isBlank, patternValidator } from '../validation/validator';

// A pragmatic address check: a local part, an '@', and a dotted domain ending in letters. Blank passes.
const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export const validateEmail = patternValidator(EMAIL_PATTERN, VALIDATION_MESSAGES.email);

/** Exactly 10 digits, no country code or separators (spec 000 §5). */
export const validatePhone = patternValidator(/^[0-9]{10}$/, VALIDATION_MESSAGES.phone);

/** Letters and digits only once spaces are removed (spec 000 §5). ASCII letters, as the spec's forms are. */
export function validateName(value: string | null | undefined): string | null {
  if (value === null || value === undefined || isBlank(value)) return null;
  return /^[A-Za-z0-9]+$/.test(value.replace(/\s+/g, '')) ? null : VALIDATION_MESSAGES.name;
}
