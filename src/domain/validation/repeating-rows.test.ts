import { describe, expect, it } from 'vitest';
import { validatePhone } from '../contacts/contact-fields';
import { validateRows } from './repeating-rows';

describe('repeating rows', () => {
  it('reports the failing row indexes and their messages', () => {
    const result = validateRows(['9876543210', '123', '9876543211', 'abc'], validatePhone);
    expect(result.valid).toBe(false);
    expect(result.failingRowIndexes).toEqual([1, 3]);
    expect(result.messages.get(1)).toBe('Phone number must be exactly 10 digits.');
    expect(result.messages.has(0)).toBe(false);
  });

  it('is valid when every row passes, and passes the index', () => {
    const seen: number[] = [];
    const result = validateRows(['a', 'b'], (_row, index) => {
      seen.push(index);
      return null;
    });
    expect(result).toEqual({ valid: true, failingRowIndexes: [], messages: new Map() });
    expect(seen).toEqual([0, 1]);
  });
});
