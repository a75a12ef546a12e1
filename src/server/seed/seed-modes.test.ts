// Seeding modes: the demo is deterministic (same input, same rows), SEED=none writes reference data and no
// users, a database with users of its own is left alone, and the parallel writer (PostgreSQL) and the index
// rebuild leave the schema as the migrations made it.
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_ROLES } from '../../domain/auth/roles';
import { queryRows, type Database, type Db } from '../db/client';
import { createUser } from '../testing/fixtures';
import { describeOnOneBackend, openTestDatabase, type Backend } from '../testing/harness';
import { testConfig } from '../config';
import { seedDemo } from './demo/demo';
import { largePlans, largeTeams, LARGE_MANAGERS } from './generate/book-plans';
import { seedLarge, SeedRefusedError } from './generate/large';
import { withTransactions } from './write/parallel-transactions';
import { anchorDay, runGeneration } from './generate/run-generation';
import { seedIfEmpty } from './seed';
import type { Rng } from './generate/random';
import { generatedStaff, type NewStaff, type Staff } from './demo/staff';

const log = pino({ level: 'silent' });
const NOW = new Date('2025-03-14T09:30:00Z');

/** A fingerprint of what a table holds (all columns, in id order). */
async function fingerprint(db: Db, table: string): Promise<string> {
  const [row] = await queryRows<{ md5: string }>(db, sql`select md5(string_agg(t::text, '|' order by t.id)) as md5 from ${sql.identifier(table)} t`);
  return row?.md5 ?? '';
}

