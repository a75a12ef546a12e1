// Dashboards (issue 12): tile counts, the rows behind a tile, termsheet key search, the leaderboard, the
// performance trend and the payment-link figures, all in the user's scope and the dashboard's client type.
import { and, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_FILTERS,
  DASHBOARD_MESSAGES,
  DASHBOARD_TITLES,
  PERFORMANCE_TREND_MONTHS,
  RENEWAL_TILE_WINDOW_DAYS,
  TILES,
  TILE_KEYS,
  isDashboardType,
  isTileKey,
  salesMonthDays,
  salesMonthKey,
  salesMonthLabel,
  type Dashboard,
  type DashboardType,
  type Leaderboard,
  type PaymentLinkAggregate,
  type PerformanceTrend,
  type TileDefinition,
  type TileRow,
} from '../../../domain/dashboards/tiles';
import { istDateOf, istEndOfDay, istStartOfDay } from '../../../domain/format/ist-calendar';
import { opportunityKindOf, opportunityStatusName } from '../../../domain/opportunities/statuses';
import type { Paged } from '../../../domain/paging/paged';
import { paymentStatusName } from '../../../domain/payments/statuses';
import { salesMonthOf, shiftMonth } from '../../../domain/sales-closure/sales-month';
import { termsheetStatusName } from '../../../domain/termsheets/statuses';
import { notFound, unprocessable } from '../../errors';
import { opportunityInScope } from '../../scope/scope';
import type { ServiceContext } from '../../shared/http/service-context';
import { renewalDueDays, renewalDueWithin } from '../renewals/renewals.service';
import { salesMonthClosures } from '../sales-closure/sales-closure.service';
import {
  closedByAgent,
  closedValueByDay,
  collectionsByDay,
  countBrandTiles,
  countTile,
  countTilesFromFacts,
  dashboardConditions,
  factsConditions,
  keyCondition,
  paymentLinkFigures,
  tileConditions,
  tileRows,
  type TileRecord,
} from './dashboards.repo';

export function dashboardTypeOf(value: string): DashboardType {
  if (!isDashboardType(value)) throw notFound(DASHBOARD_MESSAGES.unknownType);
  return value;
}

function tileOf(value: string): TileDefinition {
  if (!isTileKey(value)) throw notFound(DASHBOARD_MESSAGES.unknownTile);
  return TILES[value];
}

/** The one condition of a tile on a dashboard: scope, client type, the tile's definition (count and list alike). */
function tileWhere(ctx: ServiceContext, type: DashboardType, tile: TileDefinition, key?: string): SQL {
  const renewalDue = renewalDueWithin(istDateOf(ctx.now), RENEWAL_TILE_WINDOW_DAYS);
  return and(dashboardConditions(ctx.scope, type), tileConditions(tile, ctx.now, renewalDue), keyCondition(tile.entity, key)) as SQL;
}

/** GET /sapna/v1/dashboard/{type}: every tile's count (null, shown '--', where the console records nothing to count). */
export async function dashboard(ctx: ServiceContext, typeValue: string): Promise<Dashboard> {
  const type = dashboardTypeOf(typeValue);
  // One statement over dashboard_tile_facts (kept by triggers in the same transaction as every change), not ten
  // counts over the joined tables: a whole brand's dashboard took seconds that way (issue 12 figures).
  // A whole brand adds up the brand counters instead of reading its rows.
  const recorded = TILE_KEYS.map((key) => TILES[key]).filter((tile) => tile.recorded);
  const clock = { now: ctx.now, renewalDays: renewalDueDays(istDateOf(ctx.now), RENEWAL_TILE_WINDOW_DAYS) };
  const counts = ctx.scope.all
    ? await countBrandTiles(ctx.tx, recorded, ctx.scope.domainId, type, clock)
    : await countTilesFromFacts(ctx.tx, recorded, factsConditions(ctx.scope, type), clock);
  const tiles = TILE_KEYS.map((key) => ({ key, label: TILES[key].label, entity: TILES[key].entity, count: counts.get(key) ?? null }));
  return { type, title: DASHBOARD_TITLES[type], clientTypeId: DASHBOARD_FILTERS[type].clientTypeId, tiles };
}

function statusNameOf(entity: TileDefinition['entity'], record: TileRecord): string {
  if (entity === 'approval') return record.status ?? '-';
  const id = Number(record.statusId);
  if (entity === 'payment') return paymentStatusName(id);
  if (entity === 'termsheet') return termsheetStatusName(id);
  return opportunityStatusName(id);
}

