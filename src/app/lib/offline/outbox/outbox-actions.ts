import { callStatusName } from '../../../../domain/comments/call-statuses';
import { formatRupees } from '../../../../domain/format/rupees';
import { CommandRefusedError } from './command-kind';
import { kindOf, loadCommandKinds } from './command-registry';
import type { MirrorDb } from '../device/db';
import { localWriter } from './local-writer';
import type { OutboxEntity, OutboxRow } from '../device/local-types';
import { allocate } from '../device/meta';
import { applyCommand, mirrorTransaction, rebase } from './rebase';
import { guardStorage } from '../device/storage';
import { uuidv7 } from './uuidv7';

/** Our texts for the outbox screen's refusals. */
export const OUTBOX_MESSAGES = {
  gone: 'This change is no longer in the outbox.',
  sending: 'This change is being sent right now. Try again in a moment.',
} as const;

/** The user's queued work for the outbox screen (or one record's), in the order it will reach the server. */
export async function listOutbox(
  db: MirrorDb,
  filter: { accountId?: number; entity?: OutboxEntity; entityId?: number } = {},
): Promise<OutboxRow[]> {
  const rows = await db.outbox.orderBy('seq').toArray();
  return rows.filter(
    (row) =>
      row.name !== 'discarded' &&
      (filter.accountId === undefined || row.accountId === filter.accountId) &&
      (filter.entity === undefined || row.entity === filter.entity) &&
      (filter.entityId === undefined || row.entityId === filter.entityId),
  );
}

/** Things a sync engine offers the outbox actions (kept small so tests can pass a spy). */
type Syncer = { retryNow(): Promise<unknown> };

/**
 * Retry:
 * - failed (the server was not reached or refused the whole request): sent again now, at the same place in order;
 * - rejected (the server refused it): queued again as a NEW command at the end, with the version of the row as
 *   the device now has it, and shown on the record again. The user may first fix the record and queue a new
 *   change instead, and discard this one.
 */
export async function retry(db: MirrorDb, outboxId: number, engine?: Syncer): Promise<void> {
  await loadCommandKinds();
  await guardStorage(() =>
    mirrorTransaction(db, async () => {
      const row = await db.outbox.get(outboxId);
      if (!row) throw new CommandRefusedError(OUTBOX_MESSAGES.gone);
      if (row.status === 'failed' || row.status === 'pending') {
        await db.outbox.update(outboxId, { status: 'pending', lastError: null });
        return;
      }
      if (row.status !== 'rejected' || row.name === 'discarded') return;
      const { seq, meta } = await allocate(db, false);
      const writer = localWriter(db, { userId: meta.userId, userName: meta.userName });
      const again: OutboxRow = {
        ...row,
        seq,
        mutationId: uuidv7(),
        baseVersion: await currentVersion(db, row),
        status: 'pending',
        attempts: 0,
        lastError: null,
        deviceTime: new Date().toISOString(),
      };
      delete again.id;
      await db.outbox.delete(outboxId);
      const id = await db.outbox.add(again);
      await applyCommand(writer, { ...again, id });
    }),
  );
  await engine?.retryNow();
}

/** The version of the row a rejected update or delete names, as the mirror has it now (null if it is gone). */
async function currentVersion(db: MirrorDb, row: OutboxRow): Promise<number | null> {
  if (row.baseVersion === null) return null;
  const table = row.entity === 'contact' ? db.contacts : row.entity === 'milestone' ? db.milestones : null;
  if (!table) return row.baseVersion;
  const id = row.args[`${row.entity}Id`];
  const clientId = row.args[`${row.entity}ClientId`];
  const current = typeof id === 'number' ? await table.get(id) : typeof clientId === 'string' ? await table.where('clientId').equals(clientId).first() : undefined;
  return current?.version ?? row.baseVersion;
}

/**
 * Discard: the change is given up and its local change reverted (the server's row shows again).
 * - rejected: removed from the outbox (the server holds nothing of it).
 * - waiting or failed: it keeps its place in the sequence as a no-op stand-in, so the server's per-device order
 *   has no gap; a change that already reached the server (its answer lost) stays applied there, and the next
 *   pull shows it.
 * - being sent right now: refused (try again in a moment).
 */
export async function discard(db: MirrorDb, outboxId: number, engine?: Syncer): Promise<void> {
  await loadCommandKinds();
  let standIn = false;
  await guardStorage(() =>
    mirrorTransaction(db, async () => {
      const row = await db.outbox.get(outboxId);
      if (!row) return;
      if (row.status === 'sending') throw new CommandRefusedError(OUTBOX_MESSAGES.sending);
      await rebase(db, async () => {
        if (row.status === 'rejected' || row.name === 'discarded') {
          await db.outbox.delete(outboxId);
          return;
        }
        standIn = true;
        await db.outbox.update(outboxId, {
          name: 'discarded',
          discardedName: kindOf(row.name)?.name,
          args: {},
          mutationId: uuidv7(),
          baseVersion: null,
          status: 'pending',
          lastError: null,
        });
      });
    }),
  );
  if (standIn) await engine?.retryNow();
}

/** A one-line description of a queued command for the outbox screen (our wording). */
export function outboxLabel(row: OutboxRow): string {
  const a = row.args;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (row.name) {
    case 'addComment':
      return `${text(a.activityType) || 'Activity'} logged: ${text(a.text)}`;
    case 'createContact':
      return `New contact: ${text(a.name)}`;
    case 'updateContact':
      return `Contact changed: ${text(a.name)}`;
    case 'deleteContact':
      return 'Contact deleted';
    case 'recordPayment':
      return `Payment of ${formatRupees(typeof a.amount === 'number' ? a.amount : null)} recorded`;
    case 'createMilestone':
      return `New milestone: ${text(a.name)}`;
    case 'updateMilestone':
      return 'Milestone changed';
    case 'deleteMilestone':
      return 'Milestone deleted';
    case 'processApproval':
      return `Approval #${typeof a.approvalId === 'number' ? a.approvalId : ''} ${text(a.path) === 'review' ? 'reviewed' : 'decided'}: ${text(a.status)}`;
    case 'logCallOutcome':
      // The remark too: a refused outcome keeps what the agent typed on this screen.
      return `Call outcome for case #${typeof a.caseId === 'number' ? a.caseId : ''}: ${typeof a.outcomeId === 'number' ? callStatusName(a.outcomeId) : ''}${text(a.remark) ? ` — ${text(a.remark)}` : ''}`;
    case 'discarded':
      return 'Discarded change';
  }
}
