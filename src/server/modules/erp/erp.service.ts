import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { ERP_MESSAGES, type ErpEntityKind, type ErpEntityRecords, type ErpEntityRequest, type ErpEventKind, type ErpEventView, type ErpPushAnswer } from '../../../domain/erp/erp-schema';
import type { Paged } from '../../../domain/paging/paged';
import { parseEntityIds } from '../../../domain/validation/entity-id-search';
import type { Tx } from '../../db/client';
import { erpEvents } from '../../db/schema/index';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './erp.repo';

/**
 * ERP push and tracking (issue 15): `finance` only (PERMISSIONS.md). Events are an outbox: written in the
 * transaction of the finance change (recordErpEvent), sent by the worker (erp-worker.ts).
 */
function assertFinance(ctx: ServiceContext): void {
  if (!can(ctx.user, 'finance')) throw forbidden();
}

function idsOf(request: ErpEntityRequest): number[] {
  const parsed = parseEntityIds(request.entityIds);
  if (!parsed.ok) throw unprocessable(parsed.message);
  return [...new Set(parsed.ids)];
}

/** POST /sapna/v1/erp/get-entity-records: the records as the ERP would receive them, and the ids with none. */
export async function getEntityRecords(ctx: ServiceContext, request: ErpEntityRequest): Promise<ErpEntityRecords> {
  assertFinance(ctx);
  const ids = idsOf(request);
  const records = await repo.entityRecords(ctx.tx, request.entityKind, ids, ctx.scope.domainId);
  const found = new Set(records.map((r) => r.entityId));
  return { records, missingIds: ids.filter((id) => !found.has(id)) };
}

/**
 * Writes one ERP event in the caller's transaction (the outbox). Every finance change calls it in its own
 * transaction, so the event exists exactly when the change does.
 */
export async function recordErpEvent(
  tx: Tx,
  event: { entityKind: ErpEntityKind; entityId: number; eventKind: ErpEventKind; payload: unknown; createdBy?: number | null; now?: Date },
): Promise<number> {
  const now = event.now ?? new Date();
  const [row] = await tx
    .insert(erpEvents)
    .values({
      entityKind: event.entityKind,
      entityId: event.entityId,
      domainId: repo.ENTITY_DOMAIN[event.entityKind](event.entityId),
      eventKind: event.eventKind,
      payload: event.payload,
      idempotencyKey: `${event.entityKind}:${event.entityId}:${event.eventKind}:${randomUUID()}`,
      status: 'queued',
      nextAttemptAt: now,
      createdBy: event.createdBy ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: erpEvents.id });
  return row!.id;
}

/** POST /sapna/v1/erp/pushManualErpEvents: re-sends the chosen records, each as a new event. */
export async function pushManualErpEvents(ctx: ServiceContext, request: ErpEntityRequest): Promise<ErpPushAnswer> {
  const { records, missingIds } = await getEntityRecords(ctx, request);
  if (records.length === 0) throw notFound(ERP_MESSAGES.noneFound);
  const events: ErpEventView[] = [];
  for (const record of records) {
    const id = await recordErpEvent(ctx.tx, { entityKind: record.entityKind, entityId: record.entityId, eventKind: 'manual_push', payload: record.payload, createdBy: ctx.user.id, now: ctx.now });
    const row = await repo.findEvent(ctx.tx, ctx.scope.domainId, id);
    events.push(repo.presentEvent(row!.event, row!.createdByName));
  }
  return { message: ERP_MESSAGES.pushed(events.length), events, missingIds };
}

export async function listErpEvents(ctx: ServiceContext, filter: repo.ErpEventFilter): Promise<Paged<ErpEventView>> {
  assertFinance(ctx);
  return repo.listEvents(ctx.tx, ctx.scope.domainId, filter);
}

/** POST /sapna/v1/erp/events/{id}/retry: a failed event goes back to the queue (same idempotency key). */
export async function retryErpEvent(ctx: ServiceContext, id: number): Promise<{ message: string; event: ErpEventView }> {
  assertFinance(ctx);
  const found = await repo.findEvent(ctx.tx, ctx.scope.domainId, id);
  if (!found) throw notFound(ERP_MESSAGES.notFound);
  const updated = await ctx.tx
    .update(erpEvents)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: ctx.now, updatedAt: ctx.now })
    .where(and(eq(erpEvents.id, id), eq(erpEvents.status, 'failed'), eq(erpEvents.domainId, ctx.scope.domainId)))
    .returning({ id: erpEvents.id });
  if (updated.length === 0) throw conflict(ERP_MESSAGES.notFailed);
  const row = await repo.findEvent(ctx.tx, ctx.scope.domainId, id);
  return { message: ERP_MESSAGES.retried, event: repo.presentEvent(row!.event, row!.createdByName) };
}
