// Type-ahead pickers (issue 51; spec 002 §7 "search suggest and polygon suggest", suggest size 20): the records a
// form picks by name, each kind within the caller's scope, best match first (the whole name or the id typed, then the
// name's start, then anywhere: domain/search/match-rank.ts and its SQL twin; cities and localities by a word's
// start, issue 55), at most SUGGEST_SIZE.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { can, type Capability } from '../../../domain/auth/capabilities';
import { DEPARTMENTS } from '../../../domain/people/people';
import { DESIGNATION_LABELS, CREATED_USER_DEPARTMENT_ID } from '../../../domain/reference/ids';
import { MATCH_RANK, byMatchRank, nameMatchRank, type MatchRank } from '../../../domain/search/match-rank';
import { departmentLabel, designationLabel } from '../../../domain/pickers/labels';
import { SUGGEST_SIZE, type SuggestKind, type SuggestAnswer, type Suggestion } from '../../../domain/pickers/suggest';
import { CATALOGUE_CITIES_OF } from '../../../domain/catalogue/city-lookup';
import { SUBSCRIPTION_REGIONS, subscriptionRegionOfCity } from '../../../domain/catalogue/constants';
import { istDateOf } from '../../../domain/format/ist-calendar';
import { queryRows } from '../../db/client';
import { catalogueCities } from '../catalogue/city-lookup.service';
import {
  accounts,
  agentBranchCityMappings,
  cities,
  listings,
  localities,
  marketplaceEvents,
  opportunities,
  opportunityPackageMappings,
  opportunityProductMappings,
  packages,
  products,
  projects,
  regions,
  users,
} from '../../db/schema/index';
import { forbidden } from '../../errors';
import { accountInReadScope, opportunityInScope, type Scope } from '../../scope/scope';
import { nameMatchRankSql, rankLiteral, wordsMatchRankSql, wordsMatchSql } from '../../shared/sql/match-rank.sql';
import { containsPattern } from '../../shared/http/paged';
import type { ServiceContext } from '../../shared/http/service-context';
import { digits, intIds, rankedRecords, type Ask } from './suggest-records';
import { topMatches } from './top-matches';
import { userDisplayName } from '../../shared/sql/user-names.sql';

export type SuggestQuery = {
  /** What was typed (blank: the first records by name, for the short lists; nothing for the sales records). */
  q?: string | undefined;
  /** The records a form holds, named back (in scope only): the picker shows a chosen record's name. */
  ids?: readonly string[] | undefined;
  /** Localities, regions, polygons and projects of one city. */
  cityId?: number | null | undefined;
  /** The record the picked ones belong to: a listing's profile uuid, a package mapping's or product activation's opportunity id. */
  of?: string | undefined;
};

/** Who may ask for each kind (the reference kinds: every signed-in user; scope still decides the rows). */
const KIND_CAPABILITIES: Partial<Record<SuggestKind, readonly Capability[]>> = {
  account: ['readSales', 'content'],
  opportunity: ['readSales', 'content'],
  // Teams (churn schedules) pick a seller's profile and listings too.
  profile: ['readSales', 'content', 'teams'],
  user: ['readSales', 'people', 'teams'],
  manager: ['readSales', 'people', 'teams'],
  listing: ['readSales', 'content', 'teams'],
  package_mapping: ['readSales', 'content'],
  product_activation: ['readSales', 'content'],
};


/** GET /sapna/v1/suggest/:kind. */
export async function suggest(ctx: ServiceContext, kind: SuggestKind, query: SuggestQuery): Promise<SuggestAnswer> {
  const needs = KIND_CAPABILITIES[kind];
  if (needs && !needs.some((c) => can(ctx.user, c))) throw forbidden();
  const q = query.q?.trim() ?? '';
  const ids = query.ids && query.ids.length > 0 ? [...new Set(query.ids)] : null;
  const results = await SUGGESTERS[kind](ctx, { q, ids, cityId: query.cityId ?? null, of: query.of?.trim() || null });
  if (ids) {
    // Named back in the order the form holds them.
    const place = new Map(ids.map((id, i) => [id, i]));
    results.sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  }
  return { results };
}

type Suggester = (ctx: ServiceContext, ask: Ask) => Promise<Suggestion[]>;
type SubscriptionRegion = { id: number; name: string; cityName: string };

