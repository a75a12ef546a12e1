// The calling area's rules (issue 13): queues and pulls, dialing through the telephony provider, the provider's
// webhook, call outcomes logged once as Call comments, shares, sac/soc key-search.
import { eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import {
  CALLING_MESSAGES,
  CASE_STATUSES,
  CASE_STATUS,
  callOutcomeCommentText,
  isFinalCallState,
  maskPhone,
  suggestedOutcomeOf,
  type CallOutcomeInput,
  type CallState,
  type CallView,
  type CaseSelector,
  type CaseView,
  type DialInput,
  type QueueKind,
  type QueueView,
} from '../../../domain/calling/calling';
import type { Paged } from '../../../domain/paging/paged';
import { CALL_IDS, CALL_SOURCE_IDS, CLIENT_TYPES, ENTITY_TYPES } from '../../../domain/reference/ids';
import type { Db, Tx } from '../../db/client';
import { accounts, calls, cases, caseShares, comments, packages } from '../../db/schema/index';
import { conflict, forbidden, notFound, unauthorized, unprocessable, badRequest } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { addComment } from '../comments/comments.service';
import * as repo from './calling.repo';
import type { TelephonyProvider, WebhookRequest } from './telephony';

export type CallingDeps = { provider: TelephonyProvider; callerId: string; callStatusTimeoutMs: number };

function requireSell(ctx: ServiceContext): void {
  if (!can(ctx.user, 'sell')) throw forbidden();
}

function presentCase(row: repo.CaseWithNames, showNumber: boolean): CaseView {
  const c = row.c;
  return {
    id: c.id,
    caseTypeId: c.caseTypeId,
    queueKind: c.queueKind,
    accountId: c.accountId,
    accountName: row.accountName,
    accountCityId: row.accountCityId,
    opportunityId: c.opportunityId,
    contactName: c.contactName,
    contactPhone: showNumber ? c.contactPhone : maskPhone(c.contactPhone),
    stageId: c.stageId,
    caseSubTypeId: c.caseSubTypeId,
    statusId: c.statusId,
    statusName: CASE_STATUS.name(c.statusId),
    reason: c.reason,
    assignedAgentId: c.assignedAgentId,
    assignedAgentName: row.agentName,
    campaignId: c.campaignId,
    prioritised: c.prioritised,
    nextActionAt: c.nextActionAt?.toISOString() ?? null,
    lastCallOutcomeId: c.lastCallOutcomeId,
  };
}

function presentCall(c: repo.CallRow, showNumber: boolean): CallView {
  return {
    id: c.id,
    caseId: c.caseId,
    agentId: c.agentId,
    provider: c.provider,
    customerNumber: (showNumber ? c.customerNumber : maskPhone(c.customerNumber)) ?? '',
    callSourceId: c.callSourceId,
    status: c.status as CallState,
    final: isFinalCallState(c.status),
    durationSeconds: c.durationSeconds,
    suggestedOutcomeId: c.suggestedOutcomeId,
    outcomeId: c.outcomeId,
    commentId: c.commentId,
    startedAt: c.startedAt.toISOString(),
    endedAt: c.endedAt?.toISOString() ?? null,
  };
}

// ---- Queues ----

/** GET calling-queue?kind=: how many cases wait, and the agent's own cases of that queue (the dialing screen). */
export async function callingQueue(ctx: ServiceContext, kind: QueueKind): Promise<QueueView> {
  const [available, mine, prioritisedPull] = [
    await repo.countWaiting(ctx.tx, kind, ctx.user.domainId, ctx.now),
    await repo.agentCases(ctx.tx, ctx.user.id, kind),
    await repo.prioritisedPull(ctx.tx),
  ];
  return { kind, available, prioritisedPull, mine: mine.map((r) => presentCase(r, true)) };
}

/** POST calling-queue/pull: the next waiting case, to exactly one agent ('No opportunity available to pull'). */
export async function pullCase(ctx: ServiceContext, kind: QueueKind): Promise<{ message: string; case: CaseView }> {
  requireSell(ctx);
  const prioritised = await repo.prioritisedPull(ctx.tx);
  const id = await repo.pullNext(ctx.tx, ctx.user.id, kind, ctx.user.domainId, ctx.now, prioritised);
  if (id === null) throw notFound(CALLING_MESSAGES.emptyQueue);
  const row = await repo.caseWithNames(ctx.tx, id);
  return { message: CALLING_MESSAGES.caseAssigned, case: presentCase(row!, true) };
}

/** The case the agent holds (in progress, assigned to them), locked: 404 when absent, 409 when not theirs. */
async function heldCase(ctx: ServiceContext, caseId: number): Promise<repo.CaseRow> {
  const c = await repo.findCase(ctx.tx, caseId, true);
  if (!c || c.domainId !== ctx.user.domainId) throw notFound(CALLING_MESSAGES.caseNotFound);
  if (c.assignedAgentId !== ctx.user.id || c.statusId !== CASE_STATUSES.IN_PROGRESS) throw conflict(CALLING_MESSAGES.notYourCase);
  return c;
}

// ---- Calls ----

/** A call with no final event once the timeout has passed is closed as no callback (case reason 'No Ozonetel Callback'). */
async function closeIfTimedOut(tx: Tx, call: repo.CallRow, now: Date, timeoutMs: number): Promise<repo.CallRow> {
  if (isFinalCallState(call.status) || now.getTime() - call.startedAt.getTime() < timeoutMs) return call;
  const [updated] = await tx.update(calls).set({ status: 'no-callback', endedAt: now }).where(eq(calls.id, call.id)).returning();
  await tx.update(cases).set({ reason: CALLING_MESSAGES.noCallback, updatedAt: now }).where(eq(cases.id, call.caseId));
  return updated!;
}

/** POST cases/{id}/call: dials the case's contact, or a typed 10-digit number, through the provider. */
export async function dialCase(ctx: ServiceContext, deps: CallingDeps, caseId: number, input: DialInput): Promise<{ message: string; call: CallView }> {
  requireSell(ctx);
  const c = await heldCase(ctx, caseId);
  const number = input.number ?? c.contactPhone;
  if (!number) throw unprocessable(CALLING_MESSAGES.noNumber);
  for (const live of await repo.liveCallsOfCase(ctx.tx, c.id)) {
    const after = await closeIfTimedOut(ctx.tx, live, ctx.now, deps.callStatusTimeoutMs);
    if (!isFinalCallState(after.status)) throw conflict(CALLING_MESSAGES.callInProgress);
  }
  const [account] = await ctx.tx.select({ clientTypeId: accounts.clientTypeId }).from(accounts).where(eq(accounts.id, c.accountId));
  const callSourceId = account?.clientTypeId === CLIENT_TYPES.BROKER ? CALL_SOURCE_IDS.BROKER : CALL_SOURCE_IDS.OWNER;
  const providerCallId = await deps.provider.placeCall(null, number, deps.callerId);
  const [call] = await ctx.tx
    .insert(calls)
    .values({ caseId: c.id, agentId: ctx.user.id, provider: deps.provider.name, providerCallId, customerNumber: number, callerId: deps.callerId, callSourceId, status: 'initiated', startedAt: ctx.now })
    .returning();
  return { message: CALLING_MESSAGES.callInitiated, call: presentCall(call!, true) };
}

/** GET calls/{id}: the agent's own call (closed as no callback once its time is up); a team's calls for whole-brand users, masked. */
export async function getCall(ctx: ServiceContext, deps: CallingDeps, callId: number): Promise<CallView> {
  const call = await repo.findCall(ctx.tx, callId, true);
  if (!call) throw notFound(CALLING_MESSAGES.callNotFound);
  const own = call.agentId === ctx.user.id;
  if (!own && !(ctx.scope.all || ctx.scope.agentIds.includes(call.agentId))) throw notFound(CALLING_MESSAGES.callNotFound);
  return presentCall(await closeIfTimedOut(ctx.tx, call, ctx.now, deps.callStatusTimeoutMs), own);
}

type OutcomeAnswer = { message: string; call: CallView; comment: { id: number; activityType: string; text: string } };

/** How an outcome logged offline differs (the logCallOutcome push command, modules/calling/calling-commands.sync.ts). */
export type OfflineOutcome = {
  /** The case the device showed the call under: another case is a 404 like an unknown one. */
  caseId: number;
  /** The device's id of the Call comment: a replay that finds the call logged with it answers the same. */
  clientId: string;
  /** When the agent logged it (the command's device time). */
  happenedAt: string;
};

/**
 * POST calls/{id}/outcome: the outcome is logged once, as a Call comment (the comments module) on the case's
 * account, and kept on the call and the case. Redial keeps the case with the agent; any other outcome closes it.
 */
export async function logCallOutcome(ctx: ServiceContext, deps: Pick<CallingDeps, 'callStatusTimeoutMs'>, callId: number, input: CallOutcomeInput): Promise<OutcomeAnswer> {
  return (await recordCallOutcome(ctx, deps, callId, input, null)).answer;
}

/**
 * The outcome's one rule, for the route and the push command: the same checks, the comment, the call and the case
 * in the caller's transaction. Offline, the comment keeps the device's clientId and time; a call already logged
 * with that clientId answers the stored outcome again (the command's replay), any other is a 409.
 */
export async function recordCallOutcome(
  ctx: ServiceContext,
  deps: Pick<CallingDeps, 'callStatusTimeoutMs'>,
  callId: number,
  input: CallOutcomeInput,
  offline: OfflineOutcome | null,
): Promise<{ answer: OutcomeAnswer; accountId: number }> {
  requireSell(ctx);
  const found = await repo.findCall(ctx.tx, callId, true);
  if (!found || found.agentId !== ctx.user.id) throw notFound(CALLING_MESSAGES.callNotFound);
  if (offline && found.caseId !== offline.caseId) throw notFound(CALLING_MESSAGES.caseNotFound);
  const call = await closeIfTimedOut(ctx.tx, found, ctx.now, deps.callStatusTimeoutMs);
  if (call.commentId !== null) {
    const [earlier] = offline ? await ctx.tx.select().from(comments).where(eq(comments.id, call.commentId)) : [];
    if (!earlier || earlier.clientId !== offline?.clientId) throw conflict(CALLING_MESSAGES.outcomeAlreadyLogged);
    return { answer: { message: CALLING_MESSAGES.outcomeLogged, call: presentCall(call, true), comment: { id: earlier.id, activityType: earlier.activityType, text: earlier.text } }, accountId: earlier.accountId };
  }
  if (!isFinalCallState(call.status)) throw conflict(CALLING_MESSAGES.callStillRunning);
  const c = await repo.findCase(ctx.tx, call.caseId, true);
  if (!c) throw notFound(CALLING_MESSAGES.caseNotFound);
  // The case grants its holder the case's account for this one comment, whoever's book the account is in.
  const caseCtx: ServiceContext = { ...ctx, scope: { domainId: c.domainId, all: true } };
  const comment = await addComment(caseCtx, {
    entityTypeId: ENTITY_TYPES.ACCOUNT,
    entityId: c.accountId,
    activityType: 'Call',
    text: callOutcomeCommentText(c.id, input.outcomeId, input.remark),
    callStatusId: input.outcomeId,
    callDurationSeconds: call.durationSeconds,
    happenedAt: offline?.happenedAt ?? ctx.now.toISOString(),
    clientId: offline?.clientId ?? null,
  });
  const [updated] = await ctx.tx.update(calls).set({ outcomeId: input.outcomeId, commentId: comment.id }).where(eq(calls.id, call.id)).returning();
  const keep = input.outcomeId === CALL_IDS.REDIAL;
  await ctx.tx
    .update(cases)
    .set({ lastCallOutcomeId: input.outcomeId, statusId: keep ? CASE_STATUSES.IN_PROGRESS : CASE_STATUSES.CLOSED, updatedAt: ctx.now })
    .where(eq(cases.id, c.id));
  return {
    answer: { message: CALLING_MESSAGES.outcomeLogged, call: presentCall(updated!, true), comment: { id: comment.id, activityType: comment.activityType, text: comment.text } },
    accountId: c.accountId,
  };
}

/**
 * POST telephony/webhook/{provider}: signature and timestamp checked (401), each event applied once by its id
 * (a repeated delivery is answered 200 and changes nothing), unknown calls 404. Events after a final one are kept
 * but change nothing. Each event is one statement: a one-event request (what providers send) needs no transaction;
 * several events go in one, so an unknown call among them changes nothing.
 */
export async function applyWebhook(db: Db, provider: TelephonyProvider, request: WebhookRequest, now: Date): Promise<{ applied: number; duplicates: number }> {
  const verdict = provider.verifyWebhook(request, now);
  if (verdict !== 'ok') throw unauthorized(verdict === 'stale' ? 'Webhook timestamp outside the allowed window' : 'Invalid webhook signature');
  const events = provider.parseWebhook(request);
  if (!events) throw badRequest('Invalid webhook body');
  const apply = async (conn: Db | Tx) => {
    let applied = 0;
    let duplicates = 0;
    for (const event of events) {
      const result = await repo.applyCallEvent(conn, provider.name, event, suggestedOutcomeOf(event.type));
      if (result.callId === null) throw notFound(CALLING_MESSAGES.callNotFound);
      if (result.applied) applied++;
      else duplicates++;
    }
    return { applied, duplicates };
  };
  return events.length === 1 ? apply(db) : db.transaction((tx) => apply(tx));
}

// ---- Shares ----

async function contactOf(c: repo.CaseRow, failure: string): Promise<string> {
  if (!c.contactPhone) throw unprocessable(failure);
  return c.contactPhone;
}

export async function sharePackage(ctx: ServiceContext, caseId: number, packageId: number): Promise<{ message: string }> {
  requireSell(ctx);
  const c = await heldCase(ctx, caseId);
  const [pkg] = await ctx.tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
  if (!pkg) throw notFound(`Package ${packageId} not found`);
  const sentTo = await contactOf(c, CALLING_MESSAGES.packageShareFailed);
  await ctx.tx.insert(caseShares).values({ caseId: c.id, kind: 'package', packageId, sentTo, sentBy: ctx.user.id, sentAt: ctx.now });
  return { message: CALLING_MESSAGES.packageShared };
}

export async function shareLink(ctx: ServiceContext, caseId: number, link: string): Promise<{ message: string }> {
  requireSell(ctx);
  const c = await heldCase(ctx, caseId);
  const sentTo = await contactOf(c, CALLING_MESSAGES.linkShareFailed);
  await ctx.tx.insert(caseShares).values({ caseId: c.id, kind: 'link', link, sentTo, sentBy: ctx.user.id, sentAt: ctx.now });
  return { message: CALLING_MESSAGES.linkShared };
}

// ---- key-search ----

/** sac/soc key-search: cases of one type by a selector's filter arrays; a book's cases for agents, the brand's for whole-brand users. Numbers masked. */
export async function keySearch(ctx: ServiceContext, caseTypeId: string, selector: CaseSelector): Promise<Paged<CaseView>> {
  const agentIds = ctx.scope.all ? null : ctx.scope.agentIds;
  const found = await repo.searchCases(ctx.tx, { caseTypeId, domainId: ctx.user.domainId, agentIds, filters: selector.filters }, selector);
  return { ...found, results: found.results.map((r) => presentCase(r, false)) };
}
