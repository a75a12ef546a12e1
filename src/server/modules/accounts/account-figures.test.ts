// The account lists' per-account figures come from account_list_figures (migration 0044's triggers). After random
// creates, moves and deletes of contacts, opportunities, package mappings and payments (one statement or several in a
// transaction), every account's row equals the figures computed from the tables by their primary relationships (a
// payment's account through its milestone, termsheet and opportunity; a mapping's through its opportunity), and the
// manager's my-accounts list shows the same; on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { rebuildAccountFigures } from '../../shared/sql/account-figures';
import { mulberry32 } from '../../shared/mulberry32';
import { insertAccount, insertContact, insertOpportunity, insertPackageMapping, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeOnBothBackends, startTestServer, type TestServer } from '../../testing/harness';

type Figures = { id: number; phones: string[] | null; deal: string; collected: string; closed: number; active: number };

describeOnBothBackends('account list figures against the tables after random changes', (backend) => {
  let server: TestServer;
  let cookie = '';
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
    await createUser(db(), { username: 'figures-manager', roles: ['HOUSING_SALES_MANAGER'] });
    cookie = await loginAs(server.app, 'figures-manager');
  });
  afterAll(() => server.close());

  /** Each account's figures from the tables, not from the copied account ids the triggers and the list read. */
  const fromTables = () =>
    queryRows<Figures>(
      db(),
      sql`select a.id,
        (select array_agg(ct.phone order by ct.id) from contacts ct
          where ct.account_id = a.id and ct.active and ct.phone is not null and (ct.contact_type_id <> 8 or ct.is_verified)) as phones,
        coalesce((select sum((m.sales_price - m.discount) * m.quantity) from opportunity_package_mappings m
          join opportunities o on o.id = m.opportunity_id where o.account_id = a.id and o.status_id in (1, 2, 3, 4, 5, 8)), 0)::numeric(14,2)::text as deal,
        coalesce((select sum(p.amount) from payments p join milestones ms on ms.id = p.milestone_id
          join termsheets t on t.id = ms.termsheet_id join opportunities o on o.id = t.opportunity_id
          where o.account_id = a.id and p.status_id = 6), 0)::numeric(14,2)::text as collected,
        (select count(*) from opportunities o where o.account_id = a.id and o.status_id = 2)::int as closed,
        (select count(*) from opportunities o where o.account_id = a.id and o.status_id in (1, 3, 4, 5, 8))::int as active
      from accounts a order by a.id`,
    );

  const stored = () =>
    queryRows<Figures>(
      db(),
      sql`select a.id, f.poc_contact_numbers as phones, f.deal_value::text as deal, f.collected_amount::text as collected,
        f.closed_opportunities as closed, f.active_opportunities as active
      from accounts a left join account_list_figures f on f.account_id = a.id order by a.id`,
    );

  /** The manager's list (every account of the brand: fewer than a page), as the table's figures. */
  async function listed(): Promise<Figures[]> {
    const res = await server.app.inject({ method: 'GET', url: '/api/sapna/v1/account/search?sort=accountId&order=asc', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    type Row = { accountId: number; pocContactNumbers: string[]; dealValue: number; collectedAmount: number; closedOpportunities: number; activeOpportunities: number };
    return (res.json().results as Row[]).map((r) => ({
      id: r.accountId,
      phones: r.pocContactNumbers.length ? r.pocContactNumbers : null,
      deal: r.dealValue.toFixed(2),
      collected: r.collectedAmount.toFixed(2),
      closed: r.closedOpportunities,
      active: r.activeOpportunities,
    }));
  }

  const normalise = (rows: Figures[]) => rows.map((r) => ({ ...r, id: Number(r.id), closed: Number(r.closed), active: Number(r.active) }));

  async function expectAllMatch(label: string) {
    const truth = normalise(await fromTables());
    expect(normalise(await stored()), `${label}: account_list_figures`).toEqual(truth);
    expect(await listed(), `${label}: the list`).toEqual(truth);
  }

  it('keeps every account equal to its tables through random creates, moves and deletes', async () => {
    const next = mulberry32(44);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const d = db();
    const ids = async (table: string) => (await queryRows<{ id: number }>(d, sql`select id from ${sql.raw(table)} order by id`)).map((r) => Number(r.id));
    const one = async (table: string) => {
      const all = await ids(table);
      return all.length ? pick(all) : 0;
    };
    const price = () => String(pick([500, 1000, 2500.5, 12000]));

    const runStep = async () => {
      const accountIds = await ids('accounts');
      const opportunityIds = await ids('opportunities');
      const roll = next();
      if (roll < 0.08 || accountIds.length < 4) {
        await insertAccount(d, { agentId: null, domainId: 5, name: `Figures ${roll}` });
      } else if (roll < 0.2 || opportunityIds.length < 3) {
        await insertOpportunity(d, { accountId: pick(accountIds), domainId: 5, statusId: pick([1, 2, 2, 3, 4, 5, 6, 7, 8]), name: `Deal ${roll}` });
      } else if (roll < 0.32) {
        // Opportunities: a status, a move to another account (a merge), a mass status change, a delete of a bare one.
        const id = pick(opportunityIds);
        const what = next();
        if (what < 0.4) await d.execute(sql`update opportunities set status_id = ${pick([1, 2, 3, 5, 6, 7, 8])} where id = ${id}`);
        else if (what < 0.7) await d.execute(sql`update opportunities set account_id = ${pick(accountIds)} where id = ${id}`);
        else if (what < 0.85) await d.execute(sql`update opportunities set status_id = ${pick([2, 4, 6])} where id % 4 = ${Math.floor(next() * 4)}`);
        else
          await d.execute(sql`delete from opportunities o where o.id = ${id}
            and not exists (select 1 from opportunity_package_mappings m where m.opportunity_id = o.id)
            and not exists (select 1 from termsheets t where t.opportunity_id = o.id)`);
      } else if (roll < 0.48) {
        // Package mappings: sold, repriced, requantified, removed.
        const what = next();
        if (what < 0.45) await insertPackageMapping(d, { opportunityId: pick(opportunityIds), salesPrice: price(), discount: pick(['0', '100', '250.25']), quantity: pick([1, 1, 2, 5]) });
        else if (what < 0.7) await d.execute(sql`update opportunity_package_mappings set sales_price = ${price()}, discount = ${pick(['0', '50'])} where id = ${await one('opportunity_package_mappings')}`);
        else if (what < 0.85) await d.execute(sql`update opportunity_package_mappings set quantity = ${pick([1, 3])} where id = ${await one('opportunity_package_mappings')}`);
        else await d.execute(sql`delete from opportunity_package_mappings where id = ${await one('opportunity_package_mappings')}`);
      } else if (roll < 0.64) {
        // Payments: recorded (some approved), approved or rejected later, an amount corrected, one deleted.
        const what = next();
        if (what < 0.4) {
          const [o] = await queryRows<{ id: number; account_id: number }>(d, sql`select id, account_id from opportunities where id = ${pick(opportunityIds)}`);
          await insertPayments(d, o!.id, Number(o!.account_id), [
            { amount: price(), statusId: pick([1, 6, 7]) },
            { amount: '200', statusId: pick([2, 6]) },
          ]);
        } else if (what < 0.7) await d.execute(sql`update payments set status_id = ${pick([1, 5, 6, 7, 15])} where id = ${await one('payments')}`);
        else if (what < 0.85) await d.execute(sql`update payments set amount = ${price()} where id = ${await one('payments')}`);
        else await d.execute(sql`delete from payments where id = ${await one('payments')}`);
      } else if (roll < 0.82) {
        // Contacts: added (a child point of contact among them), verified, deactivated, renumbered, moved, deleted.
        const what = next();
        if (what < 0.4)
          await insertContact(d, { accountId: pick(accountIds), contactTypeId: pick([1, 2, 8]), isVerified: next() < 0.5, phone: pick(['9876500001', '9876500002', null]) });
        else if (what < 0.55) await d.execute(sql`update contacts set is_verified = not is_verified where id = ${await one('contacts')}`);
        else if (what < 0.7) await d.execute(sql`update contacts set active = not active where id = ${await one('contacts')}`);
        else if (what < 0.8) await d.execute(sql`update contacts set phone = ${pick(['9876500003', null])} where id = ${await one('contacts')}`);
        else if (what < 0.9) await d.execute(sql`update contacts set account_id = ${pick(accountIds)} where id = ${await one('contacts')}`);
        else await d.execute(sql`delete from contacts where id = ${await one('contacts')}`);
      } else {
        // Several statements in one transaction: a deal moved to another account, repriced and paid there.
        const id = pick(opportunityIds);
        const to = pick(accountIds);
        await d.transaction(async (tx) => {
          await tx.execute(sql`update opportunities set account_id = ${to}, status_id = ${pick([1, 2])} where id = ${id}`);
          await tx.execute(sql`update opportunity_package_mappings set quantity = quantity + 1 where opportunity_id = ${id}`);
          await tx.execute(sql`update payments set status_id = 6 where account_id = ${to} and status_id = 1`);
        });
      }
    };

    // After every step (a later change to the same account recomputes all its figures, which would hide a change
    // the triggers missed), and the list every 40.
    for (let step = 0; step < 160; step++) {
      await runStep();
      if (step % 40 === 39) await expectAllMatch(`after ${step + 1} steps`);
      else expect(normalise(await stored()), `after step ${step + 1}`).toEqual(normalise(await fromTables()));
    }
    const truth = normalise(await fromTables());
    // The steps left figures worth comparing: money, counts and phones, not only zeros.
    expect(truth.filter((r) => Number(r.deal) > 0).length).toBeGreaterThan(0);
    expect(truth.filter((r) => Number(r.collected) > 0).length).toBeGreaterThan(0);
    expect(truth.filter((r) => r.closed > 0).length).toBeGreaterThan(0);
    expect(truth.filter((r) => r.active > 0).length).toBeGreaterThan(0);
    expect(truth.filter((r) => r.phones).length).toBeGreaterThan(0);
  });

  it('shows the figures from the tables for an account without a row, and the seeds’ rebuild restores every row', async () => {
    const account = await insertAccount(db(), { agentId: null, domainId: 5, name: 'Figures seeded' });
    // Written as the seeds write (the triggers off): the new account has no row, and its deal is not counted anywhere.
    await db().transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.seeding', 'on', true)`);
      await tx.execute(sql`delete from account_list_figures where account_id = ${account.id}`);
      const [o] = await queryRows<{ id: number }>(tx, sql`insert into opportunities (account_id, domain_id, type_id, name, status_id) values (${account.id}, 5, 1, 'Seeded deal', 2) returning id`);
      await tx.execute(sql`insert into opportunity_package_mappings (opportunity_id, package_id, rate_price, sales_price, validity_days, quantity, account_id)
        values (${o!.id}, 1, 4000, 4000, 30, 2, ${account.id})`);
      await tx.execute(sql`insert into contacts (account_id, name, phone, contact_type_id) values (${account.id}, 'Seeded', '9876500009', 1)`);
    });
    const row = (await listed()).find((r) => r.id === account.id);
    expect(row).toEqual({ id: account.id, phones: ['9876500009'], deal: '8000.00', collected: '0.00', closed: 1, active: 0 });
    expect((await stored()).find((r) => Number(r.id) === account.id)?.deal).toBeNull();
    await rebuildAccountFigures(db());
    await expectAllMatch('after the rebuild');
  });

  if (backend.name === 'postgres') {
    it('two transactions changing one account take turns: neither writes over the other with older figures', async () => {
      const account = await insertAccount(db(), { agentId: null, domainId: 5, name: 'Figures concurrent' });
      const o = await insertOpportunity(db(), { accountId: account.id, domainId: 5, statusId: 1, name: 'Concurrent deal' });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstWrote!: () => void;
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
      const first = db().transaction(async (tx) => {
        await tx.execute(sql`insert into opportunity_package_mappings (opportunity_id, package_id, rate_price, sales_price, validity_days, quantity)
          values (${o.id}, 1, 1000, 1000, 30, 1)`);
        firstWrote();
        await held;
      });
      await wrote;
      // The second adds a contact to the same account while the first is open: it waits for the first's commit.
      const second = db().transaction(async (tx) => {
        await tx.execute(sql`insert into contacts (account_id, name, phone, contact_type_id) values (${account.id}, 'Second', '9876500010', 1)`);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await Promise.all([first, second]);
      const row = (await stored()).find((r) => Number(r.id) === account.id);
      expect(row).toMatchObject({ deal: '1000.00', phones: ['9876500010'], active: 1 });
    });
  }
});
