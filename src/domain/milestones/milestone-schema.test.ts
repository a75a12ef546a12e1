import { describe, expect, it } from 'vitest';
import { fieldMessages } from '../validation/zod-fields';
import { milestoneCreateSchema, milestoneUpdateSchema } from './milestone-schema';

const valid = { name: 'Advance', amount: 100000, gst: 18000, startDate: '2024-04-01', accountLegalEntityId: 4, termsheetId: 2 };

function errorsOf(value: unknown) {
  const result = milestoneCreateSchema.safeParse(value);
  return result.success ? {} : fieldMessages(result.error);
}

describe('milestone schema', () => {
  it('sends paymentAdded as false on create', () => {
    expect(milestoneCreateSchema.parse(valid).paymentAdded).toBe(false);
    expect(errorsOf({ ...valid, paymentAdded: true })).toHaveProperty('paymentAdded');
    expect(milestoneUpdateSchema.parse(valid)).not.toHaveProperty('paymentAdded');
  });

  it('checks each field', () => {
    expect(errorsOf({ ...valid, name: ' ', amount: -1, gst: -1, startDate: '2024-13-01' })).toEqual({
      name: 'This field is required.',
      amount: 'Please enter an amount greater than 0',
      gst: 'Amount can have at most 2 decimal places.',
      startDate: 'Please enter a valid date.',
    });
    expect(errorsOf({})).toMatchObject({ accountLegalEntityId: 'This field is required.', termsheetId: 'This field is required.' });
  });
});
