// The people and the book the fault tests write on, and the writers themselves: plain route writes (a comment a
// request, never resent) and sync pushes (a contact a command, resent to the other process until acknowledged).
import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createUser, TEST_PASSWORD } from '../../src/server/testing/fixtures';
import { insertBook } from '../../src/server/testing/sync-fixtures';
import { signIn } from './cluster';
import { CONSOLE_REQUEST_HEADERS } from '../../src/domain/auth/console-request';

export type World = { database: Database; accountId: number; agent: string; hom: string; owner: string; ownerId: number };

/** Users and a book on a migrated database (a server process migrated it), signed in through `base`. */
export async function makeWorld(url: string, base: string): Promise<World> {
  // The test's own connections die with PostgreSQL too: listened to, never thrown.
  const database = await openDatabase({ databaseUrl: url, poolSize: 2, onIdleError: () => undefined });
  const db = database.db;
  const agentId = await createUser(db, { username: 'fault-agent', roles: ['HOUSING_SALES_AGENT'] });
  await createUser(db, { username: 'fault-hom', roles: ['HOUSING_SALES_AGENT', 'HOM'] });
  const ownerId = await createUser(db, { username: 'fault-owner', roles: ['HOUSING_OWNER_AGENT'] });
  const book = await insertBook(db, { agentId });
  return {
    database,
    accountId: book.accountId,
    ownerId,
    agent: await signIn(base, 'fault-agent', TEST_PASSWORD),
    hom: await signIn(base, 'fault-hom', TEST_PASSWORD),
    owner: await signIn(base, 'fault-owner', TEST_PASSWORD),
  };
}

/** One answer a writer got: when, from which process, what status (0: no answer), and its Retry-After. */
export type Answer = { at: number; server: number; status: number; retryAfter: string | null; kind: 'plain' | 'push' };

export type Writers = {
  answers: Answer[];
  /** Comment texts answered 200. */
  ackedComments: Set<string>;
  /** Comment texts sent (answered or not). */
  sentComments: Set<string>;
  /** Contact client ids the push acknowledged (applied or duplicate). */
  ackedContacts: Set<string>;
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(url: string, init: RequestInit): Promise<{ status: number; retryAfter: string | null; body: unknown }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  } catch {
    return { status: 0, retryAfter: null, body: null };
  }
}

/**
 * Starts both writers against the processes' base URLs (they take turns); `stop` waits for their last request.
 * Each writer waits `pauseMs` (25) after an acknowledged write (the soak paces them slower).
 */
export function startWriters(bases: () => string[], world: World, { pauseMs = 25 }: { pauseMs?: number } = {}): Writers {
  const answers: Answer[] = [];
  const ackedComments = new Set<string>();
  const sentComments = new Set<string>();
  const ackedContacts = new Set<string>();
  let running = true;
  let failure: unknown = null;
  const headers = { ...CONSOLE_REQUEST_HEADERS, cookie: world.agent, 'content-type': 'application/json' };

  const plain = (async () => {
    for (let i = 0; running; i++) {
      const server = i % bases().length;
      const text = `fault-comment-${i}`;
      sentComments.add(text);
      const r = await send(`${bases()[server]}/api/sapna/v1/comment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ entityTypeId: 3, entityId: world.accountId, activityType: 'Meeting', text }),
      });
      answers.push({ at: Date.now(), server, status: r.status, retryAfter: r.retryAfter, kind: 'plain' });
      if (r.status === 200) ackedComments.add(text);
      await sleep(r.status === 200 ? pauseMs : 100);
    }
  })();

  const push = (async () => {
    const clientId = randomUUID();
    let turn = 0;
    for (let seq = 1; running; seq++) {
      const contactClientId = randomUUID();
      const command = {
        seq,
        mutationId: randomUUID(),
        name: 'createContact',
        args: { accountId: world.accountId, name: `Fault ${seq}`, phone: '9123456780', contactTypeId: 1, clientId: contactClientId },
        deviceTime: new Date().toISOString(),
      };
      // The device's outbox: the same command again (another process each time) until it is acknowledged.
      for (;;) {
        const server = turn++ % bases().length;
        const r = await send(`${bases()[server]}/api/sync/v1/push`, { method: 'POST', headers, body: JSON.stringify({ clientId, commands: [command] }) });
        answers.push({ at: Date.now(), server, status: r.status, retryAfter: r.retryAfter, kind: 'push' });
        const outcome = (r.body as { results?: { outcome?: string }[] } | null)?.results?.[0]?.outcome;
        if (r.status === 200 && (outcome === 'applied' || outcome === 'duplicate')) {
          ackedContacts.add(contactClientId);
          break;
        }
        if (r.status === 200) throw new Error(`push answered ${JSON.stringify(r.body)}`);
        if (!running) return;
        await sleep(100);
      }
      await sleep(pauseMs);
    }
  })().catch((err: unknown) => {
    failure = err;
  });

  return {
    answers,
    ackedComments,
    sentComments,
    ackedContacts,
    stop: async () => {
      running = false;
      await Promise.all([plain, push]);
      if (failure) throw failure;
    },
  };
}
