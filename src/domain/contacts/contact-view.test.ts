import { describe, expect, it } from 'vitest';
import { isVerifiedAfterEdit, presentContact } from './contact-view';

describe('contact view', () => {
  it('a changed email is no longer verified; the same email in other case keeps its state', () => {
    expect(isVerifiedAfterEdit({ email: 'a@b.in', isVerified: true }, 'c@b.in')).toBe(false);
    expect(isVerifiedAfterEdit({ email: 'a@b.in', isVerified: true }, 'A@B.in')).toBe(true);
    expect(isVerifiedAfterEdit({ email: null, isVerified: false }, null)).toBe(false);
  });
  it('presents stored times as ISO strings', () => {
    const base = { id: 1, name: 'N', email: null, phone: '9876543210', accountId: 2, opportunityId: null, contactTypeId: 1, pocType: null, isVerified: false, active: true, clientId: null, version: 1 };
    const at = new Date('2026-01-02T03:04:05.000Z');
    expect(presentContact({ ...base, createdAt: at, updatedAt: at.toISOString() })).toEqual({ ...base, createdAt: at.toISOString(), updatedAt: at.toISOString() });
  });
});
