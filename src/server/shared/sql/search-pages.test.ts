// Issue 55: the answers of the type-in search routes, byte for byte (search-pages.json), as the manager (the whole
// brand, whose statements are tuned for speed) and as an agent: a change to how a page is read must not change it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { createUser, loginAs } from '../../testing/fixtures';
import { insertAccount, insertCity, insertContact, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';

describeEachBackend('search pages, byte for byte', (backend) => {
  let server: TestServer;
  const cookies: Record<string, string> = {};
  const paths: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(backend);
    const db = server.database.db;
    const agentId = await createUser(db, { username: 'agent', roles: ['HOUSING_SALES_AGENT'] });
    const otherId = await createUser(db, { username: 'other', roles: ['HOUSING_SALES_AGENT'] });
    await createUser(db, { username: 'manager', roles: ['HOUSING_SALES_MANAGER'] });
    const pune = await insertCity(db, 'Pune');
    const mumbai = await insertCity(db, 'Mumbai');
    const at = (day: number, hour = 0) => new Date(Date.UTC(2025, 0, day, hour, 30, 15, 250));
    const names = ['Pinnacle Homes', 'pinnacle homes', 'Pine Realty', 'Pinto & Sons', 'Pin', 'Pinkcity "Estates"', 'Rao Pinnacle', 'Über Pine'];
    const accountIds: number[] = [];
    for (const [i, name] of names.entries()) {
      const account = await insertAccount(db, {
        agentId: i % 3 === 2 ? otherId : i % 4 === 3 ? null : agentId,
        cityId: i % 2 === 0 ? pune : i % 5 === 0 ? null : mumbai,
        name,
        housingProfileId: i === 4 ? 'pin' : `hp-${i}`,
        clientStatusId: (i % 3) + 1,
        walletAmount: i === 1 ? '1234.50' : '0',
        createdAt: at(1 + i),
        updatedAt: at(20 - (i % 4), i),
      });
      accountIds.push(account.id);
      for (let k = 0; k < (i % 3) + 1; k++) {
        const opportunity = await insertOpportunity(db, {
          accountId: account.id,
          ownerId: i % 2 === 0 ? agentId : otherId,
          statusId: [1, 2, 7, 3][(i + k) % 4]!,
          name: k === 0 ? `${name} Premium ${i}` : `Pinnacle Listing ${i}-${k}`,
          createdAt: at(2 + k, i),
          updatedAt: at(10 + k, i),
        });
        await insertPackageMapping(db, { opportunityId: opportunity.id, salesPrice: String(1000 * (i + 1) + k * 250.25), discount: k === 1 ? '100' : '0' });
        if (k === 0) await insertPayments(db, opportunity.id, account.id, [{ amount: String(300 + i), statusId: 6 }]);
      }
      await insertContact(db, {
        accountId: account.id,
        name: i % 2 === 0 ? `Pinky ${name}` : 'Pinky',
        email: `pinky${i}@example.com`,
        phone: `98000000${String(i).padStart(2, '0')}`,
        createdAt: at(3, i),
        updatedAt: at(4, i),
      });
      if (i % 3 === 0) await insertContact(db, { accountId: account.id, name: 'Ravi Pin', phone: null, createdAt: at(5, i), updatedAt: at(5, i) });
    }
    const search = '/api/sapna/v1/account/search';
    paths.push(
      `${search}?q=pin`,
      `${search}?q=Pinnacle%20homes`,
      `${search}?q=pin&page=1`,
      `${search}?q=${accountIds[2]}`,
      `${search}?q=zzz`,
      `${search}?cityId=${pune}`,
      `${search}?cityId=${mumbai}&page=1`,
      `${search}?cityId=${mumbai}&q=pin`,
      '/api/sapna/v1/opportunity/search?q=pinnacle',
      '/api/sapna/v1/opportunity/search?q=pin&page=1',
      '/api/sapna/v1/opportunity/search?q=1',
      '/api/sapna/v1/opportunity/search?q=zzz',
      '/api/sapna/v1/contact/search?q=pinky',
      '/api/sapna/v1/contact/search?q=pin',
      '/api/sapna/v1/contact/search?q=9800000003',
      '/api/sapna/v1/contact/search?q=pinky&page=1',
      '/api/sapna/v1/contact/search?q=zzz',
    );
    cookies.manager = await loginAs(server.app, 'manager');
    cookies.agent = await loginAs(server.app, 'agent');
  });
  afterAll(() => server.close());

  const answers = async (app: TestServer['app']) => {
    const lines: string[] = [];
    for (const who of ['manager', 'agent']) {
      for (const path of paths) {
        const res = await app.inject({ method: 'GET', url: path, headers: { cookie: cookies[who]! } });
        lines.push(`${who} GET ${path}\n${res.statusCode} ${res.body}`);
      }
    }
    return `${lines.join('\n\n')}\n`;
  };

  it('answers every search page as before, as the manager and as an agent', async () => {
    await expect(await answers(server.app)).toMatchFileSnapshot('./search-pages.txt');
  });

  it('answers the same bytes in production, where a trusted answer is written without its schema (trustedResponse)', async () => {
    // A second app on the same database: its sessions are the same rows.
    const production = await buildApp({ config: { ...server.config, env: 'production' }, database: server.database, mailer: server.mailer }, { logger: false });
    try {
      await expect(await answers(production)).toMatchFileSnapshot('./search-pages.txt');
    } finally {
      await production.close();
    }
  });
});
