// Incentives (issue 13, spec 001 §4, §7, §9): computed incentives, their sign-off, approval and payment, and the CSV.
// Rules, slabs, cycles and targets are in incentive-setup.service.ts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { can } from '../../../domain/auth/capabilities';
import {
  canRecompute,
  clientTypeOfRoles,
  computeIncentive,
  teamOf,
  incentiveBasis,
  nextIncentiveState,
  ruleOn,
  INCENTIVE_STATE_MESSAGES,
  type IncentiveAction,
} from '../../../domain/incentives/compute';
import { INCENTIVE_STATUS, SIGN_OFF_REMARK } from '../../../domain/incentives/constants';
import {
  INCENTIVE_MESSAGES,
  cyclePayout,
  type IncentiveBulkResult,
  type IncentiveBulkUpdate,
  type IncentiveCycleView,
  type UserIncentiveDetails,
  type UserIncentiveUpdate,
  type UserIncentiveView,
} from '../../../domain/incentives/incentive-schemas';
import type { Db } from '../../db/client';
import { userIncentives } from '../../db/schema/index';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { streamCsv, type CsvColumn } from '../../lib/csv/stream-csv';
import { numericOfRupees, paiseOfNumeric } from '../../shared/sql/money-text';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './incentives.repo';

import { cycleView, isAdmin, requireTeamMember, rupees, ruleFacts, slabFacts, visibleUserIds } from './incentive-setup.service';

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
    statusName: r.paidIncentive !== null ? 'Paid' : INCENTIVE_STATUS.name(r.statusId),
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
 * and Finance) whose incentive is not signed off yet: signed-off figures never change, and the others are recomputed
 * (issue 49: per person). Refused (409) only when every one of them is signed off or further.
 */
export async function calculateCycle(ctx: ServiceContext, cycleId: number): Promise<{ cycleId: number; computed: number; kept: number; message: string }> {
  // Every `incentives` holder may (re)compute what they see: a manager their team, Admin and Finance the brand.
  const cycle = await cycleView(ctx, cycleId);
  const visible = new Set(await visibleUserIds(ctx));
  const targets = (await repo.targetsOfCycle(ctx.tx, cycleId)).filter((t) => visible.has(t.userId));
  const userIds = targets.map((t) => t.userId);
  const existing = userIds.length
    ? await ctx.tx.select().from(userIncentives).where(and(eq(userIncentives.cycleId, cycleId), inArray(userIncentives.userId, userIds))).for('update')
    : [];
  const kept = new Set(existing.filter((e) => !canRecompute([e.statusId], e.paidIncentive !== null)).map((e) => e.userId));
  if (targets.length > 0 && kept.size === targets.length) throw conflict(INCENTIVE_STATE_MESSAGES.recomputeAfterSignOff);
  const rule = ruleOn((await repo.rules(ctx.tx)).map(ruleFacts), cycle.startDate);
  if (!rule) throw unprocessable(INCENTIVE_MESSAGES.noRule);
  const slabs = (await repo.slabs(ctx.tx)).map(slabFacts);
  const people = new Map((await repo.usersByIds(ctx.tx, userIds)).map((u) => [u.id, u]));
  const roles = await repo.rolesOf(ctx.tx, userIds);
  const byUser = new Map(existing.map((e) => [e.userId, e]));
  // The cycle's payments and closed accounts are read once for everyone; each user's (or team's) share is summed
  // in memory (two statements per user took minutes at the large seed).
  const facts = await repo.cycleFactsInSql(ctx.tx, cycle.startDate, cycle.endDate);
  const everyone = await repo.everyoneWithParents(ctx.tx);
  const rows: (typeof userIncentives.$inferInsert)[] = [];
  for (const t of targets) {
    if (kept.has(t.userId)) continue;
    const person = people.get(t.userId);
    if (!person) continue;
    const teamTargetPaise = paiseOfNumeric(t.teamTarget);
    const basis = incentiveBasis(teamTargetPaise, rule.participantAllowedIncentiveTypes);
    const owners = basis === 'Team' ? teamOf(t.userId, everyone) : new Set([t.userId]);
    const achievement = repo.achievementOfFacts(owners, facts);
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
    rows.push({ ...values, userId: t.userId, cycleId });
  }
  // One upsert per 500 users (a user's row is unique per cycle); an update per user took 9 s at 2,000 users.
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const events: { userIncentiveId: number; action: string }[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const written = await ctx.tx
      .insert(userIncentives)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [userIncentives.userId, userIncentives.cycleId],
        set: {
          basis: excluded('basis'),
          target: excluded('target'),
          achievement: excluded('achievement'),
          accountsClosed: excluded('accounts_closed'),
          targetPercentage: excluded('target_percentage'),
          slabId: excluded('slab_id'),
          incentivePercentage: excluded('incentive_percentage'),
          noSlabReason: excluded('no_slab_reason'),
          incentiveBeforeCap: excluded('incentive_before_cap'),
          incentive: excluded('incentive'),
          statusId: excluded('status_id'),
          paymentIds: excluded('payment_ids'),
          opportunityIds: excluded('opportunity_ids'),
          computedAt: excluded('computed_at'),
          updatedAt: excluded('updated_at'),
        },
      })
      .returning({ id: userIncentives.id, userId: userIncentives.userId });
    for (const w of written) events.push({ userIncentiveId: w.id, action: byUser.has(w.userId) ? 'Recomputed' : 'Computed' });
  }
  await repo.auditMany(ctx.tx, events, ctx.user.id, ctx.now);
  return { cycleId, computed: rows.length, kept: kept.size, message: INCENTIVE_MESSAGES.calculated };
}

