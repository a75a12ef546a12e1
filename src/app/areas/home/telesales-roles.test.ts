import { describe, expect, it } from 'vitest';
import { isTelesalesAgent } from './telesales-roles';

describe('who toggles online/offline', () => {
  it('is a telesales agent (owner, broker, builder, tenant) who may write', () => {
    for (const role of ['Housing Owner Agent', 'Broker Tele Sales', 'Builder Tele Sales', 'TENANT_MONETIZATION_AGENT']) {
      expect(isTelesalesAgent([role], false)).toBe(true);
    }
  });

  it('is not a field sales agent, a manager, or a read-only user', () => {
    expect(isTelesalesAgent(['Housing Sales Agent'], false)).toBe(false);
    expect(isTelesalesAgent(['Housing Sales Manager', 'Admin'], false)).toBe(false);
    expect(isTelesalesAgent(['RCM_USER'], true)).toBe(false);
  });
});
