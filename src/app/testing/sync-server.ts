/* eslint-disable no-restricted-imports -- test support: the engine is tested against the real server in process */
import { asc, eq } from 'drizzle-orm';
import { syncResults } from '../../server/db/schema/index';
import { insertBook, type Book } from '../../server/testing/sync-fixtures';
import { createUser, loginAs } from '../../server/testing/fixtures';
import type { TestServer } from '../../server/testing/harness';
import { MirrorDb } from '../lib/offline/device/db';
import { createHttpTransport } from '../lib/offline/sync/http-transport';
import { ensureMeta, readMeta } from '../lib/offline/device/meta';
import { createSyncEngine } from '../lib/offline/sync/sync-engine';
import type { SyncEngine } from '../lib/offline/sync/sync-engine-api';
import { uuidv7 } from '../lib/offline/outbox/uuidv7';
import { faultyTransport, type FaultyTransport } from './faulty-transport';
import { injectFetch } from './inject-fetch';
import { manualEnvironment, type ManualEnvironment } from './manual-environment';
import '../offline-commands'; // the areas' command kinds, as main.tsx provides them

export type Agent = { userId: number; username: string; cookie: string; book: Book };

let agents = 0;

/** A sales agent with one account and everything under it (sync-test-fixtures' book), signed in. */
export async function newAgent(server: TestServer, prefix = 'device-agent'): Promise<Agent> {
  const username = `${prefix}-${++agents}-${Math.random().toString(36).slice(2, 7)}`;
  const userId = await createUser(server.database.db, { username, roles: ['HOUSING_SALES_AGENT'] });
  const book = await insertBook(server.database.db, { agentId: userId, name: `Account of ${username}` });
  return { userId, username, cookie: await loginAs(server.app, username), book };
}

/** One install of the app: its Dexie database, a transport to the real server (with faults), and an engine. */
export type Device = {
  name: string;
  db: MirrorDb;
  transport: FaultyTransport;
  env: ManualEnvironment;
  engine: SyncEngine;
  agent: Agent;
  options: DeviceOptions;
};

export type DeviceOptions = { name?: string; batchSize?: number; scheduleRetries?: boolean };

export async function openDevice(server: TestServer, agent: Agent, opts: DeviceOptions = {}): Promise<Device> {
  const name = opts.name ?? `device-${uuidv7()}`;
  const db = new MirrorDb(name);
  await ensureMeta(db, { userId: agent.userId, userName: agent.username });
  const transport = faultyTransport(createHttpTransport({ baseURL: '/api', fetch: injectFetchFor(server, agent) }));
  const env = manualEnvironment();
  const engine = createSyncEngine({ db, transport, environment: env, random: () => 0.5, batchSize: opts.batchSize ?? 50, scheduleRetries: opts.scheduleRetries ?? true });
  return { name, db, transport, env, engine, agent, options: opts };
}

/** A reload: the page goes away (engine and connection dropped mid-whatever) and a new one opens the same database. */
export async function reloadDevice(server: TestServer, device: Device): Promise<Device> {
  await device.engine.stop();
  device.db.close();
  const db = new MirrorDb(device.name);
  await ensureMeta(db, { userId: device.agent.userId, userName: device.agent.username });
  const transport = faultyTransport(createHttpTransport({ baseURL: '/api', fetch: injectFetchFor(server, device.agent) }));
  transport.fault = device.transport.fault === 'crash' ? 'none' : device.transport.fault;
  const engine = createSyncEngine({
    db,
    transport,
    environment: device.env,
    random: () => 0.5,
    batchSize: device.options.batchSize ?? 50,
    scheduleRetries: device.options.scheduleRetries ?? true,
  });
  return { ...device, db, transport, engine };
}

/** Another tab of the same install: its own connection to the same database and its own engine; the same browser (lock). */
export async function openTab(server: TestServer, device: Device): Promise<Device> {
  const db = new MirrorDb(device.name);
  const transport = faultyTransport(createHttpTransport({ baseURL: '/api', fetch: injectFetchFor(server, device.agent) }));
  const engine = createSyncEngine({ db, transport, environment: device.env, random: () => 0.5, scheduleRetries: false });
  return { ...device, db, transport, engine };
}

function injectFetchFor(server: TestServer, agent: Agent) {
  return injectFetch(server.app, () => agent.cookie);
}

/** The server's record of this device's commands, in the order it applied them. */
export async function serverResults(server: TestServer, db: MirrorDb) {
  const { clientId } = await readMeta(db);
  return server.database.db
    .select({ seq: syncResults.seq, mutationId: syncResults.mutationId, outcome: syncResults.outcome, command: syncResults.command, txid: syncResults.txid })
    .from(syncResults)
    .where(eq(syncResults.clientId, clientId))
    .orderBy(asc(syncResults.txid), asc(syncResults.seq));
}
