import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * The demo's status history (state-movement-reports): the generated book is inserted with its final statuses, so
 * no trigger saw those deals move. This writes, for a few hundred of them, the last move that led to the status
 * they hold (opportunity Termsheet Sent → Closed by its owner, Follow-up → Lost; payment Pending → Approved or
 * Rejected; termsheet Shared → Approved), spread over the 28 days before the anchor. Changes the demo makes
 * later go through the triggers like any other.
 */
export async function seedStatusHistoryDemo(tx: Tx, anchor: Date): Promise<void> {
  const at = (idColumn: string) => sql`(${anchor.toISOString()}::timestamptz - make_interval(days => (${sql.raw(idColumn)} % 28)::int, hours => (${sql.raw(idColumn)} % 9)::int))`;
  await tx.execute(sql`
    insert into status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_by_id, changed_at)
    select 'opportunity', o.id, o.id, o.domain_id, case o.status_id when 2 then 5 else 3 end, o.status_id, o.owner_id, ${at('o.id')}
    from (select * from opportunities where status_id in (2, 6) order by id desc limit 300) o`);
  await tx.execute(sql`
    insert into status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_by_id, changed_at)
    select 'payment', p.id, t.opportunity_id, o.domain_id, 1, p.status_id,
      (select u.id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'FINANCE' and u.domain_id = o.domain_id order by u.id limit 1),
      ${at('p.id')}
    from (select * from payments where status_id in (6, 7) order by id desc limit 200) p
    join milestones m on m.id = p.milestone_id join termsheets t on t.id = m.termsheet_id join opportunities o on o.id = t.opportunity_id`);
  await tx.execute(sql`
    insert into status_changes (entity, entity_id, opportunity_id, domain_id, from_status_id, to_status_id, changed_by_id, changed_at)
    select 'termsheet', t.id, t.opportunity_id, o.domain_id, 2, t.status_id, o.owner_id, ${at('t.id')}
    from (select * from termsheets where status_id = 3 order by id desc limit 200) t join opportunities o on o.id = t.opportunity_id`);
}
