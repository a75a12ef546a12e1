import { describe, expect, it } from 'vitest';
import { classifyRenewal, dayBucketOf, daysToDue, dealRenewalOf, isRenewedBy, renewalAlertOf, renewalAgentwise, renewalBucketOf, renewalChart, renewalMonthwise, renewalSummary, validityEndOf, type RenewalRecord } from './renewal-rule';
import { DAY_MS } from '../format/ist-calendar';
const sold = (over: Partial<Parameters<typeof isRenewedBy>[0]> = {}) => ({
  mappingId: 1,
  opportunityId: 100,
  accountId: 10,
  familyId: 5,
  soldAt: new Date('2026-01-01T06:00:00Z'),
  validityDays: 30,
  ...over,
});

describe('renewal rule', () => {
  it('falls due when the validity ends', () => {
    expect(validityEndOf(sold()).toISOString()).toBe('2026-01-31T06:00:00.000Z');
  });
  it('is renewed by a same-family purchase of the account before the end or within 30 days after it', () => {
    const sale = sold();
    const end = validityEndOf(sale).getTime();
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(end - DAY_MS) }))).toBe(true);
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(end + 30 * DAY_MS) }))).toBe(true);
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(end + 30 * DAY_MS + 1) }))).toBe(false);
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(end), familyId: 6 }))).toBe(false);
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(end), accountId: 11 }))).toBe(false);
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(sale.soldAt.getTime() - DAY_MS) }))).toBe(false);
    expect(isRenewedBy(sale, sale)).toBe(false);
  });
  it('is never renewed by its own deal (issue 49): a second same-family package on the same opportunity is the same sale', () => {
    const sale = sold();
    expect(isRenewedBy(sale, sold({ mappingId: 2, soldAt: new Date(sale.soldAt.getTime() + DAY_MS) }))).toBe(false);
    expect(isRenewedBy(sale, sold({ mappingId: 2, opportunityId: 101, soldAt: new Date(sale.soldAt.getTime() + DAY_MS) }))).toBe(true);
  });
  it('counts days to due in Kolkata days', () => {
    // 20:00 UTC on 31 Jan is 1 Feb in Kolkata.
    expect(daysToDue(new Date('2026-01-31T20:00:00Z'), '2026-01-31')).toBe(1);
    expect(daysToDue(new Date('2026-01-31T06:00:00Z'), '2026-02-02')).toBe(-2);
  });
  it('puts the renewal buckets at their edges (30, 31, 45, 60, 90, 91)', () => {
    expect(renewalBucketOf(0)).toBe('30D');
    expect(renewalBucketOf(30)).toBe('30D');
    expect(renewalBucketOf(31)).toBe('30-45D');
    expect(renewalBucketOf(45)).toBe('30-45D');
    expect(renewalBucketOf(46)).toBe('45-60D');
    expect(renewalBucketOf(60)).toBe('45-60D');
    expect(renewalBucketOf(61)).toBe('60-90D');
    expect(renewalBucketOf(90)).toBe('60-90D');
    expect(renewalBucketOf(91)).toBe('>90D');
    expect(renewalBucketOf(-1)).toBeNull();
  });
  it('puts lapsed and upcoming days in 7, 8-15, 16-30, 31-60, 61-180', () => {
    expect(dayBucketOf(7)).toBe('7');
    expect(dayBucketOf(8)).toBe('8-15');
    expect(dayBucketOf(15)).toBe('8-15');
    expect(dayBucketOf(16)).toBe('16-30');
    expect(dayBucketOf(31)).toBe('31-60');
    expect(dayBucketOf(180)).toBe('61-180');
    expect(dayBucketOf(181)).toBeNull();
  });
  it('classifies and aggregates the same rows for summary, month-wise, chart and agent-wise', () => {
    const base: RenewalRecord = {
      mappingId: 1,
      opportunityId: 1,
      accountId: 1,
      accountName: 'A',
      clientTypeId: 3,
      agentId: 7,
      agentName: 'Asha',
      packageName: 'Gold',
      familyName: 'Listing',
      sellerType: 'Both',
      value: 1000,
      validTill: new Date('2026-03-10T06:00:00Z'),
      renewedByOpportunityId: null,
    };
    const rows = [
      classifyRenewal(base, '2026-03-02'),
      classifyRenewal({ ...base, mappingId: 2, renewedByOpportunityId: 9 }, '2026-03-02'),
      classifyRenewal({ ...base, mappingId: 3, validTill: new Date('2026-02-22T06:00:00Z'), agentId: 8, agentName: 'Bala' }, '2026-03-02'),
    ];
    expect(rows.map((r) => [r.state, r.daysToDue, r.renewalBucket, r.dayBucket])).toEqual([
      ['upcoming', 8, '30D', '8-15'],
      ['renewed', 8, '30D', null],
      ['lapsed', -8, null, '8-15'],
    ]);
    // Due (and past) is renewed + lapsed: the upcoming package is not in the rate's denominator (issue 49).
    expect(renewalSummary(rows)).toEqual({ total: 3, due: 2, renewed: 1, upcoming: 1, lapsed: 1, dueValue: 2000, renewedValue: 1000, renewalRate: 50 });
    expect(renewalMonthwise(rows).map((m) => [m.month, m.total, m.due])).toEqual([
      ['2026-02', 1, 1],
      ['2026-03', 2, 1],
    ]);
    // Each package in its state's series; the Lapsed series holds the lapsed package only, under Past due.
    const chart = renewalChart(rows);
    expect(chart.series.map((s) => s.name)).toEqual(['Renewed', 'Upcoming', 'Lapsed']);
    expect(chart.series[0]!.values[0]).toBe(1);
    expect(chart.series[1]!.values[0]).toBe(1);
    expect(chart.series[2]!.values).toEqual([0, 0, 0, 0, 0, 1]);
    expect(chart.categories[5]).toBe('Past due');
    const pastRenewed = renewalChart([classifyRenewal({ ...base, validTill: new Date('2026-02-22T06:00:00Z'), renewedByOpportunityId: 9 }, '2026-03-02')]);
    expect(pastRenewed.series.map((s) => s.values[5])).toEqual([1, 0, 0]);
    expect(renewalAgentwise(rows).map((a) => [a.agentName, a.total, a.due, a.renewed, a.renewalRate])).toEqual([
      ['Asha', 2, 1, 1, 100],
      ['Bala', 1, 1, 0, 0],
    ]);
  });
  it('gives a sold deal the state of its package falling due last, and the alert of that state', () => {
    expect(dealRenewalOf([])).toBeNull();
    expect(dealRenewalOf([{ state: 'renewed', daysToDue: 40 }, { state: 'lapsed', daysToDue: -3 }])).toEqual({ state: 'renewed', daysToDue: 40 });
    expect(dealRenewalOf([{ state: 'renewed', daysToDue: 5 }, { state: 'upcoming', daysToDue: 5 }])).toEqual({ state: 'upcoming', daysToDue: 5 });
    expect(renewalAlertOf({ state: 'renewed', daysToDue: -4 })).toBe('Renewed');
    expect(renewalAlertOf({ state: 'lapsed', daysToDue: -1 })).toBe('Expired 1 day ago');
    expect(renewalAlertOf({ state: 'upcoming', daysToDue: 0 })).toBe('Renewal due today');
    expect(renewalAlertOf({ state: 'upcoming', daysToDue: 30 })).toBe('Renewal due in 30 days');
    expect(renewalAlertOf({ state: 'upcoming', daysToDue: 31 })).toBeNull();
    expect(renewalAlertOf(null)).toBeNull();
  });
});
