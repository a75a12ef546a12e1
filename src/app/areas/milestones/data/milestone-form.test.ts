import { describe, expect, it } from 'vitest';
import { validateMilestoneForm } from './milestone-form';

const now = new Date('2025-06-01T06:00:00Z');
const good = { termsheetId: '4', name: 'Advance', amount: '10000', gst: '1800', startDate: '2025-06-10' };

describe('validateMilestoneForm', () => {
  it('passes a complete milestone', () => {
    expect(validateMilestoneForm(good, { needsTermsheet: true, now })).toEqual({
      errors: {},
      fields: { name: 'Advance', amount: 10000, gst: 1800, startDate: '2025-06-10' },
    });
  });

  it('says what is missing or wrong with the spec’s messages', () => {
    const { errors, fields } = validateMilestoneForm({ termsheetId: '', name: ' ', amount: '0', gst: '1.234', startDate: '' }, { needsTermsheet: true, now });
    expect(fields).toBeNull();
    expect(errors).toEqual({
      termsheetId: 'This field is required.',
      name: 'This field is required.',
      amount: 'Please enter an amount greater than 0',
      gst: 'Amount can have at most 2 decimal places.',
      startDate: 'This field is required.',
    });
  });

  it('keeps dates within 100 years', () => {
    expect(validateMilestoneForm({ ...good, startDate: '2200-01-01' }, { needsTermsheet: false, now }).errors.startDate).toBe('Please select a date within 100 years of today.');
  });
});
