import { describe, expect, it } from 'vitest';
import {
  achievementOf,
  canRecompute,
  clientTypeOfRoles,
  computeIncentive,
  cycleOf,
  incentiveAmount,
  incentiveBasis,
  lastCycles,
  matchSlab,
  NO_SLAB_REASONS,
  nextIncentiveState,
  ruleOn,
  targetBoundError,
  targetPercentHundredths,
  teamOf,
  type PaymentFact,
  type SlabFacts,
} from './compute';
import { incentiveSlabInputSchema, slabRangeError, userIncentiveUpdateSchema } from './incentive-schemas';

const cat = { designationId: 29, departmentId: 16, clientTypeId: null };
const slab = (over: Partial<SlabFacts>): SlabFacts => ({
  id: 1,
  ...cat,
  targetMin: 0,
  targetMax: 10000,
  accountsClosedMin: 0,
  accountsClosedMax: 1000,
  incentivePercentage: 500,
  effectiveDate: '2026-01-01',
  ...over,
});

describe('cycles', () => {
  it('a monthly cycle runs from the day after the previous closure to its own closure', () => {
    const closures = [
      { year: 2026, monthNumber: 1, closureDate: '2026-02-03' },
      { year: 2026, monthNumber: 2, closureDate: '2026-02-26' },
    ];
    expect(cycleOf('Monthly', { year: 2026, monthNumber: 2 }, closures)).toMatchObject({ startDate: '2026-02-04', endDate: '2026-02-26', name: 'Feb 2026' });
    // No closure dates: calendar months.
    expect(cycleOf('Monthly', { year: 2026, monthNumber: 3 }, [])).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });

  it('a quarterly cycle spans three sales months across a closure date', () => {
    const closures = [
      { year: 2025, monthNumber: 12, closureDate: '2026-01-05' },
      { year: 2026, monthNumber: 3, closureDate: '2026-04-02' },
    ];
    const q1 = cycleOf('Quarterly', { year: 2026, monthNumber: 1 }, closures);
    expect(q1).toMatchObject({ startDate: '2026-01-06', endDate: '2026-04-02', firstMonth: 1 });
    expect(lastCycles('Quarterly', { year: 2026, monthNumber: 5 }, closures, 3).map((c) => c.startDate)).toEqual(['2026-04-03', '2026-01-06', '2025-10-01']);
    expect(lastCycles('Monthly', { year: 2026, monthNumber: 1 }, [], 3).map((c) => c.name)).toEqual(['Jan 2026', 'Dec 2025', 'Nov 2025']);
  });
});

