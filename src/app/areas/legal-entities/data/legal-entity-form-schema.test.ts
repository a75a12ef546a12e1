import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../../../../domain/validation/zod-fields';
import { legalEntityCreateFormSchema, legalEntityUpdateFormSchema } from './legal-entity-form-schema';

function messages(schema: typeof legalEntityCreateFormSchema | typeof legalEntityUpdateFormSchema, input: object): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldMessages(result.error);
}

describe('legal entity form rules (spec 000 §5, as the server checks them)', () => {
  it('reports every failing field at once with its message', () => {
    expect(messages(legalEntityCreateFormSchema, { accountId: 1, legalName: 'Rao & Sons <Ltd>', pan: 'ABC', gst: '12', cinNumber: 'X', aadharNumber: '123', tan: 'short' })).toEqual({
      legalName: 'Special characters are not allowed.',
      pan: 'PAN is not valid',
      gst: 'GST is not valid',
      cinNumber: 'CIN is not valid',
      aadharNumber: 'Aadhar is not valid',
      tan: 'TAN is not valid',
    });
  });

  it('needs a legal name, and a GST unless the customer is unregistered', () => {
    expect(messages(legalEntityCreateFormSchema, { accountId: 1, legalName: ' ' })).toEqual({ legalName: 'This field is required.', gst: 'This field is required.' });
    expect(messages(legalEntityUpdateFormSchema, { legalName: 'Rao Estates', unregisteredCustomer: true })).toEqual({});
  });

  it('accepts well-formed numbers and stores identifiers upper-case', () => {
    const result = legalEntityCreateFormSchema.parse({ accountId: 1, legalName: 'M/s. Rao & Sons (P) Ltd.', pan: 'aaacr1234q', gst: '27AAACR1234Q1Z6', tan: 'pnea12345b', aadharNumber: '123456789012' });
    expect(result).toMatchObject({ pan: 'AAACR1234Q', gst: '27AAACR1234Q1Z6', tan: 'PNEA12345B', unregisteredCustomer: false, active: true });
  });
});
