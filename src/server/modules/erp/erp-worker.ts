import { and, eq, lt, sql } from 'drizzle-orm';
import { ERP_MAX_ATTEMPTS, erpBackoffMs, type ErpEntityKind } from '../../../domain/erp/erp-schema';
import { queryRows, type Db } from '../../db/client';
import { erpEvents } from '../../db/schema/index';
import type { Config } from '../../config';
import { ROLES } from '../../../domain/auth/roles';
import { notifyRoles } from '../notifications/notifications.service';
import { httpErpConnector, ledgerErpConnector, type ErpConnector } from './erp-connector';

/**
 * The ERP outbox worker. Each run: takes due queued events, at most one per entity and only an entity's earliest
 * unfinished one (so an entity's events reach the ERP in order), marks them sent (claimed with SKIP LOCKED, so
 * several processes share the queue), hands them to the connector, then records each outcome: acknowledged, or
 * queued again after 1 s, 2 s ... 32 s, then failed. An event left 'sent' by a crash between send and record is
 * queued again after STALE_SEND_MS and resent with its idempotency key: the connector answers with its first
 * acknowledgement, so each event is delivered at most once.
 */
export const STALE_SEND_MS = 60_000;

export function erpConnectorFor(config: Pick<Config, 'erpUrl' | 'erpToken'>, db: Db): ErpConnector {
  return config.erpUrl ? httpErpConnector(config.erpUrl, config.erpToken) : ledgerErpConnector(db);
}

type Claimed = { id: number; idempotency_key: string; entity_kind: ErpEntityKind; entity_id: number; domain_id: number | null; event_kind: string; payload: unknown; attempts: number };

/** Claims up to `batch` due events (status 'sent', sending_since = now). */
export async function claimDueEvents(db: Db, now: Date, batch = 100): Promise<Claimed[]> {
  return db.transaction(async (tx) =>
    queryRows<Claimed>(
      tx,
      sql`update erp_events set status = 'sent', sending_since = ${now}, updated_at = ${now}
          where id in (
            select id from erp_events where id in (
              select distinct on (e.entity_kind, e.entity_id) e.id from erp_events e
              where e.status = 'queued' and e.next_attempt_at <= ${now}
                and not exists (select 1 from erp_events p where p.entity_kind = e.entity_kind and p.entity_id = e.entity_id and p.id < e.id and p.status in ('queued', 'sent'))
              order by e.entity_kind, e.entity_id, e.id
              limit ${batch}
            ) and status = 'queued'
            for update skip locked
          )
          returning id, idempotency_key, entity_kind, entity_id, domain_id, event_kind, payload, attempts`,
    ),
  );
}

/** Records the connector's answer (or its failure) for claimed events. */
export async function recordOutcome(db: Db, claimed: readonly Claimed[], outcome: { acks: Map<string, string> } | { error: string }, now: Date): Promise<{ acknowledged: number; retried: number; failed: number }> {
  const counts = { acknowledged: 0, retried: 0, failed: 0 };
  await db.transaction(async (tx) => {
    for (const event of claimed) {
      const ack = 'acks' in outcome ? outcome.acks.get(event.idempotency_key) : undefined;
      const attempts = event.attempts + 1;
      if (ack !== undefined) {
        counts.acknowledged++;
        await tx
          .update(erpEvents)
          .set({ status: 'acknowledged', acknowledgement: ack, attempts, sentAt: now, acknowledgedAt: now, sendingSince: null, lastError: null, updatedAt: now })
          .where(and(eq(erpEvents.id, event.id), eq(erpEvents.status, 'sent')));
        continue;
      }
      const lastError = 'error' in outcome ? outcome.error : 'The ERP did not acknowledge this record.';
      const failed = attempts >= ERP_MAX_ATTEMPTS;
      if (failed) {
        counts.failed++;
        // Finance of the entity's brand (issue 52).
        await notifyRoles(tx, [ROLES.FINANCE.name], {
          domainId: event.domain_id,
          kind: 'erp_failed',
          title: `ERP event #${event.id} failed`,
          body: `${event.entity_kind} ${event.entity_id} (${event.event_kind}) was not accepted after ${attempts} attempts: ${lastError}`.slice(0, 500),
          link: '/netsuite-event-tracking',
        });
      } else counts.retried++;
      await tx
        .update(erpEvents)
        .set({
          status: failed ? 'failed' : 'queued',
          attempts,
          lastError: lastError.slice(0, 1000),
          sentAt: now,
          sendingSince: null,
          nextAttemptAt: new Date(now.getTime() + erpBackoffMs(attempts)),
          updatedAt: now,
        })
        .where(and(eq(erpEvents.id, event.id), eq(erpEvents.status, 'sent')));
    }
  });
  return counts;
}

/** Events a crashed worker left 'sent' go back to the queue (their key is unchanged). */
export async function requeueStale(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(erpEvents)
    .set({ status: 'queued', sendingSince: null, nextAttemptAt: now, updatedAt: now })
    .where(and(eq(erpEvents.status, 'sent'), lt(erpEvents.sendingSince, new Date(now.getTime() - STALE_SEND_MS))))
    .returning({ id: erpEvents.id });
  return rows.length;
}

/** One pass: requeue stale sends, claim, push, record. Returns what happened. */
export async function runErpWorkerOnce(db: Db, connector: ErpConnector, now = new Date(), batch = 100) {
  const started = Date.now();
  await requeueStale(db, now);
  const claimed = await claimDueEvents(db, now, batch);
  if (claimed.length === 0) return { claimed: 0, acknowledged: 0, retried: 0, failed: 0 };
  let outcome: { acks: Map<string, string> } | { error: string };
  try {
    const acks = await connector.push(
      claimed.map((e) => ({ idempotencyKey: e.idempotency_key, entityKind: e.entity_kind, entityId: Number(e.entity_id), eventKind: e.event_kind, payload: e.payload })),
    );
    outcome = { acks: new Map(acks.map((a) => [a.idempotencyKey, a.acknowledgement])) };
  } catch (error) {
    outcome = { error: error instanceof Error ? error.message : String(error) };
  }
  // Backoff counts from when the connector answered: the pass's time plus what the push took.
  const counts = await recordOutcome(db, claimed, outcome, new Date(now.getTime() + (Date.now() - started)));
  return { claimed: claimed.length, ...counts };
}

/** One tick of the worker (a background job, server/jobs): several passes while work remains, until stopped. */
export async function runErpWorkerPasses(db: Db, connector: ErpConnector, signal: AbortSignal): Promise<void> {
  for (let pass = 0; pass < 50 && !signal.aborted; pass++) {
    const result = await runErpWorkerOnce(db, connector);
    if (result.claimed === 0) break;
  }
}

