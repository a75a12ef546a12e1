import { afterAll, beforeAll, expect, it } from 'vitest';
import { jobTicks } from '../../db/schema/index';
import { FORBIDDEN_MESSAGE } from '../../errors';
import { signInCast } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';

describeEachBackend('background jobs screen', (backend) => {
  let server: TestServer;
  let cookie: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer(backend);
    cookie = await signInCast(server.database.db, server.app, 'jobs', {
      admin: ['HOUSING_SALES_AGENT', 'ADMIN'],
      finance: ['FINANCE'],
      manager: ['HOUSING_SALES_MANAGER'],
    });
  });
  afterAll(async () => server?.close());

  const list = async (who: string, query = '') => {
    const res = await server.app.inject({ method: 'GET', url: `/api/sapna/v1/background-jobs${query}`, headers: { cookie: cookie[who]! } });
    return { status: res.statusCode, body: res.json() };
  };

  it("lists the server's jobs with their interval, last pass and next, the start-up pass recorded ok", async () => {
    const before = Date.now();
    const { status, body } = await list('admin');
    expect(status).toBe(200);
    expect(body.results.map((j: { name: string }) => j.name)).toEqual(['counter-folds', 'change-log-purge']);
    expect(body.totalCount).toBe(2);
    const [folds, purge] = body.results;
    // counter-folds runs at start (server/jobs/jobs.ts): its pass is recorded by the time the server is ready.
    expect(folds).toMatchObject({ everyMs: 30_000, lastOutcome: 'ok', lastError: null, running: false });
    expect(Date.parse(folds.lastFinishedAt)).toBeGreaterThanOrEqual(Date.parse(folds.lastStartedAt));
    expect(Date.parse(folds.nextRunAt) % 30_000).toBe(0);
    expect(Date.parse(folds.nextRunAt)).toBeGreaterThan(before);
    expect(purge).toMatchObject({ everyMs: 3_600_000, lastStartedAt: null, lastOutcome: null, running: false });
  });

  it('outcome=failed keeps the jobs whose last pass failed, with the error, and the total counts them', async () => {
    const at = new Date();
    await server.database.db
      .insert(jobTicks)
      .values({ name: 'change-log-purge', tick: 1, claimedAt: at, lastStartedAt: at, lastFinishedAt: at, lastOutcome: 'failed', lastError: 'canceling statement due to statement timeout' })
      .onConflictDoUpdate({ target: jobTicks.name, set: { lastStartedAt: at, lastFinishedAt: at, lastOutcome: 'failed', lastError: 'canceling statement due to statement timeout' } });
    const failed = await list('admin', '?outcome=failed');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ totalCount: 1, results: [{ name: 'change-log-purge', lastOutcome: 'failed', lastError: 'canceling statement due to statement timeout' }] });
    // The home card asks for one row: the total is the list's all the same.
    expect((await list('admin', '?outcome=failed&size=1')).body.totalCount).toBe(1);
    expect((await list('admin', '?outcome=ok')).body.results.map((j: { name: string }) => j.name)).toEqual(['counter-folds']);
  });

  it('refuses everyone but Admin (403), finance and managers included', async () => {
    for (const who of ['finance', 'manager']) {
      const { status, body } = await list(who);
      expect(status, who).toBe(403);
      expect(body.error.msg).toBe(FORBIDDEN_MESSAGE);
    }
  });
});