describe('achievement', () => {
  const cycle = { startDate: '2026-02-01', endDate: '2026-02-28' };
  const pay = (over: Partial<PaymentFact>): PaymentFact => ({ paymentId: 1, opportunityId: 10, accountId: 100, ownerId: 7, statusId: 6, amountPaise: 1000, refundedPaise: 0, day: '2026-02-10', ...over });
  it('counts only approved payments in the cycle on opportunities the owners own', () => {
    const result = achievementOf(
      new Set([7]),
      [
        pay({ paymentId: 1 }),
        pay({ paymentId: 2, day: '2026-02-01' }),
        pay({ paymentId: 3, day: '2026-02-28', opportunityId: 11 }),
        pay({ paymentId: 4, day: '2026-01-31' }),
        pay({ paymentId: 5, day: '2026-03-01' }),
        pay({ paymentId: 6, statusId: 5 }),
        pay({ paymentId: 7, ownerId: 8 }),
        pay({ paymentId: 8, ownerId: null }),
      ],
      [
        { opportunityId: 10, accountId: 100, ownerId: 7, statusId: 2, closedDay: '2026-02-10' },
        { opportunityId: 11, accountId: 100, ownerId: 7, statusId: 2, closedDay: '2026-02-28' },
        { opportunityId: 12, accountId: 101, ownerId: 7, statusId: 2, closedDay: '2026-02-01' },
        { opportunityId: 13, accountId: 102, ownerId: 7, statusId: 2, closedDay: '2026-03-01' },
        { opportunityId: 14, accountId: 103, ownerId: 7, statusId: 1, closedDay: '2026-02-10' },
        { opportunityId: 15, accountId: 104, ownerId: 8, statusId: 2, closedDay: '2026-02-10' },
      ],
      cycle,
    );
    expect(result).toEqual({ achievementPaise: 3000, accountsClosed: 2, paymentIds: [1, 2, 3], opportunityIds: [10, 11] });
  });

  it('counts what the payments collected, net of refunds (the ledger): a partly refunded (14) payment its remainder, a fully refunded (10) one nothing', () => {
    const result = achievementOf(
      new Set([7]),
      [
        pay({ paymentId: 1 }),
        pay({ paymentId: 2, statusId: 14, amountPaise: 20_000_00, refundedPaise: 7_000_00 }),
        pay({ paymentId: 3, statusId: 10, amountPaise: 5_000_00, refundedPaise: 5_000_00 }),
        pay({ paymentId: 4, statusId: 14, amountPaise: 9_000_00, refundedPaise: 1_000_00, day: '2026-03-01' }),
      ],
      [],
      cycle,
    );
    // 10.00 + (20,000 − 7,000) + 0: status 6 alone would give 10.00, the payments' amounts 25,010.00.
    expect(result.achievementPaise).toBe(1000 + 13_000_00);
    expect(result.paymentIds).toEqual([1, 2, 3]);
  });

  it('a team is the user and everyone under them through parentId', () => {
    const users = [
      { id: 1, parentId: null },
      { id: 2, parentId: 1 },
      { id: 3, parentId: 2 },
      { id: 4, parentId: null },
      { id: 5, parentId: 5 },
    ];
    expect([...teamOf(1, users)].sort()).toEqual([1, 2, 3]);
    expect([...teamOf(3, users)]).toEqual([3]);
    expect([...teamOf(5, users)]).toEqual([5]);
  });
});

describe('target %', () => {
  it('two decimals, rounded down; no target is null', () => {
    expect(targetPercentHundredths(1, 3)).toBe(3333);
    expect(targetPercentHundredths(2, 3)).toBe(6666);
    expect(targetPercentHundredths(99_999, 100_000)).toBe(9999);
    expect(targetPercentHundredths(100_000, 100_000)).toBe(10000);
    expect(targetPercentHundredths(0, 100)).toBe(0);
    expect(targetPercentHundredths(500, 0)).toBeNull();
    // Large amounts stay exact.
    expect(targetPercentHundredths(9_000_000_000_000, 3_000_000_000_001)).toBe(29999);
  });
});

describe('slab matching', () => {
  const slabs = [slab({ id: 1, targetMin: 0, targetMax: 8000 }), slab({ id: 2, targetMin: 8000, targetMax: 12000, accountsClosedMin: 2, accountsClosedMax: 5, incentivePercentage: 1000 })];
  it('min inclusive, max exclusive for target % and accounts closed', () => {
    expect(matchSlab(slabs, cat, '2026-02-01', 7999, 0).slab?.id).toBe(1);
    expect(matchSlab(slabs, cat, '2026-02-01', 8000, 2).slab?.id).toBe(2);
    expect(matchSlab(slabs, cat, '2026-02-01', 11999, 4).slab?.id).toBe(2);
    expect(matchSlab(slabs, cat, '2026-02-01', 12000, 4)).toEqual({ slab: null, reason: NO_SLAB_REASONS.noRange });
    expect(matchSlab(slabs, cat, '2026-02-01', 8000, 5)).toEqual({ slab: null, reason: NO_SLAB_REASONS.noRange });
    expect(matchSlab(slabs, cat, '2026-02-01', 8000, 1)).toEqual({ slab: null, reason: NO_SLAB_REASONS.noRange });
  });
  it('takes the latest effectiveDate on or before the cycle start, for the category only', () => {
    const dated = [slab({ id: 1, incentivePercentage: 100 }), slab({ id: 2, effectiveDate: '2026-02-01', incentivePercentage: 200 }), slab({ id: 3, effectiveDate: '2026-02-02', incentivePercentage: 300 })];
    expect(matchSlab(dated, cat, '2026-02-01', 5000, 1).slab?.id).toBe(2);
    expect(matchSlab(dated, cat, '2026-01-31', 5000, 1).slab?.id).toBe(1);
    expect(matchSlab(dated, cat, '2025-12-31', 5000, 1)).toEqual({ slab: null, reason: NO_SLAB_REASONS.noSlabs });
    expect(matchSlab(dated, { ...cat, clientTypeId: 3 }, '2026-02-01', 5000, 1)).toEqual({ slab: null, reason: NO_SLAB_REASONS.noSlabs });
    expect(matchSlab(dated, cat, '2026-02-01', null, 1)).toEqual({ slab: null, reason: NO_SLAB_REASONS.noTarget });
  });
});

