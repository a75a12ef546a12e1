import { VALIDATION_MESSAGES } from './messages';
import { firstError, isBlank, required } from './validator';

/**
 * What a legal name or an address may hold (spec 000 §5 forbids "special characters" without listing them).
 * Our choice: letters, digits, whitespace (addresses span lines) and the punctuation real names and
 * addresses need: , . - / # ( ) & '  ("M/s. Rao & Sons (P) Ltd.", "#12, 4th Cross"). Anything else is special.
 */
export const ALLOWED_TEXT_PATTERN = /^[A-Za-z0-9\s,./#()&'-]+$/;

export function validateNoSpecialCharacters(value: string | null | undefined): string | null {
  if (value === null || value === undefined || isBlank(value)) return null;
  return ALLOWED_TEXT_PATTERN.test(value) ? null : VALIDATION_MESSAGES.specialCharacters;
}

/** Legal name: mandatory, no special characters. */
export function validateLegalName(value: string | null | undefined): string | null {
  return firstError(value, required, validateNoSpecialCharacters);
}

/** Billing or shipping address text: no special characters (mandatory-ness is the form's call). */
export const validateAddress = validateNoSpecialCharacters;
