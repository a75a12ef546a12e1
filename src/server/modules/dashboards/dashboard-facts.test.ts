// The dashboard tiles' counts come from dashboard_tile_facts and dashboard_brand_counts (migration 0043's triggers);
// the lists behind them read the tables with the tile's definition. After random changes to every table a tile
// reads, each tile's count equals its list's total, for a whole brand (manager), a team leader and an agent, on every
// dashboard type, on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DASHBOARD_TYPES, TILE_KEYS, type Dashboard } from '../../../domain/dashboards/tiles';
import { queryRows } from '../../db/client';
import { packageFamilies, packages } from '../../db/schema/index';
import { mulberry32 } from '../../shared/mulberry32';
import { compactDashboardCounts } from '../../shared/sql/dashboard-facts';
import { insertAccount, insertOpportunity, insertPayments } from '../../testing/account-fixtures';
import { createUser, loginAs } from '../../testing/fixtures';
import { describeEachBackend, startTestServer, type TestServer } from '../../testing/harness';
import { DAY_MS } from '../../../domain/format/ist-calendar';

describeEachBackend('dashboard tile counts against their lists after random changes', (backend) => {
  let server: TestServer;
  const cookie: Record<string, string> = {};
  const get = (who: string, url: string) => server.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie: cookie[who]! } });
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server.close());

  /** Every tile of every dashboard against its list's total, for each user; answers the user:tile pairs not zero. */
  async function compareAll(label: string): Promise<Set<string>> {
    const nonZero = new Set<string>();
    for (const who of ['manager', 'leader', 'agent']) {
      for (const type of DASHBOARD_TYPES) {
        const board = await get(who, `/sapna/v1/dashboard/${type}`);
        expect(board.statusCode, board.body).toBe(200);
        for (const tile of (board.json() as Dashboard).tiles) {
          if (tile.count === null) continue;
          const list = await get(who, `/sapna/v1/dashboard/${type}/list/${tile.key}?size=1`);
          expect(list.statusCode, list.body).toBe(200);
          expect((list.json() as { totalCount: number }).totalCount, `${label}: ${who} ${type} ${tile.key}`).toBe(tile.count);
          if (tile.count > 0) nonZero.add(`${who}:${tile.key}`);
        }
      }
    }
    return nonZero;
  }

  it('keeps every tile equal to its list through random creates, moves and deletes', async () => {
    const next = mulberry32(12);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
    const d = db();
    await createUser(d, { username: 'facts-manager', roles: ['HOUSING_SALES_MANAGER'] });
    const leader = await createUser(d, { username: 'facts-leader', roles: ['HOUSING_OWNER_AGENT'] });
    const agent = await createUser(d, { username: 'facts-agent', roles: ['HOUSING_OWNER_AGENT'], parentId: leader });
    const peer = await createUser(d, { username: 'facts-peer', roles: ['HOUSING_OWNER_AGENT'], parentId: leader });
    const outsider = await createUser(d, { username: 'facts-outsider', roles: ['HOUSING_OWNER_AGENT'] });
    for (const name of ['manager', 'leader', 'agent']) cookie[name] = await loginAs(server.app, `facts-${name}`);
    const agents = [agent, peer, leader, outsider, null];
    const families = await d.insert(packageFamilies).values([{ name: 'Facts A' }, { name: 'Facts B' }]).returning({ id: packageFamilies.id });
    const pkgs = await d
      .insert(packages)
      .values([
        { name: 'Facts A1', familyId: families[0]!.id, ratePrice: '1000', salesPrice: '1000', validityDays: 30 },
        { name: 'Facts A2', familyId: families[0]!.id, ratePrice: '2000', salesPrice: '2000', validityDays: 60 },
        { name: 'Facts B1', familyId: families[1]!.id, ratePrice: '3000', salesPrice: '3000', validityDays: 90 },
      ])
      .returning({ id: packages.id });
    const packageIds = pkgs.map((p) => p.id);
    const now = Date.now();
    /** One row's id of the table, picked by the seeded generator (0, which matches nothing, when it is empty). */
    const one = async (table: string) => {
      const all = await ids(table);
      return all.length ? pick(all) : 0;
    };
    const ids = async (table: string) => (await queryRows<{ id: number }>(db(), sql`select id from ${sql.raw(table)} order by id`)).map((r) => Number(r.id));
    // Instants around the follow-up threshold (7 days) and the renewal window (today to 30 days on), never on an edge.
    const someTimeAgo = () => new Date(now - (pick([0.5, 3, 6.5, 7.5, 10, 40, 300]) * DAY_MS + Math.floor(next() * 3_600_000)));

    const runStep = async () => {
      const accountIds = await ids('accounts');
      const opportunityIds = await ids('opportunities');
      const roll = next();
      if (roll < 0.08 || accountIds.length < 4) {
        await insertAccount(d, { agentId: pick(agents), clientTypeId: pick([1, 2, 3, 3]), domainId: pick([5, 5, 5, 6]), name: `Facts ${roll}` });
      } else if (roll < 0.2) {
        const [account] = await queryRows<{ id: number; domain_id: number }>(d, sql`select id, domain_id from accounts where id = ${pick(accountIds)}`);
        await insertOpportunity(d, {
          accountId: account!.id,
          domainId: Number(account!.domain_id),
          ownerId: pick(agents),
          statusId: pick([1, 2, 2, 3, 4, 5, 6, 7, 8]),
          kind: pick(['general', 'owner', 'tenant']),
          campaign: pick([null, null, 'direct_partners_page', 'call_center_number', 'other']),
          name: `Deal ${roll}`,
        });
      } else if (opportunityIds.length === 0) {
        return;
      } else if (roll < 0.3) {
        // Move an opportunity: status, owner, kind, campaign, account, or several at once (a mass update).
        const id = pick(opportunityIds);
        const what = next();
        if (what < 0.4) await d.execute(sql`update opportunities set status_id = ${pick([1, 2, 3, 5, 6, 8])} where id = ${id}`);
        else if (what < 0.55) await d.execute(sql`update opportunities set owner_id = ${pick(agents)}, kind = ${pick(['general', 'tenant'])} where id = ${id}`);
        else if (what < 0.65) await d.execute(sql`update opportunities set campaign = ${pick(['direct_partners_page', 'other'])} where id = ${id}`);
        else if (what < 0.8) {
          const [account] = await queryRows<{ id: number; domain_id: number }>(d, sql`select id, domain_id from accounts where id = ${pick(accountIds)}`);
          await d.execute(sql`update opportunities set account_id = ${account!.id}, domain_id = ${account!.domain_id} where id = ${id}`);
        } else await d.execute(sql`update opportunities set status_id = ${pick([2, 4])} where id % 5 = ${Math.floor(next() * 5)}`);
      } else if (roll < 0.38) {
        // Move an account: its agent or client type (every opportunity under it moves dashboards or scope).
        const id = pick(accountIds);
        if (next() < 0.5) await d.execute(sql`update accounts set agent_id = ${pick(agents)} where id = ${id}`);
        else await d.execute(sql`update accounts set client_type_id = ${pick([1, 2, 3])} where id = ${id}`);
      } else if (roll < 0.5) {
        // Comments: logged now or long ago, moved in time, deleted.
        const opp = pick(opportunityIds);
        const what = next();
        if (what < 0.6) {
          await d.execute(sql`insert into comments (entity_type_id, entity_id, account_id, activity_type, text, author_id, happened_at)
            select 1, o.id, o.account_id, 'Call', 'spoke', ${agent}, ${someTimeAgo().toISOString()}::timestamptz from opportunities o where o.id = ${opp}`);
        } else if (what < 0.8) await d.execute(sql`update comments set happened_at = ${someTimeAgo().toISOString()}::timestamptz where id = (select max(id) from comments where entity_id = ${opp})`);
        else await d.execute(sql`delete from comments where id = (select min(id) from comments where entity_id = ${opp})`);
      } else if (roll < 0.62) {
        // Money: a termsheet with payments, a payment's or termsheet's status, a payment deleted.
        const what = next();
        if (what < 0.4) {
          const [o] = await queryRows<{ id: number; account_id: number }>(d, sql`select id, account_id from opportunities where id = ${pick(opportunityIds)}`);
          const money = await insertPayments(d, o!.id, Number(o!.account_id), [
            { amount: '100', statusId: pick([1, 6, 7, 15, 11]) },
            { amount: '200', statusId: pick([2, 6, 16, 20]) },
          ]);
          await d.execute(sql`update termsheets set status_id = ${pick([1, 2, 3, 7])} where id = ${money.termsheetId}`);
        } else if (what < 0.7) {
          await d.execute(sql`update payments set status_id = ${pick([1, 5, 6, 7, 8, 10, 14, 15])} where id = ${await one('payments')}`);
        } else if (what < 0.85) {
          await d.execute(sql`update termsheets set status_id = ${pick([1, 2, 3, 7])} where id = ${await one('termsheets')}`);
        } else await d.execute(sql`delete from payments where id = ${await one('payments')}`);
      } else if (roll < 0.7) {
        // Approvals: discount or another kind, opened, reviewed, decided.
        const opp = pick(opportunityIds);
        if (next() < 0.6) {
          await d.execute(sql`insert into approvals (entity_type_id, entity_id, approval_type, status, requested_by_id)
            values (1, ${opp}, ${pick(['Discount', 'Discount', 'Other'])}, ${pick(['PendingApproval', 'Reviewed', 'Approved'])}, ${agent})`);
        } else await d.execute(sql`update approvals set status = ${pick(['Approved', 'Rejected', 'Reviewed'])} where id = ${await one('approvals')}`);
      } else if (roll < 0.88) {
        // Sold packages: bought some days ago for some validity (due before, in or after the renewal window),
        // renewed by a later purchase of the same family on another deal of the account; products activated or not.
        const what = next();
        if (what < 0.55) {
          const opp = pick(opportunityIds);
          const boughtDaysAgo = pick([1, 10, 25, 40, 70, 100, 200]);
          await d.execute(sql`insert into opportunity_package_mappings (opportunity_id, package_id, rate_price, sales_price, validity_days, created_at)
            values (${opp}, ${pick(packageIds)}, 1000, 1000, ${pick([30, 45, 60, 90, 120])}, ${new Date(now - boughtDaysAgo * DAY_MS - Math.floor(next() * 3_600_000)).toISOString()}::timestamptz)`);
          if (next() < 0.6) {
            await d.execute(sql`insert into opportunity_product_mappings (opportunity_package_mapping_id, product_id, activated)
              values ((select max(id) from opportunity_package_mappings), 1, ${next() < 0.4})`);
          }
        } else if (what < 0.7) {
          await d.execute(sql`update opportunity_product_mappings set activated = not activated where id = ${await one('opportunity_product_mappings')}`);
        } else if (what < 0.8) {
          await d.execute(sql`update opportunity_package_mappings set validity_days = ${pick([20, 50, 95])} where id = ${await one('opportunity_package_mappings')}`);
        } else if (what < 0.9) {
          await d.execute(sql`delete from opportunity_package_mappings where id = ${await one('opportunity_package_mappings')}`);
        } else {
          await d.execute(sql`update packages set family_id = ${pick(families.map((f) => f.id))} where id = ${pick(packageIds)}`);
        }
      } else if (roll < 0.95) {
        await d.execute(sql`delete from opportunities where id = ${pick(opportunityIds)}`);
      } else {
        // An account with everything under it.
        const id = pick(accountIds);
        await d.execute(sql`delete from payments where account_id = ${id}`);
        await d.execute(sql`delete from milestones where termsheet_id in (select t.id from termsheets t join opportunities o on o.id = t.opportunity_id where o.account_id = ${id})`);
        await d.execute(sql`delete from termsheets where opportunity_id in (select id from opportunities where account_id = ${id})`);
        await d.execute(sql`delete from opportunities where account_id = ${id}`);
      }
    };

    // A book to start from: accounts of each client type and deals on them.
    for (let i = 0; i < 12; i += 1) await insertAccount(d, { agentId: agents[i % agents.length]!, clientTypeId: [1, 2, 3, 3][i % 4]!, domainId: 5, name: `Start ${i}` });
    for (let i = 0; i < 40; i += 1) {
      const [account] = await queryRows<{ id: number }>(d, sql`select id from accounts order by id offset ${i % 12} limit 1`);
      await insertOpportunity(d, { accountId: account!.id, ownerId: agents[(i * 7) % agents.length]!, statusId: [1, 2, 3, 2, 4, 8][i % 6]!, kind: i % 5 === 0 ? 'tenant' : 'general', name: `Start deal ${i}` });
    }
    // Sold packages on the closed deals, falling due in the renewal window (bought 10 days ago for 30 days).
    await d.execute(sql`insert into opportunity_package_mappings (opportunity_id, package_id, rate_price, sales_price, validity_days, created_at)
      select o.id, ${packageIds[0]!}, 1000, 1000, 30, ${new Date(now - 10 * DAY_MS).toISOString()}::timestamptz from opportunities o where o.status_id = 2`);
    // Money on three deals: a termsheet not yet approved with a payment in each group.
    for (const o of await queryRows<{ id: number; account_id: number }>(d, sql`select id, account_id from opportunities order by id limit 3`)) {
      await insertPayments(d, Number(o.id), Number(o.account_id), [{ amount: '100', statusId: 1 }, { amount: '200', statusId: 6 }, { amount: '300', statusId: 7 }]);
    }
    // Their products, not activated yet (the housing-product tile).
    await d.execute(sql`insert into opportunity_product_mappings (opportunity_package_mapping_id, product_id) select id, 1 from opportunity_package_mappings`);
    for (let round = 0; round < 4; round += 1) {
      for (let step = 0; step < 60; step += 1) await runStep();
      // Folding the brand counters' deltas changes no count.
      if (round === 2) expect(await compactDashboardCounts(d)).toBeGreaterThan(0);
      const nonZero = await compareAll(`round ${round}`);
      // The comparison is not vacuous: every tile has rows behind it for the manager, and several for the agent.
      if (round === 3) {
        expect([...nonZero].filter((k) => k.startsWith('manager:')).sort()).toEqual(TILE_KEYS.map((k) => `manager:${k}`).sort());
        expect([...nonZero].filter((k) => k.startsWith('agent:')).length).toBeGreaterThan(2);
      }
    }
  }, 600_000);
});
