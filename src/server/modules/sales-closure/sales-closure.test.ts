import { afterAll, beforeAll, expect, it } from 'vitest';
import { salesMonthClosures } from '../../db/schema/index';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { callerOf, createAdminCast } from '../../testing/admin-config-fixtures';

describeEachBackend('sales month closure dates', (backend) => {
  let server: TestServer;
  let cookies: Record<string, string>;
  const call = callerOf(() => server);
  const url = '/api/sapna/v1/sales-month-closure-date';
  const msg = (res: { json: () => unknown }) => (res.json() as { error: { msg: string } }).error.msg;

  beforeAll(async () => {
    server = await startTestServer(backend);
    ({ cookies } = await createAdminCast(server, 'sc'));
  });
  afterAll(() => server.close());

  it('lists the twelve months of a year; sets and changes a future month', async () => {
    const empty = await call(cookies.agent!, 'GET', `${url}?year=2099`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().months).toHaveLength(12);
    expect(empty.json().months[0]).toEqual({ month: 'January', year: 2099, monthNumber: 1, closureDate: null, closed: false });

    const set = await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 3, closureDate: '2099-04-05' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ month: 'March', year: 2099, monthNumber: 3, closureDate: '2099-04-05', closed: false });
    const changed = await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 3, closureDate: '2099-03-28' });
    expect(changed.json().closureDate).toBe('2099-03-28');
    const year = await call(cookies.rcm!, 'GET', `${url}?year=2099`);
    expect(year.json().months[2]).toMatchObject({ monthNumber: 3, closureDate: '2099-03-28', closed: false });
    // One row per (year, month).
    expect((await server.database.db.select().from(salesMonthClosures)).filter((r) => r.year === 2099)).toHaveLength(1);
  });

  it('keeps the date between the 1st of the month and the 15th of the next', async () => {
    const late = await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 12, closureDate: '2100-01-16' });
    expect(late.statusCode).toBe(400);
    expect(msg(late)).toBe('Closure date must be between 2099-12-01 and 2100-01-15');
    const early = await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 12, closureDate: '2099-11-30' });
    expect(early.statusCode).toBe(400);
    expect(msg(await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 12, closureDate: '' }))).toBe('This field is required.');
    expect(msg(await call(cookies.admin!, 'POST', url, { year: 2099, closureDate: '2099-12-20' }))).toBe('This field is required.');
    expect(msg(await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 12, closureDate: '2099-02-30' }))).toBe('Please enter a valid date.');
    expect((await call(cookies.admin!, 'POST', url, { year: 2099, monthNumber: 12, closureDate: '2100-01-15' })).statusCode).toBe(200);
  });

  it('locks a month whose closure date or last day has passed: 409 with the reason, nothing changed', async () => {
    await server.database.db.insert(salesMonthClosures).values({ year: 2020, monthNumber: 5, closureDate: '2020-06-03' });
    const res = await call(cookies.admin!, 'POST', url, { year: 2020, monthNumber: 5, closureDate: '2020-06-10' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { msg: 'Sales month is already closed: its closure date 2020-06-03 has passed' } });
    // A past month with no closure date is closed too: its date can no longer be set.
    const unset = await call(cookies.admin!, 'POST', url, { year: 2020, monthNumber: 7, closureDate: '2020-07-31' });
    expect(unset.statusCode).toBe(409);
    expect(msg(unset)).toBe('Sales month is already closed: its last day 2020-07-31 has passed');
    const year = await call(cookies.admin!, 'GET', `${url}?year=2020`);
    expect(year.json().months[4]).toMatchObject({ closureDate: '2020-06-03', closed: true });
    expect(year.json().months[6]).toMatchObject({ closureDate: null, closed: true });
    expect((await server.database.db.select().from(salesMonthClosures)).filter((r) => r.year === 2020)).toEqual([expect.objectContaining({ monthNumber: 5, closureDate: '2020-06-03' })]);
    // Today's closure date is not passed yet; a date before today would re-date finished days.
    const today = istDateOf(new Date());
    const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    if (today.slice(8) !== '01') {
      const earlier = await call(cookies.admin!, 'POST', url, { year: y, monthNumber: m, closureDate: `${today.slice(0, 8)}01` });
      expect(earlier.statusCode).toBe(409);
      expect(msg(earlier)).toBe('Closure date cannot be before today');
    }
    const todayRes = await call(cookies.admin!, 'POST', url, { year: y, monthNumber: m, closureDate: today });
    expect(todayRes.statusCode).toBe(200);
    expect(todayRes.json().closed).toBe(false);
  });

  it('defaults to the current year', async () => {
    const res = await call(cookies.admin!, 'GET', url);
    expect(res.json().year).toBe(Number(istDateOf(new Date()).slice(0, 4)));
    expect((await call(cookies.admin!, 'GET', `${url}?year=1999`)).statusCode).toBe(400);
  });

  it('people (Admin) only writes: 403 for catalogue, teams, content and read-only users', async () => {
    const body = { year: 2098, monthNumber: 1, closureDate: '2098-01-31' };
    for (const who of ['lookupAdmin', 'manager', 'content', 'agent'] as const) {
      const res = await call(cookies[who]!, 'POST', url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { msg: 'You do not have permission to do this.' } });
    }
    for (const who of ['rcm', 'ticketing', 'lookupView'] as const) {
      expect((await call(cookies[who]!, 'POST', url, body)).json()).toEqual({ error: { msg: 'You have read-only access.' } });
    }
    expect((await server.database.db.select().from(salesMonthClosures)).filter((r) => r.year === 2098)).toEqual([]);
  });
});
