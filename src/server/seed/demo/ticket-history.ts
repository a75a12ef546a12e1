import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

/**
 * Gives each generated ticket with no history the history its status implies (issue 52), as the lifecycle would
 * have written it: raised Open by its reporter at its creation; then, when it moved on, taken by its assignee (the
 * brand's Ticketing user; the admin where the brand has none) and moved one step at a time, Open → In Progress →
 * Resolved → Closed, the steps evenly spaced up to the ticket's updatedAt.
 *
 * Written in SQL after the generation has committed rather than by the generator: the large seed writes tickets on
 * one connection and its staff on another, so a history row could not yet name its uncommitted actor.
 */
export async function seedTicketHistory(db: Db | Tx): Promise<void> {
  await db.execute(sql`
    with bare as (
      select t.id, t.status_id, t.assignee_id, t.reporter_id, t.created_at, t.updated_at,
             coalesce(t.assignee_id, (select u.id from users u where u.username = 'admin'), t.reporter_id) as actor_id
      from tickets t
      where not exists (select 1 from ticket_history h where h.ticket_id = t.id)
    ),
    steps as (
      select b.*, s.step, b.created_at + (b.updated_at - b.created_at) * s.step / (b.status_id - 1) as at
      from bare b cross join lateral generate_series(1, b.status_id - 1) as s(step)
    )
    insert into ticket_history (ticket_id, kind, from_status_id, to_status_id, from_assignee_id, to_assignee_id, actor_id, created_at)
    select id, kind, from_status_id, to_status_id, from_assignee_id, to_assignee_id, actor_id, created_at
    from (
      select id, 'created' as kind, null::int as from_status_id, 1 as to_status_id, null::int as from_assignee_id,
             null::int as to_assignee_id, reporter_id as actor_id, created_at, 0 as ord
      from bare
      union all
      select id, 'assignee', null, null, null, assignee_id, actor_id, at, 1 from steps where step = 1 and assignee_id is not null
      union all
      select id, 'status', step, step + 1, null, null, actor_id, at, 1 + step from steps
    ) rows
    order by id, ord`);
}
