import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

describe('dayRange', () => {
  it('runs from the start of the first Kolkata day to the end of the last', () => {
    const { start, end } = dayRange('2024-03-01', '2024-03-31');
    expect(start.toISOString()).toBe('2024-02-29T18:30:00.000Z');
    expect(end.toISOString()).toBe('2024-03-31T18:29:59.999Z');
  });

  it('takes instants as their Kolkata day', () => {
    // 20:00 UTC on 1 March is already 2 March in Kolkata.
    const { start, end } = dayRange(new Date('2024-03-01T20:00:00Z'), new Date('2024-03-02T00:00:00Z'));
    expect(start.toISOString()).toBe('2024-03-01T18:30:00.000Z');
    expect(end.toISOString()).toBe('2024-03-02T18:29:59.999Z');
  });

  it('covers a single day', () => {
    const { start, end } = dayRange('2024-03-05', '2024-03-05');
    expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
  });
});
