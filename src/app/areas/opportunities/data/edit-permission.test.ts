import { describe, expect, it } from 'vitest';
import type { UserDetails } from '../../../lib/session/user-details';
import { editPermission } from './edit-permission';

const agent = { readOnly: false, capabilities: ['sell'] } as unknown as UserDetails;
const rcm = { readOnly: true, capabilities: [] } as unknown as UserDetails;

describe('editPermission', () => {
  it('lets an agent edit an open opportunity', () => {
    expect(editPermission(agent, 'general', { editable: true, statusId: 1 }).canEdit).toBe(true);
  });
  it('applies the page kind’s own not-editable statuses (owner stops at 8, general does not)', () => {
    expect(editPermission(agent, 'general', { editable: true, statusId: 8 }).canEdit).toBe(true);
    expect(editPermission(agent, 'owner', { editable: true, statusId: 8 })).toEqual({
      canEdit: false,
      reason: 'This opportunity is Payment Pending and can no longer be edited.',
    });
    expect(editPermission(agent, 'tenant', { editable: true, statusId: 7 }).canEdit).toBe(false);
  });
  it('follows the server’s editable flag', () => {
    expect(editPermission(agent, 'broker', { editable: false, statusId: 2 }).canEdit).toBe(false);
  });
  it('gives read-only users no edit controls', () => {
    expect(editPermission(rcm, 'general', { editable: true, statusId: 1 })).toEqual({ canEdit: false, reason: 'You have read-only access to opportunities.' });
  });
});