function toRow(entity: TileDefinition['entity'], r: TileRecord): TileRow {
  return {
    entity,
    id: Number(r.id),
    opportunityId: Number(r.opportunityId),
    opportunityKind: opportunityKindOf(r.opportunityKind),
    opportunityName: r.opportunityName,
    accountId: Number(r.accountId),
    accountName: r.accountName,
    agentName: r.agentName,
    statusName: statusNameOf(entity, r),
    amount: r.amount === null ? null : Number(r.amount),
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** GET /sapna/v1/dashboard/{type}/list/{keyName}: a page of the tile's rows with the total; `key` narrows them. */
export async function tileList(
  ctx: ServiceContext,
  typeValue: string,
  keyName: string,
  query: { page: number; size: number; key?: string | undefined },
): Promise<Paged<TileRow>> {
  const type = dashboardTypeOf(typeValue);
  const tile = tileOf(keyName);
  if (!tile.recorded) throw notFound(DASHBOARD_MESSAGES.notRecorded);
  const where = tileWhere(ctx, type, tile, query.key);
  const totalCount = await countTile(ctx.tx, tile.entity, where);
  if (query.page > 0 && query.page * query.size >= totalCount) throw unprocessable(DASHBOARD_MESSAGES.pastEnd);
  const rows = await tileRows(ctx.tx, tile, where, query.page * query.size, query.size);
  return { results: rows.map((r) => toRow(tile.entity, r)), totalCount, page: query.page, size: query.size };
}

/**
 * GET /sapna/v1/termsheet/key-search: termsheets in scope by key (termsheet, opportunity or account id; or text in
 * the opportunity or account name), every status, newest first; with `type`, only that dashboard's client type.
 */
export async function termsheetKeySearch(ctx: ServiceContext, query: { key: string; type?: DashboardType | undefined; page: number; size: number }): Promise<Paged<TileRow>> {
  const tile: TileDefinition = { ...TILES['pending-termsheet'], statusIds: undefined };
  const conditions: (SQL | undefined)[] = [keyCondition('termsheet', query.key)];
  conditions.push(query.type ? dashboardConditions(ctx.scope, query.type) : dashboardScopeOnly(ctx));
  const where = and(...conditions) as SQL;
  const totalCount = await countTile(ctx.tx, 'termsheet', where);
  if (query.page > 0 && query.page * query.size >= totalCount) throw unprocessable(DASHBOARD_MESSAGES.pastEnd);
  const rows = await tileRows(ctx.tx, tile, where, query.page * query.size, query.size);
  return { results: rows.map((r) => toRow('termsheet', r)), totalCount, page: query.page, size: query.size };
}

function dashboardScopeOnly(ctx: ServiceContext): SQL {
  return opportunityInScope(ctx.scope);
}

async function currentMonth(ctx: ServiceContext) {
  const closures = await salesMonthClosures(ctx);
  const month = salesMonthOf(istDateOf(ctx.now), closures);
  return { closures, month, days: salesMonthDays(month, closures) };
}

/** GET /sapna/v1/leaderboard: agents ranked by closed deal value in the current sales month, with accounts closed. */
export async function leaderboard(ctx: ServiceContext, type: DashboardType): Promise<Leaderboard> {
  const { month, days } = await currentMonth(ctx);
  const rows = await closedByAgent(ctx.tx, dashboardConditions(ctx.scope, type), days.from, days.to);
  return { salesMonth: salesMonthKey(month), from: days.from, to: days.to, rows: rows.map((r, i) => ({ rank: i + 1, ...r })) };
}

/** GET /sapna/v1/performance-trends: closed value and collections per sales month, the last 6 (current included). */
export async function performanceTrends(ctx: ServiceContext, type: DashboardType): Promise<PerformanceTrend> {
  const { closures, month } = await currentMonth(ctx);
  const months = Array.from({ length: PERFORMANCE_TREND_MONTHS }, (_, i) => shiftMonth(month, i - (PERFORMANCE_TREND_MONTHS - 1)));
  const from = salesMonthDays(months[0]!, closures).from;
  const to = salesMonthDays(month, closures).to;
  const where = dashboardConditions(ctx.scope, type);
  const closed = await closedValueByDay(ctx.tx, where, from, to);
  const collected = await collectionsByDay(ctx.tx, where, from, to);
  const sums = new Map(months.map((m) => [salesMonthKey(m), { closed: 0, collected: 0 }]));
  for (const row of closed) {
    const entry = sums.get(salesMonthKey(salesMonthOf(row.day, closures)));
    if (entry) entry.closed += Math.round(row.value * 100);
  }
  for (const row of collected) {
    const entry = sums.get(salesMonthKey(salesMonthOf(row.day, closures)));
    if (entry) entry.collected += Math.round(row.value * 100);
  }
  return {
    months: months.map((m) => {
      const s = sums.get(salesMonthKey(m))!;
      return { salesMonth: salesMonthKey(m), label: salesMonthLabel(m), closedValue: s.closed / 100, collections: s.collected / 100 };
    }),
  };
}

/** GET /sapna/v1/payment-link/aggregate: payment-link payments (mode 10) recorded in the current sales month. */
export async function paymentLinkAggregate(ctx: ServiceContext, type: DashboardType): Promise<PaymentLinkAggregate> {
  const { month, days } = await currentMonth(ctx);
  const figures = await paymentLinkFigures(ctx.tx, dashboardConditions(ctx.scope, type), istStartOfDay(days.from), istEndOfDay(days.to));
  return { salesMonth: salesMonthKey(month), ...figures };
}
