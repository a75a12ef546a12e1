/* eslint-disable no-restricted-imports -- SYNC.md test 10 runs the engine against the real server (buildApp + inject) */
import 'fake-indexeddb/auto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { comments, contacts, milestones, payments } from '../../../../server/db/schema/index';
import { describeEachBackend, startTestServer, type TestServer } from '../../../../server/testing/harness';
import { CommandRefusedError } from '../outbox/command-kind';
import { withSearchKeys } from '../device/search-keys';
import type { QueuedCommand } from '../outbox/command-registry';
import { TABLE_OF } from '../device/local-types';
import { readMeta } from '../device/meta';
import { MIRRORED_ENTITIES, type MirrorRow } from '../device/mirror-rows';
import { enqueue } from '../outbox/outbox';
import { rowsOfPage } from './transport';
import type { Fault } from '../../../testing/faulty-transport';
import { newAgent, openDevice, reloadDevice, serverResults, type Device } from '../../../testing/sync-server';

/**
 * SYNC.md test 10: a randomized model test of the outbox and the sync engine over fake-indexeddb and the real
 * server in process. Random steps: queue work (some of it refused by the server), go offline, lose answers,
 * deliver pushes twice, close the page in the middle of a push, reload, and edit on the server meanwhile.
 * Properties: every queued command reaches the server exactly once, in seq order; creates leave exactly one
 * row (none when refused); every refusal is on the device with its reason; and the device converges to the
 * server (its mirror equals a fresh download of the scope, with nothing pending).
 */

type DeviceStep =
  | { kind: 'comment'; text: string }
  | { kind: 'createContact'; name: string }
  | { kind: 'updateContact'; pick: number; name: string }
  | { kind: 'deleteContact'; pick: number }
  | { kind: 'createMilestone'; amount: number }
  | { kind: 'updateMilestone'; pick: number; name: string }
  | { kind: 'deleteMilestone'; pick: number }
  | { kind: 'recordPayment'; pick: number; amount: number };
type Step =
  | DeviceStep
  | { kind: 'fault'; fault: Exclude<Fault, 'crash' | { status: number }> }
  | { kind: 'sync' }
  | { kind: 'reload' }
  | { kind: 'crash' }
  | { kind: 'serverEdit'; edit: 'renameContact' | 'deleteContact' | 'renameMilestone' | 'payment' | 'comment' | 'createContact'; pick: number };

const word = fc.constantFrom('Ravi', 'Asha', 'Meera', 'Kiran', 'Bad!', 'Dev', 'Noor');
const pick = fc.nat(20);
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('comment' as const), text: fc.constantFrom('Called', 'Met', 'Follow up') }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('createContact' as const), name: word }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('updateContact' as const), pick, name: word }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteContact' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('createMilestone' as const), amount: fc.constantFrom(1000, 2500, 0) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('updateMilestone' as const), pick, name: word }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deleteMilestone' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('recordPayment' as const), pick, amount: fc.constantFrom(100, 250, 1_000_000) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fault' as const), fault: fc.constantFrom('none' as const, 'offline' as const, 'drop' as const, 'duplicate' as const) }) },
  { weight: 4, arbitrary: fc.constant({ kind: 'sync' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reload' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'crash' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('serverEdit' as const),
      edit: fc.constantFrom('renameContact' as const, 'deleteContact' as const, 'renameMilestone' as const, 'payment' as const, 'comment' as const, 'createContact' as const),
      pick,
    }),
  },
);

const today = new Date().toISOString().slice(0, 10);
const at = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);