/** Who may take the action at all: sign off and approve the user's manager or an admin; mark paid finance. */
function requireActionRight(ctx: ServiceContext, action: IncentiveAction): void {
  if (action === 'pay') {
    if (!can(ctx.user, 'finance')) throw forbidden();
  } else if (!can(ctx.user, 'teams') && !isAdmin(ctx)) throw forbidden();
}

/** One person's step, the row locked and visible: the state only forward, a payment at most the incentive after cap. */
async function applyAction(ctx: ServiceContext, row: IncentiveRow, userName: string, action: IncentiveAction, input: { paidIncentive?: number; remark?: string }, prefix = ''): Promise<UserIncentiveView> {
  if (action !== 'pay') await requireTeamMember(ctx, row.userId, INCENTIVE_MESSAGES.notYourTeamIncentive);
  const next = nextIncentiveState({ statusId: row.statusId, paid: row.paidIncentive !== null }, action);
  if ('error' in next) throw conflict(prefix + next.error);
  let remark: string | null;
  let set: Partial<IncentiveRow>;
  if (action === 'pay') {
    const paidPaise = Math.round(input.paidIncentive! * 100);
    if (paidPaise > paiseOfNumeric(row.incentive)) throw unprocessable(prefix + INCENTIVE_STATE_MESSAGES.paidTooMuch);
    remark = input.remark || null;
    set = { paidIncentive: numericOfRupees(input.paidIncentive!), paidAt: ctx.now, ...(remark ? { remark } : {}) };
  } else {
    remark = action === 'signOff' ? SIGN_OFF_REMARK : input.remark || 'Manager Approved';
    set = { statusId: next.statusId, remark };
  }
  const [updated] = await ctx.tx
    .update(userIncentives)
    .set({ ...set, updatedAt: ctx.now })
    .where(eq(userIncentives.id, row.id))
    .returning();
  await repo.audit(ctx.tx, row.id, action === 'pay' ? 'Paid' : action === 'signOff' ? 'Signed Off' : 'Manager Approved', ctx.user.id, ctx.now, remark);
  return incentiveView(updated!, userName);
}

/** Sign off (3, remark 'Signed Off') and approve (4): the user's manager or an admin; mark paid: finance. */
export async function updateIncentive(ctx: ServiceContext, id: number, input: UserIncentiveUpdate): Promise<UserIncentiveView> {
  const action: IncentiveAction = input.paidIncentive !== undefined ? 'pay' : input.statusId === 3 ? 'signOff' : 'approve';
  requireActionRight(ctx, action);
  const { row, userName } = await visibleIncentive(ctx, id, true);
  return applyAction(ctx, row, userName, action, input);
}

/**
 * POST user-incentives/bulk-update: sign off, approve or mark paid (each their incentive after cap) several people of
 * one cycle at once, all or none: the first refusal (named by the person) refuses the whole step. Answers the rows as
 * they now are and their payout.
 */
export async function bulkUpdateIncentives(ctx: ServiceContext, input: IncentiveBulkUpdate): Promise<IncentiveBulkResult> {
  requireActionRight(ctx, input.action);
  await cycleView(ctx, input.cycleId);
  const visible = new Set(await visibleUserIds(ctx));
  const updated: UserIncentiveView[] = [];
  for (const id of [...new Set(input.ids)].sort((a, b) => a - b)) {
    const found = await repo.incentiveById(ctx.tx, id, true);
    if (!found || !visible.has(found.row.userId)) throw notFound();
    if (found.row.cycleId !== input.cycleId) throw unprocessable(INCENTIVE_STATE_MESSAGES.bulkMixedCycles);
    const paid = input.action === 'pay' ? { paidIncentive: rupees(found.row.incentive) } : {};
    updated.push(await applyAction(ctx, found.row, found.userName, input.action, { ...paid, remark: input.remark }, `${found.userName}: `));
  }
  return { updated, payout: cyclePayout(updated) };
}

// ---- CSV ----

export const INCENTIVE_CSV_COLUMNS: readonly CsvColumn<UserIncentiveView>[] = [
  ['User Id', (r) => r.userId],
  ['Name', (r) => r.userName],
  ['Basis', (r) => r.basis],
  ['Target', (r) => r.target.toFixed(2)],
  ['Achievement', (r) => r.achievement.toFixed(2)],
  ['Target %', (r) => (r.targetPercentage === null ? null : r.targetPercentage.toFixed(2))],
  ['Accounts Closed', (r) => r.accountsClosed],
  ['Slab', (r) => r.slabId ?? null],
  ['Incentive %', (r) => (r.incentivePercentage === null ? null : r.incentivePercentage.toFixed(2))],
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
