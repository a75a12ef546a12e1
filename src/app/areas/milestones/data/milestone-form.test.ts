import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/forms/validate-form';
import { milestoneFormInput, milestoneFormSchema, type MilestoneFormValues } from './milestone-form';

const now = () => new Date('2025-06-01T06:00:00Z');
const good = { termsheetId: '4', name: 'Advance', amount: '10000', gst: '1800', startDate: '2025-06-10' };
const check = (values: MilestoneFormValues, needsTermsheet: boolean) => validateForm(milestoneFormSchema({ needsTermsheet, now }), milestoneFormInput(values));

describe('the milestone form schema', () => {
  it('passes a complete milestone', () => {
    expect(check(good, true)).toEqual({ ok: true, data: { termsheetId: 4, name: 'Advance', amount: 10000, gst: 1800, startDate: '2025-06-10' } });
    expect(check(good, false)).toEqual({ ok: true, data: { termsheetId: undefined, name: 'Advance', amount: 10000, gst: 1800, startDate: '2025-06-10' } });
  });

  it('says what is missing or wrong with the spec’s messages', () => {
    expect(check({ termsheetId: '', name: ' ', amount: '0', gst: '1.234', startDate: '' }, true)).toEqual({
      ok: false,
      errors: {
        termsheetId: 'This field is required.',
        name: 'This field is required.',
        amount: 'Please enter an amount greater than 0',
        gst: 'Amount can have at most 2 decimal places.',
        startDate: 'This field is required.',
      },
    });
  });

  it('says a negative GST cannot be, and text is not an amount', () => {
    expect(check({ ...good, amount: 'ten', gst: '-1' }, false)).toEqual({ ok: false, errors: { amount: 'Please enter a number.', gst: 'Amount cannot be negative.' } });
  });

  it('keeps dates within 100 years', () => {
    const checked = check({ ...good, startDate: '2200-01-01' }, false);
    expect(checked.ok ? null : checked.errors.startDate).toBe('Please select a date within 100 years of today.');
  });
});
