import { VALIDATION_MESSAGES } from './messages';
import { gstinDetailProblem } from './gstin';
import { isBlank } from './validator';

/**
 * Indian tax and company identifiers (spec 000 §5, 001 §5). Letters are checked case-insensitively
 * (the schemas store them upper-cased), so a user typing 'abcde1234f' is not told their PAN is wrong.
 */
export const GST_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const AADHAR_PATTERN = /^[0-9]{12}$/;
export const CIN_PATTERN = /^[A-Z][0-9]{5}[A-Z]{2}[0-9]{4}[A-Z]{3}[0-9]{6}$/;

function upperPattern(pattern: RegExp, message: string) {
  return (value: string | null | undefined): string | null => {
    if (value === null || value === undefined || isBlank(value)) return null;
    return pattern.test(value.trim().toUpperCase()) ? null : message;
  };
}

/** GSTIN: 2-digit state (one that exists), PAN, entity number 1-9/A-Z, 'Z', check character (gstin.ts). */
export function validateGst(value: string | null | undefined): string | null {
  const patternProblem = upperPattern(GST_PATTERN, VALIDATION_MESSAGES.gst)(value);
  if (patternProblem || value === null || value === undefined || isBlank(value)) return patternProblem;
  return gstinDetailProblem(value.trim().toUpperCase());
}
export const validatePan = upperPattern(PAN_PATTERN, VALIDATION_MESSAGES.pan);
export const validateAadhar = upperPattern(AADHAR_PATTERN, VALIDATION_MESSAGES.aadhar);
export const validateCin = upperPattern(CIN_PATTERN, VALIDATION_MESSAGES.cin);
