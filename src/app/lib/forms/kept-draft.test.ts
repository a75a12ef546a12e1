// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft } from './kept-draft';

describe('kept drafts', () => {
  afterEach(() => sessionStorage.clear());

  it('merges what was kept over the defaults, by name and type only', () => {
    sessionStorage.setItem('draft:region', JSON.stringify({ name: 'West', cityId: 4, extra: 'x' }));
    expect(readDraft('region', { name: '', cityId: '' })).toEqual({ name: 'West', cityId: '' });
    clearDraft('region');
    expect(readDraft('region', { name: '', cityId: '' })).toEqual({ name: '', cityId: '' });
  });

  it('ignores text that is not JSON', () => {
    sessionStorage.setItem('draft:x', '{');
    expect(readDraft('x', { a: '1' })).toEqual({ a: '1' });
  });
});
