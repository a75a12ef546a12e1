// Incentives (issue 13, spec 001 §3, §4, §5, §7, §9): rules, slabs, cycles, targets and computed incentives.
import { and, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { can } from '../../../domain/auth/capabilities';
import {
  canRecompute,
  clientTypeOfRoles,
  computeIncentive,
  cycleOf,
  incentiveBasis,
  lastCycles,
  nextIncentiveState,
  ruleOn,
  targetBoundError,
  INCENTIVE_STATE_MESSAGES,
  type IncentiveAction,
  type SlabFacts,
} from '../../../domain/incentives/compute';
import { INCENTIVE_CYCLES_COUNT, INCENTIVE_STATUS_NAMES, SIGN_OFF_REMARK, type IncentiveFrequency } from '../../../domain/incentives/constants';
import {
  INCENTIVE_MESSAGES,
  type IncentiveCycleView,
  type IncentiveRule,
  type IncentiveRuleInput,
  type IncentiveSlab,
  type IncentiveSlabInput,
  type ParticipantCategoryView,
  type UserIncentiveDetails,
  type UserIncentiveUpdate,
  type UserIncentiveView,
  type UserTargetInput,
  type UserTargetUpdate,
  type UserTargetView,
  slabRangeError,
} from '../../../domain/incentives/incentive-schemas';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { salesMonthOf } from '../../../domain/sales-closure/sales-month';
import type { Db } from '../../db/client';
import { incentiveRules, incentiveSlabs, userIncentives, userTargets } from '../../db/schema/index';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { streamCsv, type CsvColumn } from '../../lib/csv/stream-csv';
import { numericOfRupees, paiseOfNumeric } from '../../shared/money-text';
import type { ServiceContext } from '../../shared/service-context';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import * as repo from './incentives.repo';

const isAdmin = (ctx: ServiceContext) => can(ctx.user, 'people');
const rupees = (numeric: string) => paiseOfNumeric(numeric) / 100;
const hundredthsOf = (numeric: string) => paiseOfNumeric(numeric);

// ---- rules ----

type RuleRow = typeof incentiveRules.$inferSelect;
const ruleView = (r: RuleRow): IncentiveRule => ({
  id: r.id,
  allowedMinTarget: rupees(r.allowedMinTarget),
  allowedMaxTarget: rupees(r.allowedMaxTarget),
  frequency: r.frequency as IncentiveFrequency,
  incentiveCap: rupees(r.incentiveCap),
  effectiveDate: r.effectiveDate,
  participantAllowedIncentiveTypes: r.participantAllowedIncentiveTypes,
});
const ruleFacts = (r: RuleRow) => ({
  id: r.id,
  effectiveDate: r.effectiveDate,
  frequency: r.frequency as IncentiveFrequency,
  allowedMinTargetPaise: paiseOfNumeric(r.allowedMinTarget),
  allowedMaxTargetPaise: paiseOfNumeric(r.allowedMaxTarget),
  incentiveCapPaise: paiseOfNumeric(r.incentiveCap),
  participantAllowedIncentiveTypes: r.participantAllowedIncentiveTypes,
});

const ruleValues = (input: IncentiveRuleInput) => ({
  allowedMinTarget: numericOfRupees(input.allowedMinTarget),
  allowedMaxTarget: numericOfRupees(input.allowedMaxTarget),
  frequency: input.frequency,
  incentiveCap: numericOfRupees(input.incentiveCap),
  effectiveDate: input.effectiveDate,
  participantAllowedIncentiveTypes: [...new Set(input.participantAllowedIncentiveTypes)],
});

function requireAdmin(ctx: ServiceContext) {
  if (!isAdmin(ctx)) throw forbidden();
}

export async function listRules(ctx: ServiceContext): Promise<IncentiveRule[]> {
  return (await repo.rules(ctx.tx)).map(ruleView);
}

export async function createRule(ctx: ServiceContext, input: IncentiveRuleInput): Promise<IncentiveRule> {
  requireAdmin(ctx);
  const [row] = await ctx.tx
    .insert(incentiveRules)
    .values({ ...ruleValues(input), createdById: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return ruleView(row!);
}

export async function updateRule(ctx: ServiceContext, id: number, input: IncentiveRuleInput): Promise<IncentiveRule> {
  requireAdmin(ctx);
  const [row] = await ctx.tx.update(incentiveRules).set({ ...ruleValues(input), updatedAt: ctx.now }).where(eq(incentiveRules.id, id)).returning();
  if (!row) throw notFound();
  return ruleView(row);
}

// ---- slabs ----

type SlabRow = typeof incentiveSlabs.$inferSelect;
const slabView = (s: SlabRow): IncentiveSlab => ({
  id: s.id,
  targetMinPercentage: Number(s.targetMinPercentage),
  targetMaxPercentage: Number(s.targetMaxPercentage),
  accountsClosedMin: s.accountsClosedMin,
  accountsClosedMax: s.accountsClosedMax,
  incentivePercentage: Number(s.incentivePercentage),
  effectiveDate: s.effectiveDate,
  designationId: s.designationId,
  departmentId: s.departmentId,
  clientTypeId: s.clientTypeId,
});
const slabFacts = (s: SlabRow): SlabFacts => ({
  id: s.id,
  designationId: s.designationId,
  departmentId: s.departmentId,
  clientTypeId: s.clientTypeId,
  targetMin: hundredthsOf(s.targetMinPercentage),
  targetMax: hundredthsOf(s.targetMaxPercentage),
  accountsClosedMin: s.accountsClosedMin,
  accountsClosedMax: s.accountsClosedMax,
  incentivePercentage: hundredthsOf(s.incentivePercentage),
  effectiveDate: s.effectiveDate,
});
const slabValues = (input: IncentiveSlabInput) => ({
  targetMinPercentage: numericOfRupees(input.targetMinPercentage),
  targetMaxPercentage: numericOfRupees(input.targetMaxPercentage),
  accountsClosedMin: input.accountsClosedMin,
  accountsClosedMax: input.accountsClosedMax,
  incentivePercentage: numericOfRupees(input.incentivePercentage),
  effectiveDate: input.effectiveDate,
  designationId: input.designationId ?? null,
  departmentId: input.departmentId ?? null,
  clientTypeId: input.clientTypeId ?? null,
});

/** Half-open ranges [min, max) overlap; two slabs of one category and date overlap when both their ranges do. */
const overlaps = (aMin: number, aMax: number, bMin: number, bMax: number) => aMin < bMax && bMin < aMax;

async function refuseOverlap(ctx: ServiceContext, input: IncentiveSlabInput, exceptId: number | null) {
  const rangeError = slabRangeError(input);
  if (rangeError) throw unprocessable(rangeError);
  const candidate = slabFacts({ ...slabValues(input), id: exceptId ?? -1 } as SlabRow);
  for (const row of await repo.slabs(ctx.tx)) {
    if (row.id === exceptId) continue;
    const s = slabFacts(row);
    if (s.designationId !== candidate.designationId || s.departmentId !== candidate.departmentId || s.clientTypeId !== candidate.clientTypeId) continue;
    if (s.effectiveDate !== candidate.effectiveDate) continue;
    if (overlaps(s.targetMin, s.targetMax, candidate.targetMin, candidate.targetMax) && overlaps(s.accountsClosedMin, s.accountsClosedMax, candidate.accountsClosedMin, candidate.accountsClosedMax))
      throw conflict(INCENTIVE_MESSAGES.slabOverlap);
  }
}

export async function listSlabs(ctx: ServiceContext): Promise<IncentiveSlab[]> {
  return (await repo.slabs(ctx.tx)).map(slabView);
}

export async function createSlab(ctx: ServiceContext, input: IncentiveSlabInput): Promise<IncentiveSlab> {
  requireAdmin(ctx);
  await refuseOverlap(ctx, input, null);
  const [row] = await ctx.tx.insert(incentiveSlabs).values({ ...slabValues(input), createdById: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now }).returning();
  return slabView(row!);
}

export async function updateSlab(ctx: ServiceContext, id: number, input: IncentiveSlabInput): Promise<IncentiveSlab> {
  requireAdmin(ctx);
  if (!(await repo.slabById(ctx.tx, id))) throw notFound();
  await refuseOverlap(ctx, input, id);
  const [row] = await ctx.tx.update(incentiveSlabs).set({ ...slabValues(input), updatedAt: ctx.now }).where(eq(incentiveSlabs.id, id)).returning();
  return slabView(row!);
}

/** The categories the slabs use and those of the brand's users (designation, department, client type by role). */
export async function participantCategories(ctx: ServiceContext): Promise<ParticipantCategoryView[]> {
  const ids = await repo.allUserIdsOfDomain(ctx.tx, ctx.user.domainId);
  const people = await repo.usersByIds(ctx.tx, ids);
  const roles = await repo.rolesOf(ctx.tx, ids);
  const seen = new Map<string, ParticipantCategoryView>();
  const add = (c: ParticipantCategoryView) => seen.set(`${c.designationId}|${c.departmentId}|${c.clientTypeId}`, c);
  for (const s of await repo.slabs(ctx.tx)) add({ designationId: s.designationId, departmentId: s.departmentId, clientTypeId: s.clientTypeId });
  for (const u of people) if (u.designationId !== null) add({ designationId: u.designationId, departmentId: u.departmentId, clientTypeId: clientTypeOfRoles(roles.get(u.id) ?? []) });
  return [...seen.values()].sort((a, b) => (a.designationId ?? 0) - (b.designationId ?? 0) || (a.departmentId ?? 0) - (b.departmentId ?? 0) || (a.clientTypeId ?? 0) - (b.clientTypeId ?? 0));
}

// ---- cycles ----

/** The last `count` cycles (newest first) at the frequency of the rule in force today (Monthly without a rule). */
export async function recentCycles(ctx: ServiceContext, count = INCENTIVE_CYCLES_COUNT): Promise<IncentiveCycleView[]> {
  const today = istDateOf(ctx.now);
  const closures = await salesMonthClosures(ctx);
  const rule = ruleOn((await repo.rules(ctx.tx)).map(ruleFacts), today);
  const frequency = rule?.frequency ?? 'Monthly';
  const cycles = lastCycles(frequency, salesMonthOf(today, closures), closures, count);
  const views: IncentiveCycleView[] = [];
  for (const c of cycles) views.push({ id: await repo.ensureCycle(ctx.tx, c.frequency, c.year, c.firstMonth), ...c });
  return views;
}

export async function cycleView(ctx: Pick<ServiceContext, 'tx'>, cycleId: number): Promise<IncentiveCycleView> {
  const row = await repo.cycleById(ctx.tx, cycleId);
  if (!row) throw notFound();
  const closures = await salesMonthClosures(ctx);
  return { id: row.id, ...cycleOf(row.frequency as IncentiveFrequency, { year: row.year, monthNumber: row.firstMonth }, closures) };
}

// ---- targets ----

/** Whose targets and incentives a user works: an admin or finance the whole brand; a manager their team. */
async function visibleUserIds(ctx: ServiceContext): Promise<number[]> {
  if (isAdmin(ctx) || can(ctx.user, 'finance')) return (await repo.allUserIdsOfDomain(ctx.tx, ctx.user.domainId)).filter((id) => id !== ctx.user.id);
  return repo.reportsOf(ctx.tx, ctx.user.id);
}

/** A manager works their own team (everyone under them through parentId); an admin everyone. */
async function requireTeamMember(ctx: ServiceContext, userId: number, message: string) {
  if (isAdmin(ctx)) return;
  if (!(await repo.reportsOf(ctx.tx, ctx.user.id)).includes(userId)) throw forbidden(message);
}

export async function listTargets(ctx: ServiceContext, cycleId: number): Promise<UserTargetView[]> {
  await cycleView(ctx, cycleId);
  const people = await repo.usersByIds(ctx.tx, await visibleUserIds(ctx));
  const targets = new Map((await repo.targetsOfCycle(ctx.tx, cycleId)).map((t) => [t.userId, t]));
  return people.map((u) => {
    const t = targets.get(u.id);
    return {
      id: t?.id ?? null,
      userId: u.id,
      userName: u.name,
      designationId: u.designationId,
      cycleId,
      individualTarget: t ? rupees(t.individualTarget) : 0,
      teamTarget: t ? rupees(t.teamTarget) : 0,
    };
  });
}

async function checkTargetBounds(ctx: ServiceContext, cycle: IncentiveCycleView, designationId: number | null, input: UserTargetUpdate) {
  const rule = ruleOn((await repo.rules(ctx.tx)).map(ruleFacts), cycle.startDate);
  const individual = targetBoundError(Math.round(input.individualTarget * 100), rule, designationId, 'Individual target');
  const team = targetBoundError(Math.round(input.teamTarget * 100), rule, designationId, 'Team target');
  if (individual || team) throw unprocessable((individual ?? team)!);
}

async function saveTarget(ctx: ServiceContext, userId: number, cycleId: number, input: UserTargetUpdate): Promise<UserTargetView> {
  if (!can(ctx.user, 'teams') && !isAdmin(ctx)) throw forbidden();
  const cycle = await cycleView(ctx, cycleId);
  const [person] = await repo.usersByIds(ctx.tx, [userId]);
  if (!person || person.domainId !== ctx.user.domainId) throw notFound();
  await requireTeamMember(ctx, userId, INCENTIVE_MESSAGES.notInTeam);
  await checkTargetBounds(ctx, cycle, person.designationId, input);
  const values = { individualTarget: numericOfRupees(input.individualTarget), teamTarget: numericOfRupees(input.teamTarget), setById: ctx.user.id, updatedAt: ctx.now };
  const existing = await repo.targetOf(ctx.tx, userId, cycleId);
  const [row] = existing
    ? await ctx.tx.update(userTargets).set(values).where(eq(userTargets.id, existing.id)).returning()
    : await ctx.tx.insert(userTargets).values({ ...values, userId, cycleId, createdAt: ctx.now }).returning();
  return { id: row!.id, userId, userName: person.name, designationId: person.designationId, cycleId, individualTarget: rupees(row!.individualTarget), teamTarget: rupees(row!.teamTarget) };
}

export const setTarget = (ctx: ServiceContext, input: UserTargetInput) => saveTarget(ctx, input.userId, input.cycleId, input);

export async function updateTarget(ctx: ServiceContext, id: number, input: UserTargetUpdate): Promise<UserTargetView> {
  const existing = await repo.targetById(ctx.tx, id);
  if (!existing) throw notFound();
  return saveTarget(ctx, existing.userId, existing.cycleId, input);
}

// ---- incentives ----

type IncentiveRow = typeof userIncentives.$inferSelect;
function incentiveView(r: IncentiveRow, userName: string): UserIncentiveView {
  return {
    id: r.id,
    userId: r.userId,
    userName,
    cycleId: r.cycleId,
    basis: r.basis as UserIncentiveView['basis'],
    target: rupees(r.target),
    achievement: rupees(r.achievement),
    accountsClosed: r.accountsClosed,
    targetPercentage: r.targetPercentage === null ? null : Number(r.targetPercentage),
    slabId: r.slabId,
    incentivePercentage: r.incentivePercentage === null ? null : Number(r.incentivePercentage),
    noSlabReason: r.noSlabReason,
    incentiveBeforeCap: rupees(r.incentiveBeforeCap),
    incentive: rupees(r.incentive),
    statusId: r.statusId,
    statusName: r.paidIncentive !== null ? 'Paid' : (INCENTIVE_STATUS_NAMES[r.statusId] ?? String(r.statusId)),
    remark: r.remark,
    paidIncentive: r.paidIncentive === null ? null : rupees(r.paidIncentive),
    paidAt: r.paidAt?.toISOString() ?? null,
    computedAt: r.computedAt.toISOString(),
  };
}

export async function incentivesByCycle(ctx: ServiceContext, cycleId: number): Promise<UserIncentiveView[]> {
  await cycleView(ctx, cycleId);
  const visible = new Set(await visibleUserIds(ctx));
  return (await repo.incentivesOfCycle(ctx.tx, cycleId)).filter((r) => visible.has(r.row.userId)).map((r) => incentiveView(r.row, r.userName));
}

async function visibleIncentive(ctx: ServiceContext, id: number, lock = false) {
  const found = await repo.incentiveById(ctx.tx, id, lock);
  if (!found || !(await visibleUserIds(ctx)).includes(found.row.userId)) throw notFound();
  return found;
}

export async function incentiveDetails(ctx: ServiceContext, id: number): Promise<UserIncentiveDetails> {
  const { row, userName } = await visibleIncentive(ctx, id);
  const events = await repo.eventsOf(ctx.tx, id);
  return {
    ...incentiveView(row, userName),
    paymentIds: row.paymentIds,
    opportunityIds: row.opportunityIds,
    events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
  };
}

/**
 * Computes the cycle's incentive of every user with a target there (in the caller's team, or the brand for Admin
 * and Finance). Refused (409) once any of them is past pending: signed-off figures never change.
 */
export async function calculateCycle(ctx: ServiceContext, cycleId: number): Promise<{ cycleId: number; computed: number; message: string }> {
  // Every `incentives` holder may (re)compute what they see: a manager their team, Admin and Finance the brand.
  const cycle = await cycleView(ctx, cycleId);
  const visible = new Set(await visibleUserIds(ctx));
  const targets = (await repo.targetsOfCycle(ctx.tx, cycleId)).filter((t) => visible.has(t.userId));
  const userIds = targets.map((t) => t.userId);
  const existing = userIds.length
    ? await ctx.tx.select().from(userIncentives).where(and(eq(userIncentives.cycleId, cycleId), inArray(userIncentives.userId, userIds))).for('update')
    : [];
  if (!canRecompute(existing.map((e) => e.statusId))) throw conflict(INCENTIVE_STATE_MESSAGES.recomputeAfterSignOff);
  const rule = ruleOn((await repo.rules(ctx.tx)).map(ruleFacts), cycle.startDate);
  if (!rule) throw unprocessable(INCENTIVE_MESSAGES.noRule);
  const slabs = (await repo.slabs(ctx.tx)).map(slabFacts);
  const people = new Map((await repo.usersByIds(ctx.tx, userIds)).map((u) => [u.id, u]));
  const roles = await repo.rolesOf(ctx.tx, userIds);
  const byUser = new Map(existing.map((e) => [e.userId, e]));
  for (const t of targets) {
    const person = people.get(t.userId);
    if (!person) continue;
    const teamTargetPaise = paiseOfNumeric(t.teamTarget);
    const basis = incentiveBasis(teamTargetPaise, rule.participantAllowedIncentiveTypes);
    const owners = basis === 'Team' ? [t.userId, ...(await repo.reportsOf(ctx.tx, t.userId))] : [t.userId];
    const achievement = await repo.achievementInSql(ctx.tx, owners, cycle.startDate, cycle.endDate);
    const computed = computeIncentive({
      basis,
      targetPaise: basis === 'Team' ? teamTargetPaise : paiseOfNumeric(t.individualTarget),
      achievement,
      slabs,
      category: { designationId: person.designationId, departmentId: person.departmentId, clientTypeId: clientTypeOfRoles(roles.get(t.userId) ?? []) },
      cycleStart: cycle.startDate,
      capPaise: rule.incentiveCapPaise,
    });
    const money = (paise: number) => numericOfRupees(paise / 100);
    const values = {
      basis: computed.basis,
      target: money(computed.targetPaise),
      achievement: money(computed.achievementPaise),
      accountsClosed: computed.accountsClosed,
      targetPercentage: computed.targetPercent === null ? null : money(computed.targetPercent),
      slabId: computed.slabId,
      incentivePercentage: computed.incentivePercentage === null ? null : money(computed.incentivePercentage),
      noSlabReason: computed.noSlabReason,
      incentiveBeforeCap: money(computed.beforeCapPaise),
      incentive: money(computed.afterCapPaise),
      statusId: 1,
      paymentIds: computed.paymentIds,
      opportunityIds: computed.opportunityIds,
      computedAt: ctx.now,
      updatedAt: ctx.now,
    };
    const prior = byUser.get(t.userId);
    const [row] = prior
      ? await ctx.tx.update(userIncentives).set(values).where(eq(userIncentives.id, prior.id)).returning({ id: userIncentives.id })
      : await ctx.tx.insert(userIncentives).values({ ...values, userId: t.userId, cycleId }).returning({ id: userIncentives.id });
    await repo.audit(ctx.tx, row!.id, prior ? 'Recomputed' : 'Computed', ctx.user.id, ctx.now, null);
  }
  return { cycleId, computed: targets.length, message: INCENTIVE_MESSAGES.calculated };
}

/** Sign off (3, remark 'Signed Off') and approve (4): the user's manager or an admin; mark paid: finance. */
export async function updateIncentive(ctx: ServiceContext, id: number, input: UserIncentiveUpdate): Promise<UserIncentiveView> {
  const action: IncentiveAction = input.paidIncentive !== undefined ? 'pay' : input.statusId === 3 ? 'signOff' : 'approve';
  if (action === 'pay') {
    if (!can(ctx.user, 'finance')) throw forbidden();
  } else if (!can(ctx.user, 'teams') && !isAdmin(ctx)) throw forbidden();
  const { row, userName } = await visibleIncentive(ctx, id, true);
  if (action !== 'pay') await requireTeamMember(ctx, row.userId, INCENTIVE_MESSAGES.notYourTeamIncentive);
  const next = nextIncentiveState({ statusId: row.statusId, paid: row.paidIncentive !== null }, action);
  if ('error' in next) throw conflict(next.error);
  let remark: string | null;
  let set: Partial<IncentiveRow>;
  if (action === 'pay') {
    const paidPaise = Math.round(input.paidIncentive! * 100);
    if (paidPaise > paiseOfNumeric(row.incentive)) throw unprocessable(INCENTIVE_STATE_MESSAGES.paidTooMuch);
    remark = input.remark || null;
    set = { paidIncentive: numericOfRupees(input.paidIncentive!), paidAt: ctx.now, ...(remark ? { remark } : {}) };
  } else {
    remark = action === 'signOff' ? SIGN_OFF_REMARK : input.remark || 'Manager Approved';
    set = { statusId: next.statusId, remark };
  }
  const [updated] = await ctx.tx
    .update(userIncentives)
    .set({ ...set, updatedAt: ctx.now })
    .where(eq(userIncentives.id, id))
    .returning();
  await repo.audit(ctx.tx, id, action === 'pay' ? 'Paid' : action === 'signOff' ? 'Signed Off' : 'Manager Approved', ctx.user.id, ctx.now, remark);
  return incentiveView(updated!, userName);
}

// ---- CSV ----

export const INCENTIVE_CSV_COLUMNS: readonly CsvColumn<UserIncentiveView>[] = [
  ['User Id', (r) => r.userId],
  ['Name', (r) => r.userName],
  ['Basis', (r) => r.basis],
  ['Target', (r) => r.target.toFixed(2)],
  ['Achievement', (r) => r.achievement.toFixed(2)],
  ['Target %', (r) => (r.targetPercentage === null ? '-' : r.targetPercentage.toFixed(2))],
  ['Accounts Closed', (r) => r.accountsClosed],
  ['Slab', (r) => r.slabId ?? '-'],
  ['Incentive %', (r) => (r.incentivePercentage === null ? '-' : r.incentivePercentage.toFixed(2))],
  ['Incentive Before Cap', (r) => r.incentiveBeforeCap.toFixed(2)],
  ['Incentive', (r) => r.incentive.toFixed(2)],
  ['Status', (r) => r.statusName],
  ['Remark', (r) => r.remark ?? ''],
  ['Paid Incentive', (r) => (r.paidIncentive === null ? '' : r.paidIncentive.toFixed(2))],
];

/** The cycle's incentives as CSV (UTF-8 with a byte-order mark), read in the transaction, streamed out. */
export async function prepareIncentiveCsv(ctx: ServiceContext, cycleId: number): Promise<{ cycle: IncentiveCycleView; stream: (db: Db) => Readable }> {
  const cycle = await cycleView(ctx, cycleId);
  const rows = await incentivesByCycle(ctx, cycleId);
  async function* once() {
    yield rows;
  }
  return { cycle, stream: () => streamCsv(INCENTIVE_CSV_COLUMNS, once(), { bom: true }) };
}
