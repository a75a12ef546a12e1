// The PostgreSQL database with the large seed that the API benchmarks run against.
import pg from 'pg';

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench';

/** The large seed writes at least this many accounts. */
export const LARGE_SEED_ACCOUNTS = 100_000;

export const HOW_TO_SEED = [
  'Create it with the large seed (about 10 minutes), then run the benchmark again:',
  '  createdb -h 127.0.0.1 -U postgres bench && DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run seed -- --scale large',
  '(or point BENCH_DATABASE_URL at another database that has it).',
].join('\n');

/** Password of the demo sign-ins (the seed's DEMO_PASSWORD). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo';

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/** Why the bench database cannot be used (unreachable, or without the large seed), or null when it can. */
export async function largeSeedMissing(url = BENCH_DATABASE_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (e) {
    return `Cannot connect to ${redact(url)} (${(e as Error).message}).\n${HOW_TO_SEED}`;
  }
  try {
    const exists = await client.query<{ t: string | null }>(`select to_regclass('public.accounts')::text as t`);
    if (!exists.rows[0]?.t) return `${redact(url)} has no accounts table.\n${HOW_TO_SEED}`;
    const r = await client.query<{ n: string }>('select count(*) as n from accounts');
    const n = Number(r.rows[0]?.n ?? 0);
    if (n < LARGE_SEED_ACCOUNTS) return `${redact(url)} has ${n.toLocaleString('en-US')} accounts, fewer than the large seed's ${LARGE_SEED_ACCOUNTS.toLocaleString('en-US')}.\n${HOW_TO_SEED}`;
    return null;
  } finally {
    await client.end();
  }
}

/** Row counts of the tables the screens list, for the report. */
export async function tableSizes(url = BENCH_DATABASE_URL): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = ['accounts', 'opportunities', 'contacts', 'comments', 'opportunity_package_mappings', 'payments'];
    const out: Record<string, number> = {};
    for (const t of tables) {
      const r = await client.query<{ n: string }>(`select count(*) as n from ${t}`);
      out[t] = Number(r.rows[0]?.n ?? 0);
    }
    return out;
  } finally {
    await client.end();
  }
}

/**
 * Planner statistics and the visibility map for the large tables, as autovacuum keeps them on a production server:
 * without statistics PostgreSQL guesses row counts, picks wrong plans and even JIT-compiles simple lookups; without
 * the visibility map no index-only scan pays off. The large seed does neither and this server may run no
 * autovacuum, so a table never analyzed or mostly not all-visible gets VACUUM (ANALYZE). Answers what it did, or null.
 */
export async function ensurePlannerStatistics(url = BENCH_DATABASE_URL): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = ['accounts', 'opportunities', 'opportunity_package_mappings', 'opportunity_product_mappings', 'contacts', 'comments', 'termsheets', 'milestones', 'payments', 'legal_entities', 'users', 'dashboard_tile_facts', 'dashboard_renewal_days', 'dashboard_brand_counts', 'status_changes', 'sold_package_renewals',
      // Issue 55: the search words (read index-only) and the account lists' figures (probed on every my-accounts page).
      'opportunity_name_words', 'contact_search_words', 'account_list_figures'];
    const r = await client.query<{ relname: string; analyzed: boolean; visible: boolean }>(
      `select c.relname,
              exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = c.relname) as analyzed,
              c.relallvisible >= c.relpages / 2 as visible
         from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname = any($1)`,
      [tables],
    );
    const stale = r.rows.filter((row) => !row.analyzed || !row.visible).map((row) => row.relname);
    if (stale.length === 0) return null;
    const started = performance.now();
    for (const table of stale) await client.query(`vacuum (analyze) ${client.escapeIdentifier(table)}`);
    const autovacuum = (await client.query<{ autovacuum: string }>('show autovacuum')).rows[0]?.autovacuum ?? '?';
    return `Ran VACUUM (ANALYZE) first (${((performance.now() - started) / 1000).toFixed(0)} s) on ${stale.join(', ')}: never analyzed or mostly not all-visible (the large seed does neither; autovacuum is ${autovacuum} on this server).`;
  } finally {
    await client.end();
  }
}
