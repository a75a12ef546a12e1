import { describe, expect, it } from 'vitest';
import {
  BROKER_STAGES,
  countsTowardAccountValue,
  isAccountEditable,
  isOpportunityEditable,
  opportunityPagePath,
  opportunityStatusName,
  stageBucketOf,
  type OpportunityKind,
} from './statuses';

describe('opportunity statuses', () => {
  it('puts statuses in the spec buckets', () => {
    expect([1, 3, 4, 5, 8].map(stageBucketOf)).toEqual(['open', 'open', 'open', 'open', 'open']);
    expect(stageBucketOf(2)).toBe('closed');
    expect([6, 7].map(stageBucketOf)).toEqual(['lost', 'lost']);
    expect(stageBucketOf(9)).toBeUndefined();
    expect([1, 2].every(countsTowardAccountValue)).toBe(true);
    expect([6, 7, 99].some(countsTowardAccountValue)).toBe(false);
  });

  it('names the terminal statuses as the spec does', () => {
    expect(opportunityStatusName(2)).toBe('Closed');
    expect(opportunityStatusName(6)).toBe('Lost');
    expect(opportunityStatusName(7)).toBe('Dropped');
    expect(opportunityStatusName(1)).toBe('New');
    expect(opportunityStatusName(42)).toBe('Status 42');
  });

  it('applies each kind’s not-editable list', () => {
    const notEditable = (kind: OpportunityKind) =>
      [1, 2, 3, 4, 5, 6, 7, 8].filter((status) => !isOpportunityEditable(kind, status));
    expect(notEditable('general')).toEqual([2, 6, 7]);
    expect(notEditable('owner')).toEqual([2, 6, 7, 8]);
    expect(notEditable('tenant')).toEqual([2, 6, 7]);
    expect(notEditable('broker')).toEqual([2, 6, 7]);
    expect(notEditable('builder')).toEqual([2, 6, 7]);
  });

  it('gives each kind its page', () => {
    expect(opportunityPagePath('general', 42)).toBe('/opportunity/42');
    expect(opportunityPagePath('owner', 42)).toBe('/owner-opportunity/42');
    expect(opportunityPagePath('broker', '7')).toBe('/broker-opportunity/7');
    expect(opportunityPagePath('builder', 7)).toBe('/builder-opportunity/7');
    expect(opportunityPagePath('tenant', 7)).toBe('/tenant-opportunity/7');
  });

  it('accounts in 5 and 6 are not editable', () => {
    expect(isAccountEditable(1)).toBe(true);
    expect(isAccountEditable(5)).toBe(false);
    expect(isAccountEditable(6)).toBe(false);
  });

  it('lists the broker stages', () => {
    expect(BROKER_STAGES).toEqual(['pre_discovery', 'discovery', 'buy_initiation', 'order_confirmation', 'payment_failed']);
  });
});