describeEachBackend('offline sync model (SYNC.md test 10)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  const sdb = () => server.database.db;

  async function deviceCommand(device: Device, step: DeviceStep): Promise<QueuedCommand | null> {
    const { book } = device.agent;
    const contactIds = (await device.db.contacts.where('accountId').equals(book.accountId).primaryKeys()) as number[];
    const milestoneIds = (await device.db.milestones.where('termsheetId').equals(book.termsheetId).primaryKeys()) as number[];
    const contactFields = (name: string) => ({ name, phone: '9123456780', contactTypeId: 1 });
    switch (step.kind) {
      case 'comment':
        return { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: step.text } };
      case 'createContact':
        return { name: 'createContact', args: { accountId: book.accountId, ...contactFields(step.name) } };
      case 'createMilestone':
        return { name: 'createMilestone', args: { termsheetId: book.termsheetId, name: 'Instalment', amount: step.amount, startDate: today } };
      case 'updateContact': {
        const id = at(contactIds, step.pick);
        return id === undefined ? null : { name: 'updateContact', args: { id, ...contactFields(step.name) } };
      }
      case 'deleteContact': {
        const id = at(contactIds, step.pick);
        return id === undefined ? null : { name: 'deleteContact', args: { id } };
      }
      case 'updateMilestone': {
        const id = at(milestoneIds, step.pick);
        return id === undefined ? null : { name: 'updateMilestone', args: { id, name: step.name } };
      }
      case 'deleteMilestone': {
        const id = at(milestoneIds, step.pick);
        return id === undefined ? null : { name: 'deleteMilestone', args: { id } };
      }
      case 'recordPayment': {
        const id = at(milestoneIds, step.pick);
        return id === undefined ? null : { name: 'recordPayment', args: { milestoneId: id, amount: step.amount, modeOfPaymentId: 1, pinCode: '560001' } };
      }
    }
  }

  async function serverEdit(device: Device, edit: Extract<Step, { kind: 'serverEdit' }>): Promise<void> {
    const { book, cookie } = device.agent;
    const liveContacts = await sdb().select({ id: contacts.id }).from(contacts).where(and(eq(contacts.accountId, book.accountId), eq(contacts.active, true)));
    const liveMilestones = await sdb().select({ id: milestones.id }).from(milestones).where(and(eq(milestones.termsheetId, book.termsheetId), eq(milestones.active, true)));
    const contact = at(liveContacts, edit.pick)?.id;
    const milestone = at(liveMilestones, edit.pick)?.id;
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    if (edit.edit === 'renameContact' && contact) await call('PUT', `/sapna/v1/contact/${contact}`, { name: 'Server', phone: '9123456789', contactTypeId: 1 });
    if (edit.edit === 'deleteContact' && contact) await call('DELETE', `/sapna/v1/contact/${contact}`);
    if (edit.edit === 'renameMilestone' && milestone) await call('PUT', `/sapna/v1/milestone/${milestone}`, { name: 'Server milestone' });
    if (edit.edit === 'payment' && milestone) await call('POST', '/sapna/v1/payment', { milestoneId: milestone, amount: 100, modeOfPaymentId: 1, pinCode: '560001' });
    if (edit.edit === 'comment') await call('POST', '/sapna/v1/comment', { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text: 'From the desk' });
    if (edit.edit === 'createContact') await call('POST', '/sapna/v1/contact', { accountId: book.accountId, name: 'Desk Contact', phone: '9000000001', contactTypeId: 1 });
  }

  async function crash(device: Device): Promise<Device> {
    device.transport.fault = 'crash';
    device.transport.onCrash = () => device.db.close();
    await device.engine.sync().catch(() => undefined);
    return reloadDevice(server, device);
  }

  /** What a fresh download of the scope gives, entity by entity, keyed by id. */
  async function serverScope(device: Device): Promise<Record<string, Map<number, MirrorRow>>> {
    const scope: Record<string, Map<number, MirrorRow>> = {};
    for (const entity of MIRRORED_ENTITIES) {
      const rows = new Map<number, MirrorRow>();
      let after: number | null = null;
      for (;;) {
        const page = await device.transport.snapshot({ entity, after, limit: 5000 });
        // Stored as a download stores it: with the search keys of contacts and accounts (search-keys.ts).
        for (const row of rowsOfPage(page) as MirrorRow[]) rows.set('id' in row ? row.id : row.accountId, withSearchKeys(TABLE_OF[entity], row));
        if (!page.hasMore) break;
        after = page.nextAfter;
      }
      scope[entity] = rows;
    }
    return scope;
  }

  it('every command exactly once, in order per client, and the device converges to the server', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 8, maxLength: 30 }), async (steps) => {
        let device = await openDevice(server, await newAgent(server, 'model'), { scheduleRetries: false, batchSize: 3 });
        expect((await device.engine.sync()).result).toBe('synced');
        const queued: { seq: number; mutationId: string; name: string; clientId: string | null }[] = [];
        try {
          for (const step of steps) {
            if (step.kind === 'fault') device.transport.fault = step.fault;
            else if (step.kind === 'sync') await device.engine.sync();
            else if (step.kind === 'reload') device = await reloadDevice(server, device);
            else if (step.kind === 'crash') device = await crash(device);
            else if (step.kind === 'serverEdit') await serverEdit(device, step);
            else {
              const command = await deviceCommand(device, step);
              if (!command) continue;
              try {
                const done = await enqueue(device.db, command);
                queued.push({ seq: done.seq, mutationId: done.mutationId, name: command.name, clientId: done.clientId });
              } catch (error) {
                if (!(error instanceof CommandRefusedError)) throw error;
              }
            }
          }

          // The network comes back for good.
          device.transport.fault = 'none';
          for (let i = 0; i < 3; i++) await device.engine.sync();
          const outbox = await device.db.outbox.orderBy('seq').toArray();
          expect(outbox.filter((row) => row.status !== 'rejected')).toEqual([]);

          // Exactly once, in seq order: the server holds one result per queued command, with its mutationId.
          const results = await serverResults(server, device.db);
          expect(results.map((r) => r.seq)).toEqual(queued.map((q) => q.seq));
          expect(results.map((r) => r.mutationId)).toEqual(queued.map((q) => q.mutationId));
          expect(queued.map((q) => q.seq)).toEqual(queued.map((_, i) => i + 1));

          // Every refusal is on the device, with its reason; nothing else stays in the outbox.
          const refused = results.filter((r) => r.outcome === 'rejected').map((r) => r.seq);
          expect(outbox.map((row) => row.seq)).toEqual(refused);
          for (const row of outbox) expect(row.lastError?.msg).toBeTruthy();

          // Creates: one row when applied, none when refused.
          const applied = new Set(results.filter((r) => r.outcome !== 'rejected').map((r) => r.seq));
          for (const q of queued.filter((c) => c.clientId)) {
            const table = { addComment: comments, createContact: contacts, createMilestone: milestones, recordPayment: payments }[q.name as 'addComment'];
            const rows = await sdb().select({ id: table.id }).from(table).where(inArray(table.clientId, [q.clientId as string]));
            expect(rows.length, `${q.name} seq ${q.seq}`).toBe(applied.has(q.seq) ? 1 : 0);
          }

          // Convergence: the mirror is exactly a fresh download of the scope, with nothing left of the device's own.
          const scope = await serverScope(device);
          for (const entity of MIRRORED_ENTITIES) {
            const mirror = (await device.db.table(TABLE_OF[entity]).toArray()) as MirrorRow[];
            const expected = scope[entity] as Map<number, MirrorRow>;
            expect(mirror.length, entity).toBe(expected.size);
            for (const row of mirror) expect(row, entity).toEqual(expected.get('id' in row ? row.id : row.accountId));
          }
          expect(await device.db.shadows.count()).toBe(0);
          expect((await readMeta(device.db)).nextSeq).toBe(queued.length + 1);
        } finally {
          await device.engine.stop();
          device.db.close();
        }
      }),
      { numRuns: 15, endOnFailure: true },
    );
  }, 300_000);
});
