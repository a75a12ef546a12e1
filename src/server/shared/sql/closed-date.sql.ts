// The SQL twin of domain/opportunities/closed-date.ts (issue 49): a deal's closed moment is its latest move into
// Closed in status_changes, while it is Closed; its closed day is that moment's Asia/Kolkata day. Every report, the
// leaderboard and the performance figures read "closed" through these (closed-date.parity.test.ts).
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { OPPORTUNITY_STATUSES } from '../../../domain/opportunities/statuses';
import { opportunities } from '../../db/schema/index';

const CLOSED = sql.raw(String(OPPORTUNITY_STATUSES.CLOSED));
// Qualified by hand: drizzle leaves a column unqualified in a one-table select, where the subquery's own "id" would
// shadow it. The queries read the table under its name.
const OPP_ID = sql.raw(`"${getTableName(opportunities)}"."id"`);
const OPP_STATUS = sql.raw(`"${getTableName(opportunities)}"."status_id"`);

/**
 * closedAtOf in SQL, for the `opportunities` row of the query: the latest move into Closed among the deal's own status
 * changes. The deal's history is read by status_changes_entity_idx (entity, entity_id: a few rows) and the moves into
 * Closed picked by FILTER. With `to_status_id = 2` in the WHERE the condition matched the partial
 * status_changes_entered_closed_idx (changed_at, entity_id), which the planner then walked whole for each deal when
 * status_changes had no statistics: 9-13 ms a deal, 1.3-2.1 s per 500-row batch of the sales-opportunity CSV at the
 * large seed (42 s for 98,000 rows), against 0.003-0.008 ms a deal this way (EXPLAIN ANALYZE, issue 49).
 */
export function closedAtSql(): SQL<string | null> {
  return sql<string | null>`(case when ${OPP_STATUS} = ${CLOSED} then (select max(entered_closed.changed_at) filter (where entered_closed.to_status_id = ${CLOSED})
    from status_changes entered_closed
    where entered_closed.entity = 'opportunity' and entered_closed.entity_id = ${OPP_ID}) end)`;
}

/** closedDayOf in SQL: the closed moment's day in Asia/Kolkata (a date), null when not Closed. */
export function closedDaySql(): SQL<string | null> {
  return sql<string | null>`((${closedAtSql()}) at time zone 'Asia/Kolkata')::date`;
}

/**
 * Condition on `opportunities`: Closed, with its closed moment from `start` to `end` (inclusive). Read from the moves
 * into Closed in that span (status_changes_entered_closed_idx), so it does not compute every deal's closed day.
 */
export function closedBetweenSql(start: Date, end: Date): SQL {
  return sql`(${OPP_STATUS} = ${CLOSED} and ${OPP_ID} in (
    select moved.entity_id from status_changes moved
    where moved.entity = 'opportunity' and moved.to_status_id = ${CLOSED}
      and moved.changed_at >= ${start.toISOString()}::timestamptz and moved.changed_at <= ${end.toISOString()}::timestamptz
      and not exists (select 1 from status_changes later where later.entity = 'opportunity' and later.entity_id = moved.entity_id
        and later.to_status_id = ${CLOSED} and later.changed_at > moved.changed_at)))`;
}