/** `of=catalogue` on the city kinds: only the catalogue's cities (domain/catalogue/city-lookup.ts), else every city. */
async function catalogueOnly(ctx: ServiceContext, ask: Ask): Promise<SQL[]> {
  if (ask.of !== CATALOGUE_CITIES_OF) return [];
  const ids = (await catalogueCities(ctx.tx, istDateOf(ctx.now))).map((c) => c.id);
  return [ids.length ? inArray(cities.id, ids) : sql`false`];
}

/**
 * A small table's matches (reference lists, a brand's users), ranked in SQL and cut at SUGGEST_SIZE: `name` matched
 * by ILIKE anywhere, or with `words` by the words typed (cities and localities, issue 55: each word typed starts a
 * word of the name, wordsMatchSql, served by a trigram index on lower(name)); a number typed also matches `id` (the
 * best match).
 */
async function rankedNames(
  ctx: ServiceContext,
  ask: Ask,
  spec: { from: SQL; id: SQL; name: SQL; detail: SQL; where: SQL[]; numericId: boolean; byId: SQL | null; words?: boolean },
): Promise<Suggestion[]> {
  const where = [...spec.where];
  // Nothing typed: name order (a bare 0 would be ORDER BY's column position).
  let rank: SQL = sql`${spec.name}`;
  if (ask.ids) {
    if (!spec.byId) return [];
    where.push(spec.byId);
  } else if (ask.q) {
    const n = spec.numericId ? digits(ask.q) : null;
    const byName = spec.words ? wordsMatchSql(spec.name, ask.q) : sql`${spec.name} ilike ${containsPattern(ask.q)}`;
    where.push(n === null ? byName : (or(byName, sql`${spec.id} = ${n}`) as SQL));
    const nameRank = spec.words ? wordsMatchRankSql(spec.name, ask.q) : nameMatchRankSql(spec.name, ask.q);
    rank = n === null ? nameRank : sql`(case when ${spec.id} = ${n} then ${rankLiteral(MATCH_RANK.exact)} else ${nameRank} end)`;
  }
  const rows = await queryRows<{ id: string; name: string; detail: string | null }>(
    ctx.tx,
    sql`select ${spec.id}::text as id, ${spec.name} as name, ${spec.detail} as detail from ${spec.from}
      where ${and(...where) ?? sql`true`} order by ${rank}, ${spec.name}, ${spec.id} limit ${sql.raw(String(ask.ids ? ask.ids.length : SUGGEST_SIZE))}`,
  );
  return rows.map((r) => ({ id: String(r.id), name: r.name, detail: r.detail ?? null }));
}

/** Users of the caller's brand, within their team unless they see the whole brand. */
function usersInScope(scope: Scope): SQL[] {
  const brand = eq(users.domainId, scope.domainId);
  return scope.all ? [brand] : [brand, inArray(users.id, scope.agentIds)];
}

const userName = userDisplayName();
const designationNameSql = sql`(case ${sql.join(
  Object.entries(DESIGNATION_LABELS).map(([id, name]) => sql`when ${users.designationId} = ${sql.raw(id)} then ${`${name} (${id})`}`),
  sql` `,
)} end)`;

