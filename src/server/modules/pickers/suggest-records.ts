// The pickers' sales records (issue 51): accounts, their marketplace profiles and opportunities, read bounded from
// their large tables within the caller's scope (suggest.service.ts serves the other kinds).
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_RANK } from '../../../domain/search/match-rank';
import { SUGGEST_SIZE, type Suggestion } from '../../../domain/pickers/suggest';
import { accounts, cities, opportunities } from '../../db/schema/index';
import { accountInReadScope, opportunityInScope } from '../../scope/scope';
import { nameMatchRankSql, prefixPattern, rankLiteral } from '../../shared/sql/match-rank.sql';
import { containsPattern } from '../../shared/http/paged';
import { rankedSearchPage } from '../../shared/sql/ranked-search';
import type { ServiceContext } from '../../shared/http/service-context';

/** What a picker asks: the text typed, or the ids a form holds (to name them), a city, and the record the picks belong to. */
export type Ask = { q: string; ids: readonly string[] | null; cityId: number | null; of: string | null };

export const digits = (q: string): number | null => (/^\d{1,9}$/.test(q) ? Number(q) : null);

/** The numeric ids held (and 0, which names no record, so the list is never empty). */
export const intIds = (ids: readonly string[]): number[] => [0, ...ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)];

/**
 * The sales records (accounts, their marketplace profiles, opportunities): large tables, so the matches are read
 * bounded (shared/ranked-search.ts, as my-accounts and opportunity search do) and only the first page is named.
 * Nothing is offered before something is typed.
 */
export async function rankedRecords(ctx: ServiceContext, ask: Ask, kind: 'account' | 'opportunity' | 'profile'): Promise<Suggestion[]> {
  if (kind === 'opportunity') {
    const inScope = opportunityInScope(ctx.scope);
    if (ask.ids) return strip(await namedOpportunities(ctx, and(inScope, inArray(opportunities.id, intIds(ask.ids))) as SQL));
    if (!ask.q) return [];
    const n = digits(ask.q);
    const byName = sql`${opportunities.name} ilike ${containsPattern(ask.q)}`;
    const startsWith = sql`${opportunities.name} ilike ${prefixPattern(ask.q)}`;
    const nameRank = nameMatchRankSql(sql`${opportunities.name}`, ask.q);
    const { ids } = await rankedSearchPage(ctx.tx, {
      table: sql`${opportunities}`,
      columns: sql`${opportunities.id} as id`,
      matching: and(inScope, n === null ? byName : or(byName, eq(opportunities.id, n))) as SQL,
      best: n === null ? startsWith : sql`(${opportunities.id} = ${n} or ${startsWith})`,
      rank: n === null ? nameRank : sql<number>`(case when ${opportunities.id} = ${n} then ${rankLiteral(MATCH_RANK.exact)} else ${nameRank} end)`,
      order: sql.raw('id desc'),
      page: 0,
      size: SUGGEST_SIZE,
    });
    return inOrder(ids, await namedOpportunities(ctx, inArray(opportunities.id, ids.length ? ids : [0])));
  }
  const inScope = accountInReadScope(ctx.scope);
  const profile = kind === 'profile';
  const scoped = profile ? (and(inScope, sql`${accounts.housingProfileId} is not null`) as SQL) : inScope;
  if (ask.ids) {
    const held = profile ? inArray(accounts.housingProfileId, [...ask.ids]) : inArray(accounts.id, intIds(ask.ids));
    return strip(await namedAccounts(ctx, and(scoped, held) as SQL, profile));
  }
  if (!ask.q) return [];
  const n = digits(ask.q);
  const byName = sql`${accounts.name} ilike ${containsPattern(ask.q)}`;
  const exactKey = profile ? eq(accounts.housingProfileId, ask.q) : n === null ? null : eq(accounts.id, n);
  const startsWith = sql`${accounts.name} ilike ${prefixPattern(ask.q)}`;
  const nameRank = nameMatchRankSql(sql`${accounts.name}`, ask.q);
  const { ids } = await rankedSearchPage(ctx.tx, {
    table: sql`${accounts}`,
    columns: sql`${accounts.id} as id`,
    matching: and(scoped, exactKey ? or(byName, exactKey) : byName) as SQL,
    best: exactKey ? sql`(${exactKey} or ${startsWith})` : startsWith,
    rank: exactKey ? sql<number>`(case when ${exactKey} then ${rankLiteral(MATCH_RANK.exact)} else ${nameRank} end)` : nameRank,
    order: sql.raw('id desc'),
    page: 0,
    size: SUGGEST_SIZE,
  });
  return inOrder(ids, await namedAccounts(ctx, inArray(accounts.id, ids.length ? ids : [0]), profile));
}

async function namedOpportunities(ctx: ServiceContext, where: SQL): Promise<(Suggestion & { key: number })[]> {
  const rows = await ctx.tx
    .select({ id: opportunities.id, name: opportunities.name, accountName: accounts.name })
    .from(opportunities)
    .leftJoin(accounts, eq(accounts.id, opportunities.accountId))
    .where(where)
    .limit(SUGGEST_SIZE * 3);
  return rows.map((r) => ({ key: r.id, id: String(r.id), name: r.name, detail: [r.accountName, `#${r.id}`].filter(Boolean).join(' · ') }));
}

async function namedAccounts(ctx: ServiceContext, where: SQL, profile: boolean): Promise<(Suggestion & { key: number })[]> {
  const rows = await ctx.tx
    .select({ id: accounts.id, name: accounts.name, profileId: accounts.housingProfileId, cityName: cities.name })
    .from(accounts)
    .leftJoin(cities, eq(cities.id, accounts.cityId))
    .where(where)
    .limit(SUGGEST_SIZE * 3);
  return rows.map((r) => ({
    key: r.id,
    id: profile ? (r.profileId ?? '') : String(r.id),
    name: r.name,
    detail: [r.cityName, `Account #${r.id}`].filter(Boolean).join(' · '),
  }));
}

/** The rows in the ranked ids' order, without the sort key. */
function inOrder(ids: readonly number[], rows: readonly (Suggestion & { key: number })[]): Suggestion[] {
  const place = new Map(ids.map((id, i) => [id, i]));
  return [...rows].sort((a, b) => (place.get(a.key) ?? 0) - (place.get(b.key) ?? 0)).map(({ key: _key, ...s }) => s);
}

const strip = (rows: readonly (Suggestion & { key: number })[]): Suggestion[] => rows.map(({ key: _key, ...s }) => s);
