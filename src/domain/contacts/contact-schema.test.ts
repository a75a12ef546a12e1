import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { contactCreateSchema, contactUpdateSchema } from './contact-schema';
import { isContactVisible } from './contact-types';

const valid = { name: 'Ravi Kumar', email: 'ravi@example.com', phone: '9876543210', contactTypeId: 1, accountId: 7 };

function errorsOf(value: unknown, schema = contactCreateSchema) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('contact schema', () => {
  it('accepts a valid contact, opportunity optional', () => {
    expect(contactCreateSchema.parse(valid)).toMatchObject(valid);
    expect(contactCreateSchema.parse({ ...valid, opportunityId: 3 }).opportunityId).toBe(3);
    expect(contactCreateSchema.parse({ ...valid, email: '' }).email).toBe('');
  });

  it('carries the rule messages per field', () => {
    expect(errorsOf({ ...valid, name: 'Ravi.K', email: 'ravi@', phone: '12345' })).toEqual({
      name: 'Name may contain only letters and digits.',
      email: 'Please enter a valid email address.',
      phone: 'Phone number must be exactly 10 digits.',
    });
    expect(errorsOf({ email: 'ravi@example.com' })).toEqual({
      name: 'This field is required.',
      phone: 'This field is required.',
      contactTypeId: 'This field is required.',
      accountId: 'This field is required.',
    });
  });

  it('update takes name, email, phone and type only', () => {
    const { accountId: _accountId, ...fields } = valid;
    expect(contactUpdateSchema.parse({ ...fields, accountId: 9 })).not.toHaveProperty('accountId');
  });

  it('shows a child point of contact (type 8) only when verified', () => {
    expect(isContactVisible({ contactTypeId: 8, isVerified: false })).toBe(false);
    expect(isContactVisible({ contactTypeId: 8, isVerified: null })).toBe(false);
    expect(isContactVisible({ contactTypeId: 8, isVerified: true })).toBe(true);
    expect(isContactVisible({ contactTypeId: 1, isVerified: false })).toBe(true);
  });
});