const SUGGESTERS: Record<SuggestKind, Suggester> = {
  account: (ctx, ask) => rankedRecords(ctx, ask, 'account'),
  opportunity: (ctx, ask) => rankedRecords(ctx, ask, 'opportunity'),
  profile: (ctx, ask) => rankedRecords(ctx, ask, 'profile'),

  user: (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${users}`,
      id: sql`${users.id}`,
      name: userName,
      detail: sql`concat_ws(' · ', ${designationNameSql}, ${users.email})`,
      where: usersInScope(ctx.scope),
      numericId: true,
      byId: ask.ids ? inArray(users.id, intIds(ask.ids)) : null,
    }),

  // A manager is a user of the brand still working (active, not relieved); a past manager is still named back.
  manager: (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${users}`,
      id: sql`${users.id}`,
      name: userName,
      detail: sql`concat_ws(' · ', ${designationNameSql}, ${users.email})`,
      where: ask.ids ? [eq(users.domainId, ctx.scope.domainId)] : [eq(users.domainId, ctx.scope.domainId), eq(users.status, 1), sql`${users.dateOfRelieving} is null`],
      numericId: true,
      byId: ask.ids ? inArray(users.id, intIds(ask.ids)) : null,
    }),

  // of=catalogue: the catalogue's cities only (package 232's city lookup, spec 001 §9).
  city: async (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${cities}`,
      id: sql`${cities.id}`,
      name: sql`${cities.name}`,
      detail: sql`${cities.stateName}`,
      where: await catalogueOnly(ctx, ask),
      numericId: true,
      byId: ask.ids ? inArray(cities.id, intIds(ask.ids)) : null,
      words: true,
    }),

  city_uuid: async (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${cities}`,
      id: sql`${cities.uuid}`,
      name: sql`${cities.name}`,
      detail: sql`${cities.stateName}`,
      where: await catalogueOnly(ctx, ask),
      numericId: false,
      byId: ask.ids ? inArray(cities.uuid, [...ask.ids]) : null,
      words: true,
    }),

  locality: (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${localities} join ${cities} on ${cities.id} = ${localities.cityId}`,
      id: sql`${localities.id}`,
      name: sql`${localities.name}`,
      detail: sql`${cities.name}`,
      where: ask.cityId === null ? [] : [eq(localities.cityId, ask.cityId)],
      numericId: true,
      byId: ask.ids ? inArray(localities.id, intIds(ask.ids)) : null,
      words: true,
    }),

  locality_uuid: (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${localities} join ${cities} on ${cities.id} = ${localities.cityId}`,
      id: sql`${localities.uuid}`,
      name: sql`${localities.name}`,
      detail: sql`${cities.name}`,
      where: ask.cityId === null ? [] : [eq(localities.cityId, ask.cityId)],
      numericId: false,
      byId: ask.ids ? inArray(localities.uuid, [...ask.ids]) : null,
    }),

  region: (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${regions} join ${cities} on ${cities.id} = ${regions.cityId}`,
      id: sql`${regions.id}`,
      name: sql`${regions.name}`,
      detail: sql`${cities.name}`,
      where: ask.cityId === null ? [] : [eq(regions.cityId, ask.cityId)],
      numericId: true,
      byId: ask.ids ? inArray(regions.id, intIds(ask.ids)) : null,
    }),

  // A product config's housing subscription region (ppHSR) within its city (of: the city's uuid, or cityId): the
  // spec's subscription region of Chennai (11) or Hyderabad (12), the only one the server accepts there; elsewhere
  // the city's regions (manage-regions). Named back: the spec's two, then the regions table.
  subscription_region: async (ctx, ask) => {
    const present = (r: SubscriptionRegion): Suggestion => ({ id: String(r.id), name: r.name, detail: r.cityName });
    const fixed = SUBSCRIPTION_REGIONS.map((r) => ({ ...r, name: `${r.cityName} subscription region` }));
    if (ask.ids) {
      const named = rankList(fixed, ask, present, (r) => r.name);
      const rest = ask.ids.filter((id) => !named.some((n) => n.id === id));
      return [...named, ...(rest.length ? await SUGGESTERS.region(ctx, { ...ask, ids: rest }) : [])];
    }
    const [city] = ask.of
      ? await ctx.tx.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.uuid, ask.of))
      : ask.cityId !== null
        ? await ctx.tx.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, ask.cityId))
        : [];
    if (!city) return [];
    const own = subscriptionRegionOfCity(city.name);
    if (own !== null) return rankList(fixed.filter((r) => r.id === own), ask, present, (r) => r.name);
    return SUGGESTERS.region(ctx, { ...ask, cityId: city.id, of: null });
  },

  // 50,000 projects on the large seed: what is typed is answered from the name indexes (top-matches.ts), the best
  // SUGGEST_SIZE only; the ids a form holds are named back as the small kinds are.
  project: async (ctx, ask) => {
    const inCity = ask.cityId === null ? [] : [eq(projects.cityId, ask.cityId)];
    const named = (ids: readonly string[] | null) =>
      rankedNames(ctx, { ...ask, ids }, {
        from: sql`${projects} left join ${cities} on ${cities.id} = ${projects.cityId}`,
        id: sql`${projects.id}`,
        name: sql`${projects.name}`,
        detail: sql`concat_ws(' · ', ${cities.name}, '#' || ${projects.id})`,
        where: inCity,
        numericId: true,
        byId: ids ? inArray(projects.id, intIds(ids)) : null,
      });
    if (ask.ids || !ask.q) return named(ask.ids);
    const n = digits(ask.q);
    const ids = await topMatches(
      ctx.tx,
      {
        from: sql`${projects}`,
        id: sql`${projects.id}`,
        where: and(sql`true`, ...inCity) as SQL,
        lowerName: sql`lower(${projects.name}) collate "C"`,
        name: sql`${projects.name}`,
        exactKey: n === null ? null : eq(projects.id, n),
        order: sql`${projects.name}, ${projects.id}`,
        size: SUGGEST_SIZE,
      },
      ask.q,
    );
    const place = new Map(ids.map((id, i) => [id, i]));
    return (await named(ids)).sort((a, b) => (place.get(a.id) ?? 0) - (place.get(b.id) ?? 0));
  },

  // Spec 002 §7 polygon suggest: a polygon is a city's or a locality's uuid (what slot bookings accept).
  polygon: async (ctx, ask) => {
    const polygons = sql`(select ${cities.uuid} as uuid, ${cities.name} as name, ${cities.stateName} as detail, ${cities.id} as city_id from ${cities}
      union all
      select l.uuid, l.name, c.name, l.city_id from localities l join cities c on c.id = l.city_id) p`;
    return rankedNames(ctx, ask, {
      from: polygons,
      id: sql`p.uuid`,
      name: sql`p.name`,
      detail: sql`p.detail`,
      where: ask.cityId === null ? [] : [sql`p.city_id = ${ask.cityId}`],
      numericId: false,
      byId: ask.ids ? sql`p.uuid in (${sql.join(ask.ids.map((id) => sql`${id}`), sql`, `)})` : null,
    });
  },

  designation: async (_ctx, ask) => {
    const all = Object.entries(DESIGNATION_LABELS).map(([id, name]) => ({ id: Number(id), short: name }));
    return rankList(all, ask, (d) => ({ id: String(d.id), name: designationLabel(d.id, d.short), detail: null }), (d) => d.short);
  },

  // The departments the console names (domain/people DEPARTMENTS; spec 001: 16 for users it creates) and any other its brand uses.
  department: async (ctx, ask) => {
    const rows = await queryRows<{ id: number }>(
      ctx.tx,
      sql`select distinct department_id as id from (
          select ${users.departmentId} as department_id from ${users} where ${users.domainId} = ${ctx.scope.domainId} and ${users.departmentId} is not null
          union select m.department_id from ${agentBranchCityMappings} m join users u on u.id = m.user_id
            where u.domain_id = ${ctx.scope.domainId} and m.department_id is not null) d`,
    );
    const known = [...new Set([CREATED_USER_DEPARTMENT_ID, ...DEPARTMENTS.map((d) => d.id), ...rows.map((r) => Number(r.id))])].map((id) => ({ id }));
    const held = ask.ids ? [...known, ...intIds(ask.ids).filter((id) => !known.some((k) => k.id === id)).map((id) => ({ id }))] : known;
    return rankList(held, ask, (d) => ({ id: String(d.id), name: departmentLabel(d.id), detail: null }), (d) => departmentLabel(d.id));
  },

  // The brand's marketplace events (the events screen's list), named with their dates and city.
  event: (ctx, ask) =>
    rankedNames(ctx, ask, {
      from: sql`${marketplaceEvents} left join ${cities} on ${cities.id} = ${marketplaceEvents.cityId}`,
      id: sql`${marketplaceEvents.id}`,
      name: sql`${marketplaceEvents.name}`,
      detail: sql`concat_ws(' · ', ${marketplaceEvents.startDate}::text || ' to ' || ${marketplaceEvents.endDate}::text, ${cities.name}, '#' || ${marketplaceEvents.id})`,
      where: [eq(marketplaceEvents.domainId, ctx.scope.domainId), ...(ask.cityId === null ? [] : [eq(marketplaceEvents.cityId, ask.cityId)])],
      numericId: true,
      byId: ask.ids ? inArray(marketplaceEvents.id, intIds(ask.ids)) : null,
    }),

  // A profile's listings (`of`: its uuid), of an account in the caller's read scope.
  listing: (ctx, ask) => {
    if (!ask.ids && !ask.of) return Promise.resolve([]);
    const inScope = sql`exists (select 1 from ${accounts} where ${accounts.housingProfileId} = ${listings.profileUuid} and ${accountInReadScope(ctx.scope)})`;
    return rankedNames(ctx, ask, {
      from: sql`${listings}`,
      id: sql`${listings.id}`,
      name: sql`${listings.title}`,
      detail: sql`concat_ws(' · ', ${listings.listingType}, ${listings.status}, '#' || ${listings.id})`,
      where: ask.ids ? [inScope] : [inScope, eq(listings.profileUuid, ask.of ?? '')],
      numericId: true,
      byId: ask.ids ? inArray(listings.id, intIds(ask.ids)) : null,
    });
  },

  // The packages sold on an opportunity (`of`: its id) in the caller's scope.
  package_mapping: (ctx, ask) => {
    const opportunityId = ask.of === null ? null : digits(ask.of);
    if (!ask.ids && opportunityId === null) return Promise.resolve([]);
    return rankedNames(ctx, ask, {
      from: sql`${opportunityPackageMappings} join ${opportunities} on ${opportunities.id} = ${opportunityPackageMappings.opportunityId}
        left join ${packages} on ${packages.id} = ${opportunityPackageMappings.packageId}`,
      id: sql`${opportunityPackageMappings.id}`,
      name: sql`coalesce(${packages.name}, 'Package ' || ${opportunityPackageMappings.packageId})`,
      detail: sql`concat_ws(' · ', ${opportunities.name}, '#' || ${opportunityPackageMappings.id})`,
      where: ask.ids ? [opportunityInScope(ctx.scope)] : [opportunityInScope(ctx.scope), eq(opportunityPackageMappings.opportunityId, opportunityId ?? 0)],
      numericId: true,
      byId: ask.ids ? inArray(opportunityPackageMappings.id, intIds(ask.ids)) : null,
    });
  },

  // The products of the packages sold on an opportunity (`of`: its id), each an activation of its own.
  product_activation: (ctx, ask) => {
    const opportunityId = ask.of === null ? null : digits(ask.of);
    if (!ask.ids && opportunityId === null) return Promise.resolve([]);
    return rankedNames(ctx, ask, {
      from: sql`${opportunityProductMappings}
        join ${opportunityPackageMappings} on ${opportunityPackageMappings.id} = ${opportunityProductMappings.opportunityPackageMappingId}
        join ${opportunities} on ${opportunities.id} = ${opportunityPackageMappings.opportunityId}
        left join ${packages} on ${packages.id} = ${opportunityPackageMappings.packageId}
        left join ${products} on ${products.id} = ${opportunityProductMappings.productId}`,
      id: sql`${opportunityProductMappings.id}`,
      name: sql`coalesce(${products.name}, 'Product ' || ${opportunityProductMappings.productId})`,
      detail: sql`concat_ws(' · ', ${packages.name}, case when ${opportunityProductMappings.activated} then 'activated' else 'not activated' end, '#' || ${opportunityProductMappings.id})`,
      where: ask.ids ? [opportunityInScope(ctx.scope)] : [opportunityInScope(ctx.scope), eq(opportunityPackageMappings.opportunityId, opportunityId ?? 0)],
      numericId: true,
      byId: ask.ids ? inArray(opportunityProductMappings.id, intIds(ask.ids)) : null,
    });
  },
};

/** A short list held in memory, ranked by the domain's rank (the SQL twin's rule) on `text` and the id typed. */
function rankList<T extends { id: number }>(rows: readonly T[], ask: Ask, present: (row: T) => Suggestion, text: (row: T) => string): Suggestion[] {
  if (ask.ids) return rows.filter((r) => ask.ids?.includes(String(r.id))).map(present);
  const n = digits(ask.q);
  const rank = (r: T): MatchRank | null => (!ask.q ? MATCH_RANK.contains : n !== null && r.id === n ? MATCH_RANK.exact : nameMatchRank(text(r), ask.q));
  return rows
    .filter((r) => rank(r) !== null)
    .sort(byMatchRank(rank, (a, b) => text(a).localeCompare(text(b)) || a.id - b.id))
    .slice(0, SUGGEST_SIZE)
    .map(present);
}
