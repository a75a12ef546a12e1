import { describe, expect, it } from 'vitest';
import { searchDay, searchEnum, searchInt, searchShape, searchString } from './search-params';

describe('route search readers', () => {
  const shape = searchShape({ q: searchString(5, { trim: true }), from: searchDay, page: searchInt(1, 100), sort: searchEnum(['asc', 'desc'] as const) });

  it('keeps the fields that fit, coercing numeric strings as the URL gives them', () => {
    expect(shape({ q: ' Rao ', from: '2026-11-01', page: '3', sort: 'desc' })).toEqual({ q: 'Rao', from: '2026-11-01', page: 3, sort: 'desc' });
    expect(shape({ page: 7 })).toEqual({ page: 7 });
  });

  it('leaves out what does not fit, and unknown fields', () => {
    expect(shape({ q: 'too long text', from: '1 Nov', page: '0', sort: 'up', other: 'x' })).toEqual({});
    expect(shape({ page: '2.5' })).toEqual({});
    expect(shape({ page: '101' })).toEqual({});
    expect(shape({ page: '' })).toEqual({});
    expect(shape({ q: 12 })).toEqual({});
  });
});
