import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../db/schema/index';
import { createUser, loginAs } from './fixtures';
import { startTestServer, type Backend, type TestServer } from './harness';
import { createDeal, createStaff, insertMilestone, insertTermsheet, type Deal } from './money-fixtures';

/**
 * The payment actions' tests (payment-actions.test.ts, payment-documents.test.ts): a server with its own documents
 * folder, the money staff plus finance, ticketing, lookup-view and admin users, and the calls they make. Call it
 * inside describeEachBackend; it starts the server before the suite and stops it after.
 */
export function paymentActionsFixture(backend: Backend, prefix: string) {
  let server: TestServer;
  let documentsDir: string;
  let staff: Awaited<ReturnType<typeof createStaff>> & { finance: string; ticketing: string; lookupView: string; admin: string };

  beforeAll(async () => {
    documentsDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-docs-`));
    server = await startTestServer(backend, { documentsDir });
    const base = await createStaff(server.app, server.database.db, prefix);
    for (const [name, role] of [['finance', 'FINANCE'], ['ticketing', 'TICKETING'], ['lookup', 'LOOKUP_VIEW']] as const) {
      await createUser(server.database.db, { username: `${prefix}-${name}`, roles: [role] });
    }
    await createUser(server.database.db, { username: `${prefix}-admin`, roles: ['HOUSING_SALES_MANAGER', 'ADMIN'] });
    staff = {
      ...base,
      finance: await loginAs(server.app, `${prefix}-finance`),
      ticketing: await loginAs(server.app, `${prefix}-ticketing`),
      lookupView: await loginAs(server.app, `${prefix}-lookup`),
      admin: await loginAs(server.app, `${prefix}-admin`),
    };
  });
  afterAll(async () => {
    await server?.close();
    await rm(documentsDir, { recursive: true, force: true });
  });

  async function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) {
    const res = await server.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
    let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON answers of many shapes
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { status: res.statusCode, body, headers: res.headers };
  }
  const db = () => server.database.db;
  async function dealWithMilestone(opts: { amount?: string; gst?: string } = {}): Promise<Deal & { termsheetId: number; milestoneId: number }> {
    const deal = await createDeal(db(), { agentId: staff.agentId });
    const termsheetId = await insertTermsheet(db(), deal, 1);
    const milestoneId = await insertMilestone(db(), termsheetId, { amount: opts.amount ?? '10000.00', gst: opts.gst ?? '1800.00' });
    return { ...deal, termsheetId, milestoneId };
  }
  const paymentBody = (milestoneId: number) => ({ milestoneId, amount: 5000, modeOfPaymentId: 1, paymentType: 'normal', pinCode: '560001' });
  async function recorded(milestoneId: number, amount = 5000): Promise<number> {
    const res = await call('POST', '/sapna/v1/payment', staff.agent, { ...paymentBody(milestoneId), amount });
    expect(res.status).toBe(200);
    return res.body.id as number;
  }
  const statusOf = async (id: number) => (await db().select({ s: payments.statusId }).from(payments).where(eq(payments.id, id)))[0]?.s;

  return { server: () => server, staff: () => staff, call, db, dealWithMilestone, paymentBody, recorded, statusOf };
}
