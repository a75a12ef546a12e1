import { describe, expect, it } from 'vitest';
import type { AccountDetails } from '../data/account-types';
import { notEditableReason } from './not-editable-reason';

const account = (statusId: number, editable: boolean, mergedIntoId: number | null = null) => ({ statusId, editable, mergedIntoId }) as AccountDetails;

describe('why an account shows no edit controls', () => {
  it('says nothing when the account may be edited', () => {
    expect(notEditableReason(account(1, true), true)).toBeNull();
  });

  it('names the not-editable statuses 5 (Inactive) and 6 (Merged, with its survivor)', () => {
    expect(notEditableReason(account(5, false), true)).toMatch(/Inactive/);
    expect(notEditableReason(account(6, false, 42), true)).toBe('This account has been merged into account 42 and can no longer be edited.');
  });

  it("tells a deal owner the account is its agent's to edit", () => {
    const behindDeal = { ...account(1, false), agentName: 'Asha Rao' } as AccountDetails;
    expect(notEditableReason(behindDeal, true)).toBe(
      "This account is Asha Rao's: you can add contacts, deals, comments and tickets; only its agent can edit its details and legal entities.",
    );
  });

  it('tells a read-only user their access is read-only', () => {
    expect(notEditableReason(account(1, false), false)).toMatch(/read-only access/);
  });
});
