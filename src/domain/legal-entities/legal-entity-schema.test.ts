import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { legalEntityCreateSchema, legalEntityUpdateSchema } from './legal-entity-schema';

const valid = { legalName: 'Rao & Sons (P) Ltd.', gst: '27aapfu0939f1zv', accountId: 3 };

function errorsOf(value: unknown, schema: typeof legalEntityCreateSchema | typeof legalEntityUpdateSchema = legalEntityCreateSchema) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('legal entity schema', () => {
  it('accepts a valid entity, upper-casing ids and defaulting flags', () => {
    const parsed = legalEntityCreateSchema.parse({ ...valid, pan: 'aapfu0939f' });
    expect(parsed).toMatchObject({ gst: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', unregisteredCustomer: false, active: true });
  });

  it('legal name is mandatory and has no special characters', () => {
    expect(errorsOf({ ...valid, legalName: '' })).toEqual({ legalName: 'This field is required.' });
    expect(errorsOf({ ...valid, legalName: 'Rao@Sons' })).toEqual({ legalName: 'Special characters are not allowed.' });
  });

  it('checks optional ids only when present', () => {
    expect(errorsOf({ ...valid, pan: '', cinNumber: null, aadharNumber: undefined })).toEqual({});
    expect(errorsOf({ ...valid, pan: 'X', cinNumber: 'Y', aadharNumber: '12' })).toEqual({
      pan: 'PAN is not valid',
      cinNumber: 'CIN is not valid',
      aadharNumber: 'Aadhar is not valid',
    });
    expect(errorsOf({ ...valid, gst: 'ABC' })).toEqual({ gst: 'GST is not valid' });
  });

  it('requires GST unless the customer is unregistered', () => {
    expect(errorsOf({ ...valid, gst: '' })).toEqual({ gst: 'This field is required.' });
    expect(errorsOf({ ...valid, gst: undefined }, legalEntityUpdateSchema)).toEqual({ gst: 'This field is required.' });
    expect(errorsOf({ ...valid, gst: '', unregisteredCustomer: true })).toEqual({});
  });

  it('reports the GST rule together with other field errors', () => {
    expect(errorsOf({ legalName: '', accountId: 3 })).toEqual({ legalName: 'This field is required.', gst: 'This field is required.' });
  });

  it('create needs the account', () => {
    expect(errorsOf({ legalName: 'Acme', gst: valid.gst })).toEqual({ accountId: 'This field is required.' });
  });
});