describe('incentive amount', () => {
  it('achievement × % ÷ 100, rounded down to the rupee, capped', () => {
    // ₹1,23,456.78 at 5% = ₹6,172.839 → ₹6,172.
    expect(incentiveAmount(12_345_678, 500, null)).toEqual({ beforeCapPaise: 617_200, afterCapPaise: 617_200 });
    expect(incentiveAmount(12_345_678, 500, 500_000)).toEqual({ beforeCapPaise: 617_200, afterCapPaise: 500_000 });
    // Cap exactly at the amount; a cap with paise is taken down to the rupee.
    expect(incentiveAmount(10_000_000, 1000, 1_000_000)).toEqual({ beforeCapPaise: 1_000_000, afterCapPaise: 1_000_000 });
    expect(incentiveAmount(10_000_000, 1000, 999_950)).toEqual({ beforeCapPaise: 1_000_000, afterCapPaise: 999_900 });
    // 12.5% of ₹7.99 = ₹0.99875 → ₹0.
    expect(incentiveAmount(799, 1250, null).beforeCapPaise).toBe(0);
    expect(incentiveAmount(0, 1250, 100).afterCapPaise).toBe(0);
  });

  it('no slab gives 0 with the reason; a slab gives the amount with its ids', () => {
    const achievement = { achievementPaise: 5_000_000, accountsClosed: 1, paymentIds: [3], opportunityIds: [9] };
    const base = { basis: 'Individual' as const, achievement, category: cat, cycleStart: '2026-02-01', capPaise: 10_000_000 };
    expect(computeIncentive({ ...base, targetPaise: 0, slabs: [slab({})] })).toMatchObject({ targetPercent: null, afterCapPaise: 0, noSlabReason: NO_SLAB_REASONS.noTarget });
    expect(computeIncentive({ ...base, targetPaise: 10_000_000, slabs: [slab({})] })).toMatchObject({
      targetPercent: 5000,
      slabId: 1,
      incentivePercentage: 500,
      beforeCapPaise: 250_000,
      afterCapPaise: 250_000,
      paymentIds: [3],
      opportunityIds: [9],
      noSlabReason: null,
    });
  });
});