const indexList = (db: Db) =>
  queryRows<{ indexname: string; indexdef: string }>(db, sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by 1`);

// Two databases (each PGlite instance costs seconds to start): `seeded` gets the demo at once; `fresh` goes through
// SEED=none, then a user of its own, then the demo, which must equal `seeded`'s. One backend: PostgreSQL when it is
// configured (its writer is the one that could reorder, in parallel lanes), else PGlite. The seed's single-writer path
// on PGlite runs before every browser test run (tests/e2e/global-setup.ts seeds the demo on an embedded database).
describeOnOneBackend('seeding modes', (backend: Backend) => {
  let seeded: Database;
  let fresh: Database;
  beforeAll(async () => {
    [seeded, fresh] = await Promise.all([openTestDatabase(backend), openTestDatabase(backend)]);
    await seedDemo(seeded.db, { password: 'demo', now: NOW });
  }, 300_000);
  afterAll(async () => {
    await seeded?.close();
    await fresh?.close();
  });

  it('SEED=none writes the reference data (roles, cities, localities, catalogue) and no users', async () => {
    expect(await seedIfEmpty(fresh.db, testConfig({ seed: 'none' }), log)).toEqual({ demo: false });
    const [counts] = await queryRows<Record<string, number>>(fresh.db, sql`
      select (select count(*)::int from users) as users, (select count(*)::int from roles) as roles, (select count(*)::int from cities) as cities,
        (select count(*)::int from localities) as localities, (select count(*)::int from packages) as packages, (select count(*)::int from products) as products,
        (select count(*)::int from accounts) as accounts`);
    expect(counts).toMatchObject({ users: 0, roles: ALL_ROLES.length, accounts: 0 });
    for (const key of ['cities', 'localities', 'packages', 'products']) expect(counts?.[key]).toBeGreaterThan(0);
    const tiers = await queryRows<{ tier: number }>(fresh.db, sql`select distinct tier from cities order by 1`);
    expect(tiers.map((t) => t.tier)).toEqual([1, 2, 3]);
    // A second start changes nothing.
    const before = await fingerprint(fresh.db, 'packages');
    expect(await seedIfEmpty(fresh.db, testConfig({ seed: 'none' }), log)).toEqual({ demo: false });
    expect(await fingerprint(fresh.db, 'packages')).toBe(before);
  });

  it('leaves a database with its own users alone, and refuses to put the large seed on it', async () => {
    await createUser(fresh.db, { username: 'real.person', roles: ['HOUSING_SALES_AGENT'] });
    expect(await seedIfEmpty(fresh.db, testConfig({ seed: 'demo' }), log)).toEqual({ demo: false });
    const [row] = await queryRows<{ n: number }>(fresh.db, sql`select count(*)::int as n from accounts`);
    expect(row?.n).toBe(0);
    await expect(seedLarge(fresh, { password: 'demo' })).rejects.toThrow(SeedRefusedError);
    await fresh.db.execute(sql`delete from user_roles`);
    await fresh.db.execute(sql`delete from users`);
  });

  it('is deterministic: two databases seeded for the same day hold the same rows', async () => {
    const result = await seedDemo(fresh.db, { password: 'demo', now: NOW });
    expect(result.seeded).toBe(true);
    const firstAccounts = await queryRows<{ id: number; name: string }>(seeded.db, sql`select id, name from accounts order by id limit 50`);
    const secondAccounts = await queryRows<{ id: number; name: string }>(fresh.db, sql`select id, name from accounts order by id limit 50`);
    expect(secondAccounts).toEqual(firstAccounts);
    expect(firstAccounts[0]).toMatchObject({ id: 1 });
    const tables = ['accounts', 'contacts', 'account_legal_entities', 'addresses', 'opportunities', 'opportunity_package_mappings', 'opportunity_product_mappings', 'termsheets', 'milestones', 'payments', 'comments', 'listings', 'approvals'];
    for (const table of tables) expect(await fingerprint(fresh.db, table), table).toBe(await fingerprint(seeded.db, table));
  });

  it('writes through parallel transactions (PostgreSQL) with indexes dropped and rebuilt exactly, and rolls back on failure', async () => {
    const database = seeded;
    const indexesBefore = await indexList(database.db);
    const counts = () => queryRows<{ users: number; accounts: number; comments: number }>(database.db, sql`
      select (select count(*)::int from users) as users, (select count(*)::int from accounts) as accounts, (select count(*)::int from comments) as comments`);
    const [before] = await counts();
    const lanes = database.kind === 'postgres' ? 3 : 1;
    const input = {
      seed: 7,
      anchor: anchorDay(NOW),
      passwordHash: 'not-a-password',
      staff: (_ref: unknown, rng: Rng) => [
        ...LARGE_MANAGERS.map((m) => ({ ...m, parent: null })),
        ...generatedStaff(rng, largeTeams().slice(0, 1), new Set(LARGE_MANAGERS.map((m) => m.username)), 100),
      ],
      plans: (staff: Staff, _ref: unknown, created: readonly NewStaff[]) =>
        largePlans(staff, created.filter((s) => s.designationId !== 34), 1000).map((p) => ({ ...p, accounts: 8 })),
      density: { comments: 0.5, listings: 0.5, leads: 0.5 },
      flushEvery: 10,
      maxRows: 50,
      dropIndexes: true,
    };
    await expect(
      withTransactions(database.db, lanes, async (txs) => {
        await runGeneration(txs, input);
        throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    expect((await counts())[0]).toEqual(before);
    expect(await indexList(database.db)).toEqual(indexesBefore);

    const result = await withTransactions(database.db, lanes, (txs) => runGeneration(txs, input));
    expect(result.rows.accounts).toBe(40);
    expect(result.rows.opportunities).toBeGreaterThanOrEqual(120);
    expect((await counts())[0]?.accounts).toBe((before?.accounts ?? 0) + 40);
    expect(await indexList(database.db)).toEqual(indexesBefore);
    const [orphans] = await queryRows<{ n: number }>(database.db, sql`
      select count(*)::int as n from opportunity_product_mappings p left join opportunity_package_mappings m on m.id = p.opportunity_package_mapping_id where m.id is null`);
    expect(orphans?.n).toBe(0);
    // Every payment carries its opportunity, its brand and account (the generator gives them; migrations 0017 and
    // payments-opportunity), and every package mapping its opportunity's brand and account (0033, opm-account).
    const [unplaced] = await queryRows<{ n: number }>(database.db, sql`
      select count(*)::int as n from payments p join milestones m on m.id = p.milestone_id join termsheets t on t.id = m.termsheet_id
        join opportunities o on o.id = t.opportunity_id
        where p.domain_id is distinct from o.domain_id or p.account_id is distinct from o.account_id or p.opportunity_id is distinct from o.id`);
    expect(unplaced?.n).toBe(0);
    const [unplacedMappings] = await queryRows<{ n: number }>(database.db, sql`
      select count(*)::int as n from opportunity_package_mappings m join opportunities o on o.id = m.opportunity_id
        where m.domain_id is distinct from o.domain_id or m.account_id is distinct from o.account_id`);
    expect(unplacedMappings?.n).toBe(0);
    const [created] = await queryRows<{ id: number }>(database.db, sql`insert into comments (entity_type_id, entity_id, account_id, activity_type, text, happened_at, author_id) values (3, 1, 1, 'Call', 'x', now(), 1) returning id`);
    const [max] = await queryRows<{ max: number }>(database.db, sql`select max(id)::int as max from comments where text <> 'x'`);
    expect(created?.id).toBeGreaterThan(max?.max ?? 0);
  });
});
