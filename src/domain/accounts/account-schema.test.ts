import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { accountUpdateSchema } from './account-schema';

function errorsOf(value: unknown) {
  const result = accountUpdateSchema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('account schema', () => {
  it('accepts an account with only name and city', () => {
    expect(accountUpdateSchema.parse({ name: 'Rao & Sons Realty', cityId: 4 })).toEqual({ name: 'Rao & Sons Realty', cityId: 4 });
  });

  it('checks PAN, GSTIN and address when present', () => {
    expect(errorsOf({ name: 'Acme', cityId: 4, pan: 'bad', gstin: 'bad', address: 'a<b' })).toEqual({
      pan: 'PAN is not valid',
      gstin: 'GST is not valid',
      address: 'Special characters are not allowed.',
    });
    expect(accountUpdateSchema.parse({ name: 'Acme', cityId: 4, pan: 'abcde1234f' }).pan).toBe('ABCDE1234F');
  });

  it('requires name and city', () => {
    expect(errorsOf({ housingProfileId: 'uuid-1' })).toEqual({ name: 'This field is required.', cityId: 'This field is required.' });
    expect(errorsOf({ name: 'Acme!', cityId: 4 })).toEqual({ name: 'Special characters are not allowed.' });
  });
});
