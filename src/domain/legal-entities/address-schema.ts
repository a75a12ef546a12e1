import { z } from 'zod';
import { validatePinCode } from '../validation/pin-code';
import { validateAddress } from '../validation/special-characters';
import { requiredId, requiredText } from '../validation/zod-fields';

/** A legal entity has a billing and a shipping address. */
export const ADDRESS_TYPES = ['Billing', 'Shipping'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const addressTypeSchema = z.enum(ADDRESS_TYPES);

/** A missing address reads 'Not available' on the account page and 'Not Available' on a termsheet (as the spec writes each). */
export const MISSING_ADDRESS_TEXT = 'Not available';

/** POST /address and PUT /address/{id}: the address text (no special characters), city and PIN. */
export const addressSchema = z.object({
  address: requiredText(validateAddress),
  cityId: requiredId(),
  pincode: requiredText(validatePinCode),
});

export type Address = z.infer<typeof addressSchema>;
