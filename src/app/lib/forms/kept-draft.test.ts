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

  it("a catalogue draft kept under the old 'catalogue-draft:' name is read under 'catalogue:' (nothing typed is lost)", () => {
    sessionStorage.setItem('catalogue-draft:family:new', JSON.stringify({ name: 'Festive', familyEvent: 'Diwali', active: false }));
    expect(readDraft('catalogue:family:new', { name: '', familyEvent: '', active: true })).toEqual({ name: 'Festive', familyEvent: 'Diwali', active: false });
    expect(sessionStorage.getItem('catalogue-draft:family:new')).toBeNull();
  });
});
