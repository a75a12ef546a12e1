// Incentives (issue 13, spec 001 §3, §5, §9): what incentives are computed from: rules, slabs, participant
// categories, cycles and targets. The computed incentives and their payout are in incentives.service.ts.
import { eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import {
  clientTypeOfRoles,
  cycleOf,
  lastCycles,
  ruleOn,
  targetBoundError,
  type SlabFacts,
} from '../../../domain/incentives/compute';
import { INCENTIVE_CYCLES_COUNT, type IncentiveFrequency } from '../../../domain/incentives/constants';
import {
  INCENTIVE_MESSAGES,
  type IncentiveCycleView,
  type IncentiveRule,
  type IncentiveRuleInput,
  type IncentiveSlab,
  type IncentiveSlabInput,
  type ParticipantCategoryView,
  type UserTargetInput,
  type UserTargetUpdate,
  type UserTargetView,
  slabRangeError,
} from '../../../domain/incentives/incentive-schemas';
import { istDateOf, type IsoDate } from '../../../domain/format/ist-calendar';
import { isCurrentVersion, versionEndDates } from '../../../domain/incentives/versions';
import { salesMonthOf } from '../../../domain/sales-closure/sales-month';
import { incentiveRules, incentiveSlabs, userTargets } from '../../db/schema/index';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { numericOfRupees, paiseOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import * as repo from './incentives.repo';

export const isAdmin = (ctx: ServiceContext) => can(ctx.user, 'people');
export const rupees = (numeric: string) => paiseOfNumeric(numeric) / 100;
const hundredthsOf = (numeric: string) => paiseOfNumeric(numeric);

// ---- rules ----

type RuleRow = typeof incentiveRules.$inferSelect;
const ruleView = (r: RuleRow, endDate: string | null): IncentiveRule => ({
  id: r.id,
  allowedMinTarget: rupees(r.allowedMinTarget),
  allowedMaxTarget: rupees(r.allowedMaxTarget),
  frequency: r.frequency as IncentiveFrequency,
  incentiveCap: rupees(r.incentiveCap),
  effectiveDate: r.effectiveDate,
  endDate,
  participantAllowedIncentiveTypes: r.participantAllowedIncentiveTypes,
});
export const ruleFacts = (r: RuleRow) => ({
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

/** Every rule is a version of one series (domain/incentives/versions.ts): a newer effective date ends the older rule. */
const RULE_SERIES = () => 'rules';
async function ruleEndDate(ctx: ServiceContext, id: number): Promise<string | null> {
  return versionEndDates(await repo.rules(ctx.tx), RULE_SERIES, false).get(id) ?? null;
}

/** The rules in force today or later, latest effective first; with `history`, the retired ones too. */
export async function listRules(ctx: ServiceContext, history = false): Promise<IncentiveRule[]> {
  const rows = await repo.rules(ctx.tx);
  const ends = versionEndDates(rows, RULE_SERIES, false);
  const today = istDateOf(ctx.now);
  return rows.map((r) => ruleView(r, ends.get(r.id) ?? null)).filter((r) => history || isCurrentVersion(r.endDate as IsoDate | null, today));
}

export async function createRule(ctx: ServiceContext, input: IncentiveRuleInput): Promise<IncentiveRule> {
  requireAdmin(ctx);
  const [row] = await ctx.tx
    .insert(incentiveRules)
    .values({ ...ruleValues(input), createdById: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now })
    .returning();
  return ruleView(row!, await ruleEndDate(ctx, row!.id));
}

export async function updateRule(ctx: ServiceContext, id: number, input: IncentiveRuleInput): Promise<IncentiveRule> {
  requireAdmin(ctx);
  const [row] = await ctx.tx.update(incentiveRules).set({ ...ruleValues(input), updatedAt: ctx.now }).where(eq(incentiveRules.id, id)).returning();
  if (!row) throw notFound();
  return ruleView(row, await ruleEndDate(ctx, row.id));
}

// ---- slabs ----

type SlabRow = typeof incentiveSlabs.$inferSelect;
const slabView = (s: SlabRow, endDate: string | null): IncentiveSlab => ({
  id: s.id,
  targetMinPercentage: Number(s.targetMinPercentage),
  targetMaxPercentage: Number(s.targetMaxPercentage),
  accountsClosedMin: s.accountsClosedMin,
  accountsClosedMax: s.accountsClosedMax,
  incentivePercentage: Number(s.incentivePercentage),
  effectiveDate: s.effectiveDate,
  endDate,
  designationId: s.designationId,
  departmentId: s.departmentId,
  clientTypeId: s.clientTypeId,
});
export const slabFacts = (s: SlabRow): SlabFacts => ({
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

/** A participant category's slabs are one series; the slabs of one effective date are one version together. */
const SLAB_SERIES = (s: SlabRow) => `${s.designationId}|${s.departmentId}|${s.clientTypeId}`;
async function slabEndDate(ctx: ServiceContext, id: number): Promise<string | null> {
  return versionEndDates(await repo.slabs(ctx.tx), SLAB_SERIES, true).get(id) ?? null;
}

/** The slabs in force today or later (a category's newer effective date ends its older slabs); with `history`, all. */
export async function listSlabs(ctx: ServiceContext, history = false): Promise<IncentiveSlab[]> {
  const rows = await repo.slabs(ctx.tx);
  const ends = versionEndDates(rows, SLAB_SERIES, true);
  const today = istDateOf(ctx.now);
  return rows.map((s) => slabView(s, ends.get(s.id) ?? null)).filter((s) => history || isCurrentVersion(s.endDate as IsoDate | null, today));
}

export async function createSlab(ctx: ServiceContext, input: IncentiveSlabInput): Promise<IncentiveSlab> {
  requireAdmin(ctx);
  await refuseOverlap(ctx, input, null);
  const [row] = await ctx.tx.insert(incentiveSlabs).values({ ...slabValues(input), createdById: ctx.user.id, createdAt: ctx.now, updatedAt: ctx.now }).returning();
  return slabView(row!, await slabEndDate(ctx, row!.id));
}

export async function updateSlab(ctx: ServiceContext, id: number, input: IncentiveSlabInput): Promise<IncentiveSlab> {
  requireAdmin(ctx);
  if (!(await repo.slabById(ctx.tx, id))) throw notFound();
  await refuseOverlap(ctx, input, id);
  const [row] = await ctx.tx.update(incentiveSlabs).set({ ...slabValues(input), updatedAt: ctx.now }).where(eq(incentiveSlabs.id, id)).returning();
  return slabView(row!, await slabEndDate(ctx, id));
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
export async function visibleUserIds(ctx: ServiceContext): Promise<number[]> {
  if (isAdmin(ctx) || can(ctx.user, 'finance')) return (await repo.allUserIdsOfDomain(ctx.tx, ctx.user.domainId)).filter((id) => id !== ctx.user.id);
  return repo.reportsOf(ctx.tx, ctx.user.id);
}

/** A manager works their own team (everyone under them through parentId); an admin everyone. */
export async function requireTeamMember(ctx: ServiceContext, userId: number, message: string) {
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

