import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { addressSchema, addressTypeSchema, MISSING_ADDRESS_TEXT } from './address-schema';

function errorsOf(value: unknown) {
  const result = addressSchema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('address schema', () => {
  it('accepts a valid address', () => {
    expect(addressSchema.parse({ address: '#12, 4th Cross, Indiranagar', cityId: 1, pincode: '560038' })).toEqual({
      address: '#12, 4th Cross, Indiranagar',
      cityId: 1,
      pincode: '560038',
    });
  });

  it('applies the PIN and special-character rules', () => {
    expect(errorsOf({ address: 'Shop *5', cityId: 1, pincode: '060038' })).toEqual({
      address: 'Special characters are not allowed.',
      pincode: 'PIN is not valid',
    });
    expect(errorsOf({})).toEqual({
      address: 'This field is required.',
      cityId: 'This field is required.',
      pincode: 'This field is required.',
    });
  });

  it('has the two address types and the missing-address texts', () => {
    expect(addressTypeSchema.options).toEqual(['Billing', 'Shipping']);
    expect(MISSING_ADDRESS_TEXT).toBe('Not available');
  });
});
