// The range and filters of a report request, checked once before anything runs (issue 12 "Rules", "Bad input").
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { istEndOfDay, istStartOfDay } from '../../../domain/format/ist-calendar';
import { MAX_REPORT_RANGE_DAYS, REPORT_MESSAGES, reportRangeDays, type ReportFilter } from '../../../domain/reports/report-kinds';
import type { StateMovementEntity } from '../../../domain/reports/state-movement';
import type { Db, Tx } from '../../db/client';
import { accounts, cities, opportunities, users } from '../../db/schema/index';
import { unprocessable } from '../../errors';

export type ReportWindow = {
  from: string;
  to: string;
  /** Start of `from` and end of `to`, Asia/Kolkata (spec 000 §9, 001 §9). */
  start: Date;
  end: Date;
  cityId?: number;
  agentId?: number;
  /** state-movement: the deal's owner (agentId there is who made the change). */
  ownerId?: number;
  clientTypeId?: number;
  outcomeId?: number;
  entity?: StateMovementEntity;
  campaign?: string;
  /** sales-opportunity: the range is of the creation (default) or of the closed date. */
  dated?: 'created' | 'closed';
  /** sales-opportunity: owned deals only. */
  owned?: boolean;
  /** sales-opportunity: the account's client status (hot, cold, warm). */
  clientStatusId?: number;
  /** call-detail: every logged activity (the sales report's Activity Done), not only calls. */
  activity?: 'all';
};

/** The window of a request: an end before the start or an unknown filter value is 422, as is a range over 366 days. */
export async function reportWindowOf(tx: Db | Tx, domainId: number, filter: ReportFilter): Promise<ReportWindow> {
  if (filter.to < filter.from) throw unprocessable(REPORT_MESSAGES.fromAfterTo);
  if (reportRangeDays(filter.from, filter.to) > MAX_REPORT_RANGE_DAYS) throw unprocessable(REPORT_MESSAGES.timeout);
  if (filter.cityId !== undefined) {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, filter.cityId));
    if (!city) throw unprocessable(REPORT_MESSAGES.unknownCity);
  }
  for (const person of [filter.agentId, filter.ownerId]) {
    if (person === undefined) continue;
    const [agent] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, person), eq(users.domainId, domainId)) ?? sql`true`);
    if (!agent) throw unprocessable(REPORT_MESSAGES.unknownAgent);
  }
  return {
    from: filter.from,
    to: filter.to,
    start: istStartOfDay(filter.from),
    end: istEndOfDay(filter.to),
    cityId: filter.cityId,
    agentId: filter.agentId,
    ownerId: filter.ownerId,
    clientTypeId: filter.clientTypeId,
    outcomeId: filter.outcomeId,
    entity: filter.entity,
    campaign: filter.campaign,
    dated: filter.dated,
    owned: filter.owned === 'yes',
    clientStatusId: filter.clientStatusId,
    activity: filter.activity,
  };
}

/**
 * The window's city, agent and client-type filters (none where unset): city and agent on the given columns (by
 * default the opportunity's city and owner), the client type always the account's.
 */
export function windowFilters(window: ReportWindow, on: { city: AnyPgColumn; agent: AnyPgColumn } = { city: opportunities.cityId, agent: opportunities.ownerId }): (SQL | undefined)[] {
  return [
    window.cityId === undefined ? undefined : eq(on.city, window.cityId),
    window.agentId === undefined ? undefined : eq(on.agent, window.agentId),
    window.clientTypeId === undefined ? undefined : eq(accounts.clientTypeId, window.clientTypeId),
  ];
}
