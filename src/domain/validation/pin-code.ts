import { VALIDATION_MESSAGES } from './messages';
import { isBlank, patternValidator } from './validator';

/** 6 digits, the first not 0: 'PIN is not valid' (spec 000 §5, 001 §5). Blank passes. */
export const validatePinCode = patternValidator(/^[1-9][0-9]{5}$/, VALIDATION_MESSAGES.pinCode);

/** Adding a payment needs a PIN: blank gives 'PIN Code is mandatory for adding Payment'. */
export function validatePaymentPinCode(value: string | null | undefined): string | null {
  if (isBlank(value)) return VALIDATION_MESSAGES.pinCodeMandatoryForPayment;
  return validatePinCode(value);
}
