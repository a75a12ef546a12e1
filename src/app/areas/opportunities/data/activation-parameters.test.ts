import { describe, expect, it } from 'vitest';
import { activationFields, toActivationParameters } from './activation-parameters';

describe('activation parameters as fields', () => {
  const required = [
    { name: 'quantity', type: 'number' },
    { name: 'cityUUID', type: 'city' },
  ];

  it('gives every required parameter a field, then the other stored keys', () => {
    const fields = activationFields(required, { quantity: 5, note: 'x' });
    expect(fields).toEqual([
      { name: 'quantity', type: 'number', required: true, value: '5' },
      { name: 'cityUUID', type: 'city', required: true, value: '' },
      { name: 'note', type: null, required: false, value: 'x' },
    ]);
  });

  it('accepts a plain list of names and unparseable values', () => {
    expect(activationFields(['promotedDays'], null)).toEqual([{ name: 'promotedDays', type: null, required: true, value: '' }]);
    expect(activationFields('not json', 'x')).toEqual([]);
  });

  it('keeps numbers as numbers and drops empty optional fields', () => {
    const fields = activationFields(required, { quantity: 5, note: 'x' }).map((f) =>
      f.name === 'cityUUID' ? { ...f, value: 'abc-123' } : f.name === 'note' ? { ...f, value: '' } : { ...f, value: '7' },
    );
    expect(toActivationParameters(fields, { quantity: 5, note: 'x' })).toEqual({ quantity: 7, cityUUID: 'abc-123' });
  });
});
