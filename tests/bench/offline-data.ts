// The data of the offline benchmark (issue 4), reusable by tests: a PostgreSQL database holding the demo seed
// plus one agent whose scope (what their device mirrors) has EXACTLY the asked numbers of accounts,
// opportunities, termsheets and comments. The book is made by the seed generator (runGeneration with one plan),
// then trimmed or topped up with SQL to the exact counts, which are checked with the sync's own scope rules
// (MIRROR_SOURCES), the same ones /api/sync/v1/snapshot uses.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DOMAIN_IDS } from '../../src/domain/reference/ids';
import { openDatabase, queryRows, type Database, type Db, type Tx } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/modules/auth/password';
import { scopeOf, type Scope } from '../../src/server/scope/scope';
import { seedDemo } from '../../src/server/seed/demo/demo';
import { anchorDay, runGeneration } from '../../src/server/seed/generate/run-generation';
import type { MirroredEntity } from '../../src/server/shared/sql/change-log';
import { MIRROR_SOURCES } from '../../src/server/sync/mirror-scope';
import { redact } from './bench-database';

export const OFFLINE_DATABASE_URL = process.env.BENCH_OFFLINE_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench_offline';
export const OFFLINE_AGENT = 'offline.agent';
/** Text prefix of every comment a benchmark run adds (removed before and after each run). */
export const BENCH_COMMENT_PREFIX = 'bench-offline:';

export type ScopeCounts = { accounts: number; opportunities: number; termsheets: number; comments: number };
export const ISSUE_4_SCOPE: ScopeCounts = { accounts: 2000, opportunities: 8000, termsheets: 1000, comments: 20_000 };

/** Seed of the agent's book (independent of the demo's and the large seed's). */
const OFFLINE_SEED = 20_240_613;
const ENTITY_OF: Record<keyof ScopeCounts, MirroredEntity> = { accounts: 'account', opportunities: 'opportunity', termsheets: 'termsheet', comments: 'comment' };
const OPPORTUNITY_ENTITY_TYPE_ID = 1;

export type OfflineScope = {
  url: string;
  username: string;
  userId: number;
  /** Every mirrored entity's row count in the agent's scope. */
  counts: Record<MirroredEntity, number>;
  /** What was done to get here (created, reused, cleaned), for the notes. */
  prepared: string;
};

