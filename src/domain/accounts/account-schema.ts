import { z } from 'zod';
import { validateAddress, validateNoSpecialCharacters } from '../validation/special-characters';
import { validateGst, validatePan } from '../validation/tax-ids';
import { optionalText, optionalUpperText, requiredId, requiredText } from '../validation/zod-fields';

/**
 * Account edit fields (spec 000 §3, PUT /account/{id}). An account is a business, so its name takes the
 * legal-name character rule (letters, digits and , . - / # ( ) & '), not the person-name rule (our call).
 * The profile id is optional: an account may exist before its marketplace profile.
 */
export const accountUpdateSchema = z.object({
  housingProfileId: optionalText(),
  name: requiredText(validateNoSpecialCharacters),
  pan: optionalUpperText(validatePan),
  gstin: optionalUpperText(validateGst),
  cityId: requiredId(),
  address: optionalText(validateAddress),
});

export type AccountUpdate = z.infer<typeof accountUpdateSchema>;
