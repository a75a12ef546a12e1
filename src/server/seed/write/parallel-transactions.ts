import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * Runs `work` with `n` transactions open at once, each on its own pooled connection (PostgreSQL only: PGlite
 * has one connection). They all commit once `work` has succeeded and all roll back if it fails, so a failed
 * seed leaves nothing behind (only the final commits are not atomic together).
 */
export async function withTransactions<T>(db: Db, n: number, work: (txs: Tx[]) => Promise<T>): Promise<T> {
  const txs: Tx[] = [];
  let allOpen!: () => void;
  const opened = new Promise<void>((resolve) => (allOpen = resolve));
  let settle!: (outcome: Promise<T>) => void;
  const outcome = new Promise<T>((resolve, reject) => (settle = (p) => void p.then(resolve, reject)));
  outcome.catch(() => undefined);
  const transactions = Array.from({ length: n }, () =>
    db.transaction(async (tx) => {
      // Generated history is not sent to the ERP nor notified (the triggers of migrations 0019 and 0021 skip it).
      await tx.execute(sql`select set_config('app.seeding', 'on', true)`);
      txs.push(tx);
      if (txs.length === n) allOpen();
      // Stay open until the work is done; its failure rolls this transaction back.
      await outcome;
    }),
  );
  let result: Promise<T>;
  try {
    // A transaction that ends before all are open failed to start: the others must not wait forever.
    const endedEarly = Promise.race(transactions).then(() => {
      throw new Error('seed: a transaction ended before the others opened');
    });
    endedEarly.catch(() => undefined);
    await Promise.race([opened, endedEarly]);
    result = work([...txs]);
  } catch (e) {
    result = Promise.reject(e instanceof Error ? e : new Error(String(e)));
  }
  result.catch(() => undefined);
  settle(result);
  const finished = await Promise.allSettled(transactions);
  const value = await result;
  const failed = finished.find((f): f is PromiseRejectedResult => f.status === 'rejected');
  if (failed) throw failed.reason;
  return value;
}
