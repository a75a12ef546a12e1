import { z } from 'zod';
import { hasAnyRole, ROLES, WHOLE_BRAND_ROLES } from '../auth/roles';
import { PERFORMANCE_PAGE_SIZE } from '../reference/limits';
import { salesRowSchema } from '../reports/sales';

/**
 * agent/performance (one agent) and performance (a team), issue 13 / spec 002 §3, §6; spec 001 §6, §9: the sales
 * report's columns for a sales month or a quarterly cycle, for the viewer's children by role, 100 rows a page for an
 * individual and 1,000 for a team, with 'Packages Activated' for Admin and owner agents.
 */

export const PERFORMANCE_MESSAGES = {
  noData: 'No data available under agent',
  // Ours:
  offline: 'Performance needs a connection.',
  badSelector: 'The selector must be JSON with a month as YYYY-MM.',
} as const;

/** Process-manager roles (telesales process owners and managers). */
export const PROCESS_MANAGER_ROLES: readonly string[] = [ROLES.TSPO.name, ROLES.BTPM.name];

export type ChildLevel = 'processManagers' | 'teamLeaders' | 'agents';

export const CHILD_LEVEL_LABELS: Record<ChildLevel, string> = { processManagers: 'Process managers', teamLeaders: 'Team leaders', agents: 'Agents' };

/**
 * Which children a viewer's performance loads (spec 001 §6): managers and admins see process managers; process
 * managers see team leaders; team leaders and agents see agents. The other whole-brand roles (HOM, finance, the
 * read-only roles) read the brand as managers do.
 */
export function childLevelOf(user: { roles: readonly string[]; designationId?: number | null }): ChildLevel {
  if (hasAnyRole(user.roles, WHOLE_BRAND_ROLES)) return 'processManagers';
  if (hasAnyRole(user.roles, PROCESS_MANAGER_ROLES)) return 'teamLeaders';
  return 'agents';
}

/** 'Packages Activated' is shown to Admin and owner agents (spec 001 §6, 002 §6). */
export function seesPackagesActivated(roles: readonly string[]): boolean {
  return hasAnyRole(roles, [ROLES.ADMIN.name, ROLES.HOUSING_OWNER_AGENT.name]);
}

export const PERFORMANCE_VIEWS = ['agent', 'team'] as const;
export type PerformanceView = (typeof PERFORMANCE_VIEWS)[number];

export function performancePageSize(view: PerformanceView): number {
  return view === 'team' ? PERFORMANCE_PAGE_SIZE.TEAM : PERFORMANCE_PAGE_SIZE.INDIVIDUAL;
}

/** The `selector` query (JSON): the view, the sales month, monthly (1) or a quarterly cycle (3 months ending there), the page. */
export const performanceSelectorSchema = z.object({
  view: z.enum(PERFORMANCE_VIEWS).default('agent'),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PERFORMANCE_MESSAGES.badSelector }),
  months: z.union([z.literal(1), z.literal(3)]).default(1),
  page: z.number().int().min(0).max(100_000).default(0),
  /** Whose children to load (a child of the viewer's); the viewer by default. */
  agentId: z.number().int().positive().max(2_147_483_647).optional(),
});
export type PerformanceSelector = z.infer<typeof performanceSelectorSchema>;

export const performanceRowSchema = salesRowSchema.extend({
  /** Members whose rows are summed in this row (the child and everyone under them). */
  members: z.number().int(),
  packagesActivated: z.number().int().nullable(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const performanceAnswerSchema = z.object({
  level: z.enum(['processManagers', 'teamLeaders', 'agents']),
  from: z.string(),
  to: z.string(),
  showsPackagesActivated: z.boolean(),
  results: z.array(performanceRowSchema),
  totalCount: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type PerformanceAnswer = z.infer<typeof performanceAnswerSchema>;

type Summable = Omit<PerformanceRow, 'agentId' | 'agentName' | 'members' | 'packagesActivated'>;

/** A child's row: the sum of their team members' rows (each member's own opportunities). */
export function sumRows(rows: readonly Summable[]): Summable {
  const zero = { accounts: 0, dealValue: 0 };
  const add = (a: { accounts: number; dealValue: number }, b: { accounts: number; dealValue: number }) => ({
    accounts: a.accounts + b.accounts,
    dealValue: Math.round((a.dealValue + b.dealValue) * 100) / 100,
  });
  return rows.reduce<Summable>(
    (acc, r) => ({
      assignedOpportunities: acc.assignedOpportunities + r.assignedOpportunities,
      uniqueAccounts: acc.uniqueAccounts + r.uniqueAccounts,
      activityDone: acc.activityDone + r.activityDone,
      hot: add(acc.hot, r.hot),
      cold: add(acc.cold, r.cold),
      warm: add(acc.warm, r.warm),
      closed: add(acc.closed, r.closed),
    }),
    { assignedOpportunities: 0, uniqueAccounts: 0, activityDone: 0, hot: zero, cold: zero, warm: zero, closed: zero },
  );
}
