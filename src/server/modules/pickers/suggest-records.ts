// The pickers' sales records (issue 51): accounts, their marketplace profiles and opportunities, read bounded from
// their large tables within the caller's scope (suggest.service.ts serves the other kinds).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { SUGGEST_SIZE, type Suggestion } from '../../../domain/pickers/suggest';
import { accounts, cities, opportunities } from '../../db/schema/index';
import { accountInReadScope, opportunityInScope, opportunityInScopeForPage } from '../../scope/scope';
import { opportunityWordStarts } from './opportunity-word-starts';
import { topMatches } from './top-matches';
import type { ServiceContext } from '../../shared/http/service-context';

/** What a picker asks: the text typed, or the ids a form holds (to name them), a city, and the record the picks belong to. */
export type Ask = { q: string; ids: readonly string[] | null; cityId: number | null; of: string | null };

export const digits = (q: string): number | null => (/^\d{1,9}$/.test(q) ? Number(q) : null);

/** The numeric ids held (and 0, which names no record, so the list is never empty). */
export const intIds = (ids: readonly string[]): number[] => [0, ...ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)];

/**
 * The sales records (accounts, their marketplace profiles, opportunities): large tables, so only the best
 * SUGGEST_SIZE are read (top-matches.ts: the id typed or the whole name, the name's start from the brand's name index,
 * for opportunities a word's start from their names' words (opportunity-word-starts.ts), and anywhere in the name only
 * to fill what is left); a picker shows no total. Nothing is offered before something is typed.
 */
export async function rankedRecords(ctx: ServiceContext, ask: Ask, kind: 'account' | 'opportunity' | 'profile'): Promise<Suggestion[]> {
  if (kind === 'opportunity') {
    const inScope = opportunityInScope(ctx.scope);
    if (ask.ids) return strip(await namedOpportunities(ctx, and(inScope, inArray(opportunities.id, intIds(ask.ids))) as SQL));
    if (!ask.q) return [];
    const n = digits(ask.q);
    const ids = await topMatches(
      ctx.tx,
      {
        from: sql`${opportunities}`,
        id: sql`${opportunities.id}`,
        where: inScope,
        // An agent's few opportunities first: their scope in list order made the planner walk the brand newest first
        // for a word found in few of them (350-500 ms for 'Premium' or 'Broker' on the large seed; 1 ms this way).
        containsWhere: opportunityInScopeForPage(ctx.scope),
        lowerName: sql`lower(${opportunities.name}) collate "C"`,
        name: sql`${opportunities.name}`,
        exactKey: n === null ? null : eq(opportunities.id, n),
        order: sql`${opportunities.id} desc`,
        size: SUGGEST_SIZE,
        wordStarts: (found, limit) => opportunityWordStarts(ctx.scope, ask.q, found, limit),
      },
      ask.q,
    );
    return inOrder(ids.map(Number), await namedOpportunities(ctx, inArray(opportunities.id, ids.length ? ids.map(Number) : [0])));
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
  const ids = await topMatches(
    ctx.tx,
    {
      from: sql`${accounts}`,
      id: sql`${accounts.id}`,
      where: scoped,
      lowerName: sql`lower(${accounts.name}) collate "C"`,
      name: sql`${accounts.name}`,
      exactKey: profile ? eq(accounts.housingProfileId, ask.q) : n === null ? null : eq(accounts.id, n),
      order: sql`${accounts.id} desc`,
      size: SUGGEST_SIZE,
    },
    ask.q,
  );
  return inOrder(ids.map(Number), await namedAccounts(ctx, inArray(accounts.id, ids.length ? ids.map(Number) : [0]), profile));
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
