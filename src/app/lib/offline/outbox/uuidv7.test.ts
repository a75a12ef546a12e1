import { describe, expect, it } from 'vitest';
import { uuidv7, uuidv7Time } from './uuidv7';

describe('uuidv7', () => {
  it('is an RFC 9562 version 7 UUID carrying the time, unique and ordered by millisecond', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(1000);
    expect([...ids].sort()).toEqual(ids);
    expect(uuidv7Time(ids[0] as string)).toBe(1_700_000_000_000);
    const sameMs = Array.from({ length: 1000 }, () => uuidv7(5));
    expect(new Set(sameMs).size).toBe(1000);
  });
});
