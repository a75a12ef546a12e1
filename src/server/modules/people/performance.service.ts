// agent/performance and performance (issue 13; spec 002 §3, §6, §9; spec 001 §6, §9): the sales report's columns
// (computed by the reports module) for the viewer's children by role, summed over each child's team.
import { ROLES, hasAnyRole } from '../../../domain/auth/roles';
import { addDays, istDateOf, istEndOfDay, istStartOfDay, type IsoDate } from '../../../domain/format/ist-calendar';
import {
  PERFORMANCE_MESSAGES as M,
  childLevelOf,
  performancePageSize,
  performanceSelectorSchema,
  seesPackagesActivated,
  sumRows,
  type ChildLevel,
  type PerformanceAnswer,
  type PerformanceSelector,
} from '../../../domain/people/performance';
import { closureDateOf, shiftMonth, type SalesMonth } from '../../../domain/sales-closure/sales-month';
import { badRequest, forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { salesMonthClosuresFor, salesRowsOfAgents } from '../reports/reports.service';
import { brandUser } from './people.service';
import { directReports, packagesActivated, personOf, processManagers, teamLeaders, teamsOf, type Person } from './performance.repo';

/** Parses the `selector` query (JSON); a bad one is 400 with its message. */
export function parseSelector(text: string): PerformanceSelector {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(M.badSelector);
  }
  const parsed = performanceSelectorSchema.safeParse(json);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? M.badSelector);
  return parsed.data;
}

/** The sales month `YYYY-MM` (or the quarterly cycle of three months ending there), bounded by the closure dates. */
export async function performanceWindow(ctx: ServiceContext, selector: PerformanceSelector): Promise<{ from: IsoDate; to: IsoDate }> {
  const [year, monthNumber] = selector.month.split('-').map(Number) as [number, number];
  const month: SalesMonth = { year, monthNumber };
  const closures = await salesMonthClosuresFor(ctx);
  return { from: addDays(closureDateOf(shiftMonth(month, -selector.months), closures), 1), to: closureDateOf(month, closures) };
}

/** The monthly performance is kept until the end of the day, except for admins (spec 001 §9): one per server. */
export type PerformanceCache = Map<string, { until: number; answer: PerformanceAnswer }>;
const CACHE_MAX_ENTRIES = 500;

export function performanceCache(): PerformanceCache {
  return new Map();
}

/**
 * The children of the viewed user by role (spec 001 §6). A level with nobody falls through to the next (a brand with no
 * process managers shows its team leaders; a process manager without team leaders their direct reports); an agent
 * with no reports sees their own row. Beside the level's people come the viewed user's direct reports that no child's
 * team covers (individual contributors reporting straight to a manager, issue 49), so every business under the viewed
 * user is in a row.
 */
async function childrenOf(
  ctx: ServiceContext,
  viewed: { id: number; roles: readonly string[]; designationId: number | null },
  level: ChildLevel,
): Promise<{ level: ChildLevel; children: Person[] }> {
  const brandWide = ctx.scope.all && viewed.id === ctx.user.id;
  const withDirect = async (found: Person[]): Promise<Person[]> => {
    const covered = new Set([...(await teamsOf(ctx.tx, found.map((p) => p.id))).values()].flat());
    const direct = (await directReports(ctx.tx, viewed.id)).filter((p) => !covered.has(p.id));
    return [...found, ...direct];
  };
  if (level === 'processManagers') {
    const within = brandWide ? null : (await teamsOf(ctx.tx, [viewed.id])).get(viewed.id) ?? [];
    const found = await processManagers(ctx.tx, ctx.user.domainId, within?.filter((id) => id !== viewed.id) ?? null);
    if (found.length) return { level, children: await withDirect(found) };
  }
  if (level !== 'agents') {
    const team = brandWide ? null : ((await teamsOf(ctx.tx, [viewed.id])).get(viewed.id) ?? []).filter((id) => id !== viewed.id);
    const found = await teamLeaders(ctx.tx, ctx.user.domainId, team);
    if (found.length) return { level: 'teamLeaders', children: await withDirect(found) };
  }
  const reports = await directReports(ctx.tx, viewed.id);
  if (reports.length || level !== 'agents') return { level: 'agents', children: reports };
  const self = await personOf(ctx.tx, viewed.id);
  return { level: 'agents', children: self ? [self] : [] };
}

/** GET /mystique/v1/agent-performance?selector=: one page of rows, one per child (100 for an individual, 1,000 for a team). */
export async function agentPerformance(ctx: ServiceContext, cache: PerformanceCache, selectorText: string): Promise<PerformanceAnswer> {
  const selector = parseSelector(selectorText);
  const isAdmin = hasAnyRole(ctx.user.roles, [ROLES.ADMIN.name]);
  const key = `${ctx.user.id}|${JSON.stringify(selector)}`;
  const cached = cache.get(key);
  if (!isAdmin && cached && cached.until > ctx.now.getTime()) return cached.answer;

  let viewed = { id: ctx.user.id, roles: ctx.user.roles as readonly string[], designationId: ctx.user.designationId ?? null };
  if (selector.agentId !== undefined && selector.agentId !== ctx.user.id) {
    const other = await brandUser(ctx, selector.agentId);
    if (!other) throw notFound(M.noData);
    if (!ctx.scope.all && !ctx.scope.agentIds.includes(other.id)) throw forbidden();
    viewed = { id: other.id, roles: other.roles, designationId: other.designationId };
  }
  const found = await childrenOf(ctx, viewed, childLevelOf(viewed));
  const { level } = found;
  const { from, to } = await performanceWindow(ctx, selector);
  // The viewed user's own business (deals they own, their activity) is a row of its own when there is any, so the
  // rows add up to the viewed user's team row one level up (issue 49).
  const ownRow = found.children.some((c) => c.id === viewed.id) ? [] : await salesRowsOfAgents(ctx, from, to, [viewed.id]);
  const self = ownRow.length ? await personOf(ctx.tx, viewed.id) : null;
  const children = self ? [...found.children, { ...self, name: `${self.name} (own)` }] : found.children;
  if (children.length === 0) throw notFound(M.noData);

  const size = performancePageSize(selector.view);
  const page = children.slice(selector.page * size, (selector.page + 1) * size);
  // The viewed user's own row is theirs alone (their team is the rows beside it).
  const teams = await teamsOf(ctx.tx, page.filter((c) => c.id !== viewed.id).map((c) => c.id));
  if (page.some((c) => c.id === viewed.id)) teams.set(viewed.id, [viewed.id]);
  const members = [...new Set([...teams.values()].flat())];
  const rows = new Map((await salesRowsOfAgents(ctx, from, to, members)).map((r) => [r.agentId, r]));
  const shows = seesPackagesActivated(ctx.user.roles);
  const activated = shows ? await packagesActivated(ctx.tx, ctx.user.domainId, members, istStartOfDay(from), istEndOfDay(to)) : new Map<number, number>();

  const results = page.map((child) => {
    const team = teams.get(child.id) ?? [child.id];
    const sum = sumRows(team.flatMap((id) => {
      const row = rows.get(id);
      return row ? [row] : [];
    }));
    return {
      agentId: child.id,
      agentName: child.name,
      ...sum,
      members: team.length,
      packagesActivated: shows ? team.reduce((n, id) => n + (activated.get(id) ?? 0), 0) : null,
    };
  });
  const answer: PerformanceAnswer = { level, from, to, showsPackagesActivated: shows, results, totalCount: children.length, page: selector.page, size };
  if (!isAdmin) {
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { until: istEndOfDay(istDateOf(ctx.now)).getTime(), answer });
  }
  return answer;
}