async function countInScope(db: Db | Tx, scope: Scope, entity: MirroredEntity): Promise<number> {
  const source = MIRROR_SOURCES[entity];
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${source.from} where ${source.inScope(scope)}`);
  return row?.n ?? 0;
}

async function idsInScope(db: Db | Tx, scope: Scope, entity: MirroredEntity, extra: ReturnType<typeof sql> | null, limit: number): Promise<number[]> {
  const source = MIRROR_SOURCES[entity];
  const where = extra ? sql`${source.inScope(scope)} and ${extra}` : source.inScope(scope);
  const rows = await queryRows<{ id: number }>(db, sql`select ${source.id} as id from ${source.from} where ${where} order by ${source.id} desc limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

type Reference = { child: string; column: string; nullable: boolean; hasId: boolean };

async function referencesTo(tx: Tx, table: string): Promise<Reference[]> {
  const rows = await queryRows<{ child: string; column: string; nullable: boolean; has_id: boolean }>(tx, sql`
    select cl.relname as child, a.attname as column, not a.attnotnull as nullable,
           exists (select 1 from pg_attribute i where i.attrelid = c.conrelid and i.attname = 'id' and not i.attisdropped) as has_id
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confrelid = to_regclass(${table}) and array_length(c.conkey, 1) = 1`);
  return rows.map((r) => ({ child: r.child, column: r.column, nullable: r.nullable, hasId: r.has_id }));
}

/** Deletes rows and, through the foreign keys, what must go with them (nullable references are cleared instead). */
async function deleteWithDependents(tx: Tx, table: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  for (const ref of await referencesTo(tx, table)) {
    const child = sql.identifier(ref.child);
    const column = sql.identifier(ref.column);
    if (ref.nullable) {
      await tx.execute(sql`update ${child} set ${column} = null where ${column} in ${list}`);
    } else if (ref.hasId && ref.child !== table) {
      const rows = await queryRows<{ id: number }>(tx, sql`select id from ${child} where ${column} in ${list}`);
      await deleteWithDependents(tx, ref.child, rows.map((r) => Number(r.id)));
    } else {
      await tx.execute(sql`delete from ${child} where ${column} in ${list}`);
    }
  }
  await tx.execute(sql`delete from ${sql.identifier(table)} where id in ${list}`);
}

/** Brings the agent's scope to exactly `want` (opportunities and termsheets only downwards; comments both ways). */
async function trimToExact(tx: Tx, scope: Scope, want: ScopeCounts): Promise<void> {
  const accounts = await countInScope(tx, scope, 'account');
  if (accounts !== want.accounts) throw new Error(`offline bench data: ${accounts} accounts in scope, expected ${want.accounts}`);

  const opportunities = await countInScope(tx, scope, 'opportunity');
  if (opportunities < want.opportunities) throw new Error(`offline bench data: the generator made ${opportunities} opportunities, fewer than ${want.opportunities}`);
  // Surplus opportunities without a termsheet go first (they keep the termsheets), with their comments.
  const surplus = await idsInScope(tx, scope, 'opportunity', sql`not exists (select 1 from termsheets t where t.opportunity_id = opportunities.id)`, opportunities - want.opportunities);
  if (surplus.length < opportunities - want.opportunities) throw new Error('offline bench data: not enough opportunities without a termsheet to trim');
  for (let i = 0; i < surplus.length; i += 1000) {
    const chunk = surplus.slice(i, i + 1000);
    await tx.execute(sql`delete from comments where entity_type_id = ${OPPORTUNITY_ENTITY_TYPE_ID} and entity_id in (${sql.join(chunk.map((id) => sql`${id}`), sql`, `)})`);
    await deleteWithDependents(tx, 'opportunities', chunk);
  }

  const termsheets = await countInScope(tx, scope, 'termsheet');
  if (termsheets < want.termsheets) throw new Error(`offline bench data: the generator made ${termsheets} termsheets, fewer than ${want.termsheets}`);
  await deleteWithDependents(tx, 'termsheets', await idsInScope(tx, scope, 'termsheet', null, termsheets - want.termsheets));

  const comments = await countInScope(tx, scope, 'comment');
  if (comments > want.comments) {
    await deleteWithDependents(tx, 'comments', await idsInScope(tx, scope, 'comment', null, comments - want.comments));
  } else if (comments < want.comments) {
    // Top up with copies of the book's own account comments (same accounts, authors and texts).
    const source = MIRROR_SOURCES.comment;
    await tx.execute(sql`
      insert into comments (entity_type_id, entity_id, account_id, activity_type, text, call_status_id, call_duration_seconds, happened_at, received_at, author_id)
      select c.entity_type_id, c.entity_id, c.account_id, c.activity_type, c.text, c.call_status_id, c.call_duration_seconds, c.happened_at, c.received_at, c.author_id
        from comments c
        join generate_series(1, ${Math.ceil(want.comments / Math.max(1, comments)) + 1}) g on true
       where c.id in (select ${source.id} from ${source.from} where ${source.inScope(scope)} and comments.entity_type_id <> ${OPPORTUNITY_ENTITY_TYPE_ID})
       limit ${want.comments - comments}`);
  }
  for (const key of Object.keys(want) as (keyof ScopeCounts)[]) {
    const n = await countInScope(tx, scope, ENTITY_OF[key]);
    if (n !== want[key]) throw new Error(`offline bench data: ${n} ${key} in scope after trimming, expected ${want[key]}`);
  }
}

async function ensureDatabase(url: string): Promise<boolean> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount) return false;
    await client.query(`create database ${client.escapeIdentifier(name)}`);
    return true;
  } finally {
    await client.end();
  }
}

async function agentOf(db: Db, username: string): Promise<{ id: number; roles: string[]; domainId: number } | null> {
  const [row] = await queryRows<{ id: number; domain_id: number; roles: string[] | null }>(db, sql`
    select u.id, u.domain_id, array_agg(r.name) filter (where r.name is not null) as roles
      from users u left join user_roles ur on ur.user_id = u.id left join roles r on r.id = ur.role_id
     where u.username = ${username} group by u.id`);
  return row ? { id: Number(row.id), roles: row.roles ?? [], domainId: Number(row.domain_id) } : null;
}

