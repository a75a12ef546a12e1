// The live view's rows (spec 002 §2): the brand's active telesales agents with today's activity, their latest call
// today, the case they work on and their campaigns. One query for the whole floor or for the agents a change named.
import { sql } from 'drizzle-orm';
import { can } from '../../../domain/auth/capabilities';
import { canSignIn } from '../../../domain/auth/roles';
import { istDateOf, istStartOfDay } from '../../../domain/format/ist-calendar';
import { LIVE_VIEW_AGENT_ROLES, type LiveAgent } from '../../../domain/live-view/live-view';
import { queryRows, type Db, type Tx } from '../../db/client';

type Row = {
  user_id: number;
  domain_id: number;
  name: string;
  email: string;
  agent_status: number;
  agent_status_changed_at: Date | string | null;
  first_activity_at: Date | string | null;
  last_activity_at: Date | string | null;
  call_id: number | null;
  call_status: LiveAgent['callStatus'];
  call_started_at: Date | string | null;
  call_ended_at: Date | string | null;
  case_id: number | null;
  opportunity_id: number | null;
  campaigns: string[] | null;
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export type LiveAgentRow = LiveAgent & { domainId: number };

/**
 * The agents of a brand (domainId) or, with `userIds`, those of them among the ids (any brand: a change feed asks
 * for the agents it heard of and fans each row out to the viewers of its brand). Ids that are no longer live-view
 * agents (inactive, role removed) are simply absent.
 */
export async function liveAgentRows(db: Db | Tx, filter: { domainId: number } | { userIds: readonly number[] }, now: Date): Promise<LiveAgentRow[]> {
  if ('userIds' in filter && filter.userIds.length === 0) return [];
  const today = istDateOf(now);
  const dayStart = istStartOfDay(today).toISOString();
  const which =
    'userIds' in filter
      ? sql`u.id in (${sql.join(
          filter.userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`u.domain_id = ${filter.domainId}`;
  const rows = await queryRows<Row>(
    db,
    sql`
      select u.id as user_id, u.domain_id, trim(u.first_name || ' ' || u.last_name) as name, u.email,
             u.agent_status, u.agent_status_changed_at,
             a.first_activity_at, a.last_activity_at,
             c.id as call_id, c.status as call_status, c.started_at as call_started_at, c.ended_at as call_ended_at,
             coalesce(cc.id, wc.id) as case_id, coalesce(cc.opportunity_id, wc.opportunity_id) as opportunity_id,
             (select array_agg(k.name order by k.name) from campaign_agents ca join campaigns k on k.id = ca.campaign_id
               where ca.agent_id = u.id and k.active) as campaigns
      from users u
      left join user_activity a on a.user_id = u.id and a.activity_date = ${today}::date
      left join lateral (
        select id, case_id, status, started_at, ended_at from calls
        where agent_id = u.id and started_at >= ${dayStart}::timestamptz
        order by started_at desc, id desc limit 1
      ) c on true
      left join cases cc on cc.id = c.case_id and c.ended_at is null
      left join lateral (
        select id, opportunity_id from cases
        where assigned_agent_id = u.id and status_id = 2
        order by updated_at desc, id desc limit 1
      ) wc on true
      where ${which} and u.status = 1
        and exists (select 1 from user_roles ur join roles r on r.id = ur.role_id
                    where ur.user_id = u.id and r.name in (${sql.join(
                      LIVE_VIEW_AGENT_ROLES.map((role) => sql`${role}`),
                      sql`, `,
                    )}))
      order by name, u.id`,
  );
  return rows.map((r) => ({
    userId: Number(r.user_id),
    domainId: Number(r.domain_id),
    name: r.name,
    email: r.email,
    online: Number(r.agent_status) === 1,
    onlineChangedAt: iso(r.agent_status_changed_at),
    firstActivityAt: iso(r.first_activity_at),
    lastActivityAt: iso(r.last_activity_at),
    callId: r.call_id === null ? null : Number(r.call_id),
    callStatus: r.call_status,
    callStartedAt: iso(r.call_started_at),
    callEndedAt: iso(r.call_ended_at),
    caseId: r.case_id === null ? null : Number(r.case_id),
    opportunityId: r.opportunity_id === null ? null : Number(r.opportunity_id),
    campaigns: r.campaigns ?? [],
  }));
}

/** Strips the brand (the answer's rows do not carry it). */
export function presentLiveAgent({ domainId: _domainId, ...agent }: LiveAgentRow): LiveAgent {
  return agent;
}

/**
 * Whether a viewer may go on watching (asked at each heartbeat): still active, still holding a role with live view,
 * and still signed in somewhere (a sign-out everywhere, a password reset or an expiry ends the stream).
 */
export async function viewerStillAllowed(db: Db | Tx, userId: number, now: Date): Promise<boolean> {
  const [row] = await queryRows<{ roles: string[] | null; designation_id: number | null; signed_in: boolean }>(
    db,
    sql`select (select array_agg(r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles,
               u.designation_id,
               exists (select 1 from sessions s where s.user_id = u.id and s.expires_at > ${now.toISOString()}::timestamptz) as signed_in
        from users u where u.id = ${userId} and u.status = 1`,
  );
  if (!row?.signed_in) return false;
  const roles = row.roles ?? [];
  return canSignIn(roles) && can({ roles, designationId: row.designation_id }, 'liveView');
}
