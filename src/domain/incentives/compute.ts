import { addDays, type IsoDate } from '../format/ist-calendar';
import { countsInPeriod, paymentCollectedPaise } from '../money/ledger';
import { fromPaise } from '../money/paise';
import { closureDateOf, shiftMonth, type SalesMonth, type SalesMonthClosure } from '../sales-closure/sales-month';
import type { IncentiveFrequency } from './constants';

/**
 * Incentive computation (issue 13, spec 001 §3, §4, §5, §9), pure so the server and its tests share one rule.
 * Money is exact, in paise (integers); percentages are kept in hundredths (12.34% is 1234).
 *
 * Our reading, where the spec is silent:
 * - A Monthly cycle is one sales month; a Quarterly cycle is the calendar quarter's three sales months
 *   (January-March, April-June, ...). A cycle runs from the day after the previous month's closure date to the
 *   closure date of its last month (a month without one closes on its last day), start of the first day to the
 *   end of the last (Asia/Kolkata): exactly the days salesMonthOf puts in those months.
 * - Achievement is the ledger's "collected in a period" (src/domain/money/ledger.ts): approved payments (6, and 10 /
 *   14 once refunded) dated in the cycle, each counting its amount net of the refunds recorded on it. A payment
 *   counts on its payment date, else the day it was recorded (as the reports do).
 * - An opportunity is closed in the cycle when it is Closed (2) and its closed date (the day of its latest approved
 *   payment, as the sales-opportunity report reads it) falls in the cycle.
 * - Achievement is individual (the opportunities the user owns) unless the user has a team target and the rule
 *   allows the 'Team' type: then the team's (the user and everyone under them through parentId).
 */

