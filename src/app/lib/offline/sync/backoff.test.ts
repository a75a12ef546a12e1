import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay } from './backoff';
import { MirrorDb } from '../device/db';
import { ensureMeta, updateMeta } from '../device/meta';
import { enqueue } from '../outbox/outbox';
import { createSyncEngine } from './sync-engine';
import type { SyncEngine } from './sync-engine-api';
import { manualEnvironment } from '../../../testing/manual-environment';
import { writeBook } from '../../../testing/mirror-fixtures';
import { TransportError, type PushCommand, type SyncTransport } from './transport';
import { uuidv7 } from '../outbox/uuidv7';

describe('backoffDelay', () => {
  it('doubles from 1 s to 32 s, jittered, and never leaves [1 s, 32 s]', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 32000, 32000]);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, () => 0))).toEqual([1000, 1500, 3000, 6000, 12000, 24000, 24000]);
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, () => 0.999999))).toEqual([1250, 2500, 5000, 10000, 20000, 32000, 32000]);
    for (let n = 1; n < 40; n++) {
      for (const r of [0, 0.1, 0.37, 0.5, 0.93, 0.999]) {
        const d = backoffDelay(n, () => r);
        expect(d).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
        expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS);
      }
    }
  });
});

/** An in-process server stand-in that fails the first pushes with the given statuses, then applies. */
function flakyTransport(failures: number[]) {
  const pushes: { at: number; seqs: number[] }[] = [];
  const transport: SyncTransport = {
    async push({ commands }: { commands: PushCommand[] }) {
      pushes.push({ at: Date.now(), seqs: commands.map((c) => c.seq) });
      const status = failures.shift();
      if (status !== undefined) throw new TransportError(status, `status ${status}`);
      return {
        results: commands.map((c) => ({ seq: c.seq, mutationId: c.mutationId, outcome: 'applied' as const, result: { changes: [] } })),
        lastSeq: commands.at(-1)?.seq ?? 0,
      };
    },
    async pull() {
      return { changes: [], cursor: 'c1', hasMore: false, lastAppliedSeq: 0 };
    },
    async snapshot() {
      throw new Error('not primed in this test');
    },
  };
  return { transport, pushes };
}

/** Lets IndexedDB work (real setImmediate) run while the clock is fake. */
async function settle(engine: SyncEngine, done: () => boolean): Promise<void> {
  for (let i = 0; i < 5000 && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
  if (!done()) throw new Error(`engine did not settle: ${JSON.stringify(engine.getStatus())}`);
}

describe('retries', () => {
  let db: MirrorDb | undefined;
  afterEach(() => {
    vi.useRealTimers();
    db?.close();
  });

  async function deviceWithThreeCommands() {
    db = new MirrorDb(`backoff-${uuidv7()}`);
    await ensureMeta(db, { userId: 7 });
    const book = await writeBook(db);
    await updateMeta(db, { primed: true, cursor: 'c0', referenceFetchedAt: new Date().toISOString() });
    for (const text of ['one', 'two', 'three']) {
      await enqueue(db, { name: 'addComment', args: { entityTypeId: 3, entityId: book.accountId, activityType: 'Call', text } });
    }
    return db;
  }

  for (const [label, random, delays] of [
    ['middle jitter', 0.5, [1000, 2000, 4000, 8000, 16000, 32000, 32000]],
    ['low jitter', 0, [1000, 1500, 3000, 6000, 12000, 24000, 24000]],
    ['high jitter', 0.999999, [1250, 2500, 5000, 10000, 20000, 32000, 32000]],
  ] as const) {
    it(`waits 1 s, 2 s, ... up to 32 s between attempts (${label}) and never reorders`, async () => {
      const mirror = await deviceWithThreeCommands();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
      const { transport, pushes } = flakyTransport([0, 503, 429, 500, 0, 502, 503]);
      const engine = createSyncEngine({ db: mirror, transport, environment: manualEnvironment(), random: () => random });

      expect((await engine.sync()).result).toBe('retrying');
      for (const delay of delays) {
        const before = pushes.length;
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(pushes.length).toBe(before);
        await vi.advanceTimersByTimeAsync(1);
        await settle(engine, () => pushes.length === before + 1 && !engine.getStatus().syncing);
      }
      await settle(engine, () => engine.getStatus().pendingCount === 0 && engine.getStatus().failedCount === 0);

      expect(pushes.map((p) => p.seqs)).toEqual(Array(8).fill([1, 2, 3]));
      expect(pushes.slice(1).map((p, i) => p.at - (pushes[i]?.at ?? 0))).toEqual(delays);
      expect(await mirror.outbox.count()).toBe(0);
      expect(engine.getStatus()).toMatchObject({ lastError: null, nextRetryAt: null });
      await engine.stop();
    });
  }

  it('does not retry by itself a push refused as a whole (403); the commands wait as failed with the reason', async () => {
    const mirror = await deviceWithThreeCommands();
    const { transport, pushes } = flakyTransport([403]);
    const engine = createSyncEngine({ db: mirror, transport, environment: manualEnvironment() });
    const errors: string[] = [];
    engine.on('sync-error', (e) => errors.push(e.msg));
    expect((await engine.sync()).result).toBe('failed');
    expect(errors).toEqual(['status 403']);
    expect(engine.getStatus()).toMatchObject({ nextRetryAt: null, failedCount: 3 });
    expect(await mirror.outbox.toArray()).toMatchObject([
      { seq: 1, status: 'failed', lastError: { status: 403, msg: 'status 403' } },
      { seq: 2, status: 'failed' },
      { seq: 3, status: 'failed' },
    ]);
    expect(pushes).toHaveLength(1);
    expect((await engine.retryNow()).result).toBe('synced');
    expect(await mirror.outbox.count()).toBe(0);
  });
});
