import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validatePan } from './tax-ids';
import {
  fieldMessages,
  nonNegativeAmount,
  optionalId,
  optionalText,
  optionalUpperText,
  positiveAmount,
  requiredId,
  requiredInstant,
  requiredIsoDate,
  requiredText,
} from './zod-fields';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('zod fields carry the spec messages', () => {
  it('requiredText: missing, null and blank are required; validators run after', () => {
    const pan = requiredText(validatePan);
    expect(messages(pan, undefined)).toEqual(['This field is required.']);
    expect(messages(pan, null)).toEqual(['This field is required.']);
    expect(messages(pan, '   ')).toEqual(['This field is required.']);
    expect(messages(pan, 'ABC')).toEqual(['PAN is not valid']);
    expect(messages(pan, 12)).toEqual(['Please enter text.']);
    expect(pan.parse(' ABCDE1234F ')).toBe('ABCDE1234F');
  });

  it('optionalText passes absence and blank, checks presence', () => {
    const pan = optionalText(validatePan);
    expect(pan.parse(undefined)).toBeUndefined();
    expect(pan.parse(null)).toBeNull();
    expect(pan.parse('')).toBe('');
    expect(messages(pan, 'nope')).toEqual(['PAN is not valid']);
    expect(optionalUpperText(validatePan).parse('abcde1234f')).toBe('ABCDE1234F');
  });

  it('ids are positive integers', () => {
    expect(messages(requiredId(), undefined)).toEqual(['This field is required.']);
    expect(messages(requiredId(), 0)).toEqual(['Please select a valid option.']);
    expect(messages(requiredId(), 1.5)).toContain('Please select a valid option.');
    expect(messages(requiredId(), 2_147_483_648)).toEqual(['Please select a valid option.']);
    expect(messages(requiredId(), '3')).toEqual(['Please enter a number.']);
    expect(requiredId().parse(3)).toBe(3);
    expect(optionalId().parse(null)).toBeNull();
  });

  it('amounts: above 0 and at most 2 decimals', () => {
    expect(messages(positiveAmount(), 0)).toEqual(['Please enter an amount greater than 0']);
    expect(messages(positiveAmount(), -5)).toEqual(['Please enter an amount greater than 0']);
    expect(messages(positiveAmount(), 10.005)).toEqual(['Amount can have at most 2 decimal places.']);
    expect(messages(positiveAmount(), undefined)).toEqual(['This field is required.']);
    expect(positiveAmount().parse(1234.56)).toBe(1234.56);
    expect(nonNegativeAmount().parse(0)).toBe(0);
    expect(messages(nonNegativeAmount(), -1)).toHaveLength(1);
  });

  it('dates and instants', () => {
    expect(requiredIsoDate().parse('2024-02-29')).toBe('2024-02-29');
    expect(messages(requiredIsoDate(), '2023-02-29')).toEqual(['Please enter a valid date.']);
    expect(messages(requiredIsoDate(), '')).toEqual(['This field is required.']);
    expect(requiredInstant().parse('2024-03-05T10:00:00+05:30')).toBe('2024-03-05T10:00:00+05:30');
    expect(messages(requiredInstant(), undefined)).toEqual(['This field is required.']);
    expect(messages(requiredInstant(), 'yesterday')).toEqual(['Please enter a valid date.']);
  });

  it('fieldMessages keys the first message by path', () => {
    const schema = z.object({ a: requiredText(), b: z.object({ c: requiredId() }) });
    const result = schema.safeParse({ a: '', b: {} });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldMessages(result.error)).toEqual({ a: 'This field is required.', 'b.c': 'This field is required.' });
  });
});