describe('rules and targets', () => {
  const rule = { allowedMinTargetPaise: 10_000_00, allowedMaxTargetPaise: 50_000_00 };
  it('a target lies within the rule, inclusive, except for designations 31, 35, 36, 37', () => {
    expect(targetBoundError(10_000_00, rule, 29)).toBeNull();
    expect(targetBoundError(50_000_00, rule, 29)).toBeNull();
    expect(targetBoundError(9_999_99, rule, 29)).toBe('Target must be at least ₹10,000');
    expect(targetBoundError(50_000_01, rule, 29)).toBe('Target must be at most ₹50,000');
    for (const d of [31, 35, 36, 37]) expect(targetBoundError(1, rule, d)).toBeNull();
    expect(targetBoundError(0, rule, 29)).toBeNull();
    expect(targetBoundError(1, null, 29)).toBeNull();
  });
  it('the rule in force is the latest effective on or before the day', () => {
    const rules = [
      { id: 1, effectiveDate: '2026-01-01' },
      { id: 2, effectiveDate: '2026-03-01' },
      { id: 3, effectiveDate: '2026-03-01' },
    ];
    expect(ruleOn(rules, '2026-02-28')?.id).toBe(1);
    expect(ruleOn(rules, '2026-03-01')?.id).toBe(3);
    expect(ruleOn(rules, '2025-12-31')).toBeNull();
  });
  it('basis and client type', () => {
    expect(incentiveBasis(100, ['Individual', 'Team'])).toBe('Team');
    expect(incentiveBasis(100, ['Individual'])).toBe('Individual');
    expect(incentiveBasis(0, ['Team'])).toBe('Individual');
    expect(clientTypeOfRoles(['Housing Owner Agent'])).toBe(3);
    expect(clientTypeOfRoles(['Housing Sales Agent'])).toBeNull();
  });
});

describe('states', () => {
  it('only forward: pending → signed off → approved → paid', () => {
    expect(nextIncentiveState({ statusId: 1, paid: false }, 'signOff')).toEqual({ statusId: 3, paid: false });
    expect(nextIncentiveState({ statusId: 2, paid: false }, 'signOff')).toEqual({ statusId: 3, paid: false });
    expect(nextIncentiveState({ statusId: 3, paid: false }, 'signOff')).toHaveProperty('error');
    expect(nextIncentiveState({ statusId: 1, paid: false }, 'approve')).toHaveProperty('error');
    expect(nextIncentiveState({ statusId: 3, paid: false }, 'approve')).toEqual({ statusId: 4, paid: false });
    expect(nextIncentiveState({ statusId: 3, paid: false }, 'pay')).toHaveProperty('error');
    expect(nextIncentiveState({ statusId: 4, paid: false }, 'pay')).toEqual({ statusId: 4, paid: true });
    expect(nextIncentiveState({ statusId: 4, paid: true }, 'pay')).toEqual({ error: 'This incentive is already paid' });
    expect(canRecompute([1, 2])).toBe(true);
    expect(canRecompute([1, 3])).toBe(false);
  });
});

describe('input schemas', () => {
  it('a slab whose min exceeds its max is refused', () => {
    const ok = { targetMinPercentage: 80, targetMaxPercentage: 100, accountsClosedMin: 0, accountsClosedMax: 5, incentivePercentage: 2.5, effectiveDate: '2026-01-01' };
    expect(incentiveSlabInputSchema.safeParse(ok).success).toBe(true);
    expect(slabRangeError(ok)).toBeNull();
    expect(slabRangeError({ ...ok, targetMinPercentage: 100 })).toBeNull();
    expect(slabRangeError({ ...ok, targetMinPercentage: 101 })).toBe('Target min % (101) cannot exceed target max % (100)');
    expect(slabRangeError({ ...ok, accountsClosedMin: 6 })).toBe('Accounts closed min (6) cannot exceed accounts closed max (5)');
    expect(incentiveSlabInputSchema.safeParse({ ...ok, incentivePercentage: 2.555 }).success).toBe(false);
  });
  it('an update is a status or a paid amount', () => {
    expect(userIncentiveUpdateSchema.safeParse({ statusId: 3 }).success).toBe(true);
    expect(userIncentiveUpdateSchema.safeParse({ paidIncentive: 10 }).success).toBe(true);
    expect(userIncentiveUpdateSchema.safeParse({}).success).toBe(false);
    expect(userIncentiveUpdateSchema.safeParse({ statusId: 5 }).success).toBe(false);
  });
});
