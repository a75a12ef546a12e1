import { describe, expect, it } from 'vitest';
import { keysetCursors } from './keyset-cursor';

describe('keysetCursors', () => {
  it('gives Next the last id of the page before it, for the same filters only', () => {
    const cursors = keysetCursors();
    expect(cursors.after('{"q":"a"}', 0)).toBeUndefined();
    cursors.remember('{"q":"a"}', 0, 90);
    expect(cursors.after('{"q":"a"}', 1)).toBe(90);
    expect(cursors.after('{"q":"b"}', 1)).toBeUndefined();
    expect(cursors.after('{"q":"a"}', 2)).toBeUndefined();
    cursors.remember('{"q":"a"}', 0, undefined);
    expect(cursors.after('{"q":"a"}', 1)).toBeUndefined();
  });

  it('forgets the oldest pages beyond its limit', () => {
    const cursors = keysetCursors(2);
    cursors.remember('f', 0, 30);
    cursors.remember('f', 1, 20);
    cursors.remember('f', 2, 10);
    expect(cursors.after('f', 1)).toBeUndefined();
    expect(cursors.after('f', 2)).toBe(20);
    expect(cursors.after('f', 3)).toBe(10);
  });
});