async function allCounts(db: Db, scope: Scope): Promise<Record<MirroredEntity, number>> {
  const out = {} as Record<MirroredEntity, number>;
  for (const entity of Object.keys(MIRROR_SOURCES) as MirroredEntity[]) out[entity] = await countInScope(db, scope, entity);
  return out;
}

/**
 * The database with the demo seed and `username`'s book of exactly `want` (created when missing: about a
 * minute). Comments a benchmark run left behind (text starting with BENCH_COMMENT_PREFIX) are removed first,
 * so every run starts from the same scope; the counts are checked on every call.
 */
export async function ensureOfflineScope(
  log: (line: string) => void,
  opts: { url?: string; username?: string; want?: ScopeCounts; password?: string } = {},
): Promise<OfflineScope> {
  const url = opts.url ?? OFFLINE_DATABASE_URL;
  const username = opts.username ?? OFFLINE_AGENT;
  const want = opts.want ?? ISSUE_4_SCOPE;
  const password = opts.password ?? 'demo';
  const created = await ensureDatabase(url);
  const database: Database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const steps: string[] = [created ? `created ${redact(url)}` : `reused ${redact(url)}`];
  try {
    await database.migrate();
    const { db } = database;
    const demo = await seedDemo(db, { password });
    if (demo.seeded) steps.push('seeded the demo');
    let agent = await agentOf(db, username);
    if (!agent) {
      const started = performance.now();
      log(`Generating ${username}'s book (${want.accounts} accounts) in ${redact(url)}...`);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await runGeneration([tx], {
          seed: OFFLINE_SEED,
          anchor: anchorDay(new Date()),
          passwordHash,
          staff: () => [
            { username, firstName: 'Offline', lastName: 'Agent', roles: ['HOUSING_SALES_AGENT'], designationId: 29, parent: null, domainId: DOMAIN_IDS.HOUSING, cityName: 'Pune' },
          ],
          plans: (staff, ref) => [
            {
              key: 1,
              agentId: staff.get(username).id,
              domainId: DOMAIN_IDS.HOUSING,
              accounts: want.accounts,
              clientTypes: [[1, 45], [2, 45], [4, 5], [5, 5]],
              // Five per active account (at most two on others): enough to trim to the exact number.
              opportunities: [[5, 1]],
              cityIds: ref.cities.filter((c) => c.name === 'Pune' || c.name === 'Mumbai').map((c) => c.id),
            },
          ],
          density: { comments: 1, listings: 0.2, leads: 0.2 },
          flushEvery: 500,
          maxRows: 5000,
          dropIndexes: false,
        });
        const row = await agentOf(tx as unknown as Db, username);
        if (!row) throw new Error(`offline bench data: ${username} was not created`);
        await trimToExact(tx, await scopeOf(tx, row), want);
      });
      await db.execute(sql`analyze`);
      steps.push(`generated ${username}'s book in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      agent = await agentOf(db, username);
      if (!agent) throw new Error(`offline bench data: ${username} is missing after generation`);
    }
    const leftovers = await db.execute(sql`delete from comments where text like ${`${BENCH_COMMENT_PREFIX}%`}`);
    const removed = (leftovers as unknown as { rowCount?: number }).rowCount ?? 0;
    if (removed > 0) steps.push(`removed ${removed} comments of earlier runs`);
    const scope = await scopeOf(db, agent);
    const counts = await allCounts(db, scope);
    for (const key of Object.keys(want) as (keyof ScopeCounts)[]) {
      if (counts[ENTITY_OF[key]] !== want[key]) {
        throw new Error(`${redact(url)}: ${username} has ${counts[ENTITY_OF[key]]} ${key} in scope, not ${want[key]}. Drop the database (dropdb bench_offline) to regenerate it.`);
      }
    }
    return { url, username, userId: agent.id, counts, prepared: steps.join('; ') };
  } finally {
    await database.close();
  }
}

/** Removes the comments a run added (by their text prefix); answers how many. */
export async function removeBenchComments(url = OFFLINE_DATABASE_URL): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const r = await client.query(`delete from comments where text like $1`, [`${BENCH_COMMENT_PREFIX}%`]);
    return r.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