export const CLOSED_OPPORTUNITY_STATUS_ID = 2;
/** Designations whose targets are not bound by the rule's min and max (spec 001 §5). */
export const RELAXED_TARGET_DESIGNATIONS: readonly number[] = [31, 35, 36, 37];
export const INCENTIVE_TYPES = ['Individual', 'Team'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

export type Cycle = { frequency: IncentiveFrequency; year: number; firstMonth: number; startDate: IsoDate; endDate: IsoDate; name: string };

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function monthsInCycle(frequency: IncentiveFrequency): number {
  return frequency === 'Quarterly' ? 3 : 1;
}

/** The first sales month of the cycle a sales month belongs to. */
export function cycleFirstMonth(frequency: IncentiveFrequency, month: SalesMonth): SalesMonth {
  if (frequency === 'Monthly') return month;
  return { year: month.year, monthNumber: Math.floor((month.monthNumber - 1) / 3) * 3 + 1 };
}

/** The dates of the cycle starting at `first` (start of the first day to the end of the last, Asia/Kolkata). */
export function cycleOf(frequency: IncentiveFrequency, first: SalesMonth, closures: readonly SalesMonthClosure[]): Cycle {
  const last = shiftMonth(first, monthsInCycle(frequency) - 1);
  const startDate = addDays(closureDateOf(shiftMonth(first, -1), closures), 1);
  const endDate = closureDateOf(last, closures);
  const name =
    frequency === 'Monthly'
      ? `${MONTHS_SHORT[first.monthNumber - 1]} ${first.year}`
      : `Q${Math.floor((first.monthNumber - 1) / 3) + 1} ${first.year} (${MONTHS_SHORT[first.monthNumber - 1]}-${MONTHS_SHORT[last.monthNumber - 1]})`;
  return { frequency, year: first.year, firstMonth: first.monthNumber, startDate, endDate, name };
}

/** The last `count` cycles up to and including the one containing `currentMonth`, newest first. */
export function lastCycles(frequency: IncentiveFrequency, currentMonth: SalesMonth, closures: readonly SalesMonthClosure[], count: number): Cycle[] {
  const first = cycleFirstMonth(frequency, currentMonth);
  return Array.from({ length: count }, (_, i) => cycleOf(frequency, shiftMonth(first, -i * monthsInCycle(frequency)), closures));
}

export function isInCycle(day: IsoDate, cycle: Pick<Cycle, 'startDate' | 'endDate'>): boolean {
  return day >= cycle.startDate && day <= cycle.endDate;
}

/** What the achievement is computed from (the server reads these rows; the SQL must agree with this reference). */
export type PaymentFact = {
  paymentId: number;
  opportunityId: number;
  accountId: number;
  ownerId: number | null;
  statusId: number;
  amountPaise: number;
  /** Refunds recorded on the payment (they count once it carries a refunded status, as the ledger says). */
  refundedPaise: number;
  day: IsoDate;
};
export type OpportunityFact = { opportunityId: number; accountId: number; ownerId: number | null; statusId: number; closedDay: IsoDate | null };

export type Achievement = { achievementPaise: number; accountsClosed: number; paymentIds: number[]; opportunityIds: number[] };

/**
 * Achievement of a set of owners in a cycle: what the payments on opportunities they own collected in the cycle
 * (the ledger's collected in a period: approved payments dated in it, net of refunds), and
 * distinct accounts with an opportunity of theirs closed (2) in the cycle. Ids sorted ascending.
 */
export function achievementOf(
  owners: ReadonlySet<number>,
  payments: readonly PaymentFact[],
  opportunities: readonly OpportunityFact[],
  cycle: Pick<Cycle, 'startDate' | 'endDate'>,
): Achievement {
  let achievementPaise = 0;
  const paymentIds: number[] = [];
  const opportunityIds = new Set<number>();
  for (const p of payments) {
    if (p.ownerId === null || !owners.has(p.ownerId) || !countsInPeriod(p, cycle.startDate, cycle.endDate)) continue;
    achievementPaise += paymentCollectedPaise({ statusId: p.statusId, amount: fromPaise(p.amountPaise), refunded: fromPaise(p.refundedPaise) });
    paymentIds.push(p.paymentId);
    opportunityIds.add(p.opportunityId);
  }
  const accounts = new Set<number>();
  for (const o of opportunities) {
    if (o.statusId !== CLOSED_OPPORTUNITY_STATUS_ID || o.ownerId === null || !owners.has(o.ownerId) || o.closedDay === null || !isInCycle(o.closedDay, cycle)) continue;
    accounts.add(o.accountId);
  }
  return {
    achievementPaise,
    accountsClosed: accounts.size,
    paymentIds: paymentIds.sort((a, b) => a - b),
    opportunityIds: [...opportunityIds].sort((a, b) => a - b),
  };
}

/** The team of a user through parentId: the user and everyone under them (a cycle in the data stops the walk). */
export function teamOf(userId: number, users: readonly { id: number; parentId: number | null }[]): Set<number> {
  const team = new Set<number>([userId]);
  let added = true;
  while (added) {
    added = false;
    for (const u of users) {
      if (u.parentId !== null && team.has(u.parentId) && !team.has(u.id)) {
        team.add(u.id);
        added = true;
      }
    }
  }
  return team;
}

/** Target % in hundredths: achievement ÷ target × 100, two decimals, rounded down. No target (0): null. */
export function targetPercentHundredths(achievementPaise: number, targetPaise: number): number | null {
  if (targetPaise <= 0) return null;
  return Number((BigInt(achievementPaise) * 10000n) / BigInt(targetPaise));
}

/** Rupees with at most two decimals to paise, exact. */
export const toPaise = (rupees: number | string): number => Math.round(Number(rupees) * 100);

export type ParticipantCategory = { designationId: number | null; departmentId: number | null; clientTypeId: number | null };

export type SlabFacts = ParticipantCategory & {
  id: number;
  /** Hundredths. */
  targetMin: number;
  targetMax: number;
  accountsClosedMin: number;
  accountsClosedMax: number;
  /** Hundredths of a percent. */
  incentivePercentage: number;
  effectiveDate: IsoDate;
};

export const sameCategory = (a: ParticipantCategory, b: ParticipantCategory): boolean =>
  a.designationId === b.designationId && a.departmentId === b.departmentId && a.clientTypeId === b.clientTypeId;

/** min inclusive, max exclusive (our default). */
const inRange = (value: number, min: number, max: number) => value >= min && value < max;

export type SlabMatch = { slab: SlabFacts; reason: null } | { slab: null; reason: string };

export const NO_SLAB_REASONS = {
  noTarget: 'No target set for this cycle',
  noSlabs: 'No slab for this participant category effective on or before the cycle start',
  noRange: 'No slab covers this target % and accounts closed',
} as const;

/**
 * The slab for a user: their participant category, the latest effectiveDate on or before the cycle start, and
 * both ranges holding (min inclusive, max exclusive). None: a reason to show.
 */
export function matchSlab(
  slabs: readonly SlabFacts[],
  category: ParticipantCategory,
  cycleStart: IsoDate,
  targetPercent: number | null,
  accountsClosed: number,
): SlabMatch {
  if (targetPercent === null) return { slab: null, reason: NO_SLAB_REASONS.noTarget };
  const eligible = slabs.filter((s) => sameCategory(s, category) && s.effectiveDate <= cycleStart);
  if (eligible.length === 0) return { slab: null, reason: NO_SLAB_REASONS.noSlabs };
  const latest = eligible.reduce((d, s) => (s.effectiveDate > d ? s.effectiveDate : d), eligible[0]!.effectiveDate);
  const slab = eligible
    .filter((s) => s.effectiveDate === latest)
    .sort((a, b) => a.id - b.id)
    .find((s) => inRange(targetPercent, s.targetMin, s.targetMax) && inRange(accountsClosed, s.accountsClosedMin, s.accountsClosedMax));
  return slab ? { slab, reason: null } : { slab: null, reason: NO_SLAB_REASONS.noRange };
}

/**
 * Incentive = achievement × incentivePercentage ÷ 100, rounded down to the rupee; after the cap, at most the
 * rule's incentiveCap (itself taken down to the rupee). Paise in, paise out.
 */
export function incentiveAmount(achievementPaise: number, percentHundredths: number, capPaise: number | null): { beforeCapPaise: number; afterCapPaise: number } {
  const raw = (BigInt(achievementPaise) * BigInt(percentHundredths)) / 10000n; // paise, rounded down
  const beforeCapPaise = Number((raw / 100n) * 100n);
  if (capPaise === null) return { beforeCapPaise, afterCapPaise: beforeCapPaise };
  const cap = Math.floor(capPaise / 100) * 100;
  return { beforeCapPaise, afterCapPaise: Math.min(beforeCapPaise, cap) };
}

export type RuleFacts = { id: number; allowedMinTargetPaise: number; allowedMaxTargetPaise: number; frequency: IncentiveFrequency; incentiveCapPaise: number; effectiveDate: IsoDate; participantAllowedIncentiveTypes: readonly string[] };

/** The rule in force on a day: the latest effectiveDate on or before it (ties: the newest rule). */
export function ruleOn<R extends Pick<RuleFacts, 'id' | 'effectiveDate'>>(rules: readonly R[], day: IsoDate): R | null {
  let best: R | null = null;
  for (const r of rules) {
    if (r.effectiveDate > day) continue;
    if (!best || r.effectiveDate > best.effectiveDate || (r.effectiveDate === best.effectiveDate && r.id > best.id)) best = r;
  }
  return best;
}

/** A target outside the rule's bounds: the message with the bound; designations 31, 35, 36, 37 are relaxed. */
export function targetBoundError(targetPaise: number, rule: Pick<RuleFacts, 'allowedMinTargetPaise' | 'allowedMaxTargetPaise'> | null, designationId: number | null, what = 'Target'): string | null {
  if (targetPaise === 0) return null;
  if (!rule || (designationId !== null && RELAXED_TARGET_DESIGNATIONS.includes(designationId))) return null;
  if (targetPaise < rule.allowedMinTargetPaise) return `${what} must be at least ${formatRupees(rule.allowedMinTargetPaise)}`;
  if (targetPaise > rule.allowedMaxTargetPaise) return `${what} must be at most ${formatRupees(rule.allowedMaxTargetPaise)}`;
  return null;
}

function formatRupees(paise: number): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** The basis of a user's incentive: team when they have a team target and the rule allows 'Team'. */
export function incentiveBasis(teamTargetPaise: number, allowedTypes: readonly string[]): IncentiveType {
  return teamTargetPaise > 0 && allowedTypes.includes('Team') ? 'Team' : 'Individual';
}

/** A participant's client type, from their role (owner agents sell to owners, broker and builder telesales). */
export function clientTypeOfRoles(roles: readonly string[]): number | null {
  if (roles.includes('Housing Owner Agent')) return 3;
  if (roles.includes('Broker Tele Sales')) return 2;
  if (roles.includes('Builder Tele Sales')) return 1;
  return null;
}

export type ComputedIncentive = {
  basis: IncentiveType;
  targetPaise: number;
  achievementPaise: number;
  accountsClosed: number;
  /** Hundredths; null without a target. */
  targetPercent: number | null;
  slabId: number | null;
  /** Hundredths of a percent; null without a slab. */
  incentivePercentage: number | null;
  noSlabReason: string | null;
  beforeCapPaise: number;
  afterCapPaise: number;
  paymentIds: number[];
  opportunityIds: number[];
};

/** One user's incentive for a cycle, from their achievement (already computed for the basis). */
export function computeIncentive(input: {
  basis: IncentiveType;
  targetPaise: number;
  achievement: Achievement;
  slabs: readonly SlabFacts[];
  category: ParticipantCategory;
  cycleStart: IsoDate;
  capPaise: number | null;
}): ComputedIncentive {
  const { achievement } = input;
  const targetPercent = targetPercentHundredths(achievement.achievementPaise, input.targetPaise);
  const match = matchSlab(input.slabs, input.category, input.cycleStart, targetPercent, achievement.accountsClosed);
  const amount = match.slab ? incentiveAmount(achievement.achievementPaise, match.slab.incentivePercentage, input.capPaise) : { beforeCapPaise: 0, afterCapPaise: 0 };
  return {
    basis: input.basis,
    targetPaise: input.targetPaise,
    achievementPaise: achievement.achievementPaise,
    accountsClosed: achievement.accountsClosed,
    targetPercent,
    slabId: match.slab?.id ?? null,
    incentivePercentage: match.slab?.incentivePercentage ?? null,
    noSlabReason: match.reason,
    ...amount,
    paymentIds: achievement.paymentIds,
    opportunityIds: achievement.opportunityIds,
  };
}

/** Incentive states (spec 001 §4): pending 1, 2 → signed off 3 → manager approved 4 → paid (paidIncentive). */
export type IncentiveAction = 'signOff' | 'approve' | 'pay';

export const INCENTIVE_STATE_MESSAGES = {
  signOffNeedsPending: 'Only a pending incentive can be signed off',
  approveNeedsSignOff: 'Only a signed off incentive can be approved',
  payNeedsApproval: 'Only a manager approved incentive can be marked paid',
  alreadyPaid: 'This incentive is already paid',
  recomputeAfterSignOff: 'Incentives of this cycle are already signed off and cannot be recomputed',
  // Ours (issue 49).
  bulkMixedCycles: 'Every incentive of a bulk step must belong to the cycle shown',
  paidTooMuch: 'Paid incentive cannot exceed the incentive after cap',
} as const;

/** The state after an action, or the message refusing it (only forward). */
export function nextIncentiveState(current: { statusId: number; paid: boolean }, action: IncentiveAction): { statusId: number; paid: boolean } | { error: string } {
  if (current.paid) return { error: INCENTIVE_STATE_MESSAGES.alreadyPaid };
  switch (action) {
    case 'signOff':
      return current.statusId === 1 || current.statusId === 2 ? { statusId: 3, paid: false } : { error: INCENTIVE_STATE_MESSAGES.signOffNeedsPending };
    case 'approve':
      return current.statusId === 3 ? { statusId: 4, paid: false } : { error: INCENTIVE_STATE_MESSAGES.approveNeedsSignOff };
    case 'pay':
      return current.statusId === 4 ? { statusId: 4, paid: true } : { error: INCENTIVE_STATE_MESSAGES.payNeedsApproval };
  }
}

/**
 * Whether these incentives may be (re)computed: only while every one is pending and unpaid. A cycle recomputes each
 * person whose incentive may be (issue 49: per person; one sign-off no longer locks the cycle).
 */
export function canRecompute(statusIds: readonly number[], paid = false): boolean {
  return !paid && statusIds.every((s) => s === 1 || s === 2);
}
