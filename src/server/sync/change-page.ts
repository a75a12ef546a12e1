import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import type { Scope } from '../scope/scope';
import type { MirroredEntity } from '../shared/sql/change-log';
import type { LogPosition } from './cursor';
import { MIRROR_SOURCES } from './mirror-scope';

export type LoggedChange = LogPosition & {
  entity: MirroredEntity;
  entityId: number;
  accountId: number;
  op: 'upsert' | 'delete' | 'move';
  prevAgentIds: number[];
};

const intArray = (ids: number[]): SQL => sql`array[${sql.join(
  ids.map((id) => sql`${id}`),
  sql`, `,
)}]::int[]`;

/**
 * Change-log rows that may concern this user. A cheap pre-filter; the pull then decides row by row from the
 * current data. For a book (team) scope: rows of accounts in the book, rows of accounts where the team owns
 * an opportunity, and move rows whose previous owners were in the team (what left the book). For a
 * whole-brand scope: rows of the brand's accounts.
 */
function relevantTo(scope: Scope): SQL {
  if (scope.all) return sql`c.account_id in (select a.id from accounts a where a.domain_id = ${scope.domainId})`;
  const team = intArray(scope.agentIds);
  return sql`(c.account_id in (select a.id from accounts a where a.domain_id = ${scope.domainId} and a.agent_id = any(${team}))
    or c.account_id in (select o.account_id from opportunities o where o.domain_id = ${scope.domainId} and o.owner_id = any(${team}))
    or (c.prev_agent_ids is not null and c.prev_agent_ids && ${team}))`;
}

/**
 * The next rows after `after` in pull order, of transactions below `xmin` only (all finished, so nothing can
 * still appear below them). Answers at most `limit` rows and whether more follow.
 */
export async function readChangePage(
  tx: Tx,
  scope: Scope,
  after: LogPosition,
  xmin: bigint,
  limit: number,
): Promise<{ changes: LoggedChange[]; hasMore: boolean }> {
  const rows = await queryRows<{
    seq: string | number;
    txid: string;
    entity: MirroredEntity;
    entity_id: number;
    account_id: number;
    op: LoggedChange['op'];
    prev_agent_ids: number[] | null;
  }>(
    tx,
    sql`select c.seq, c.txid::text as txid, c.entity, c.entity_id, c.account_id, c.op, c.prev_agent_ids
        from change_log c
        where (c.txid, c.seq) > (${after.txid.toString()}::bigint, ${after.seq}::bigint)
          and c.txid < ${xmin.toString()}::bigint
          and c.entity in (${sql.join(
            Object.keys(MIRROR_SOURCES).map((entity) => sql`${entity}`),
            sql`, `,
          )})
          and ${relevantTo(scope)}
        order by c.txid, c.seq
        limit ${limit + 1}`,
  );
  const changes = rows.slice(0, limit).map((r) => ({
    txid: BigInt(r.txid),
    seq: Number(r.seq),
    entity: r.entity,
    entityId: Number(r.entity_id),
    accountId: Number(r.account_id),
    op: r.op,
    prevAgentIds: (r.prev_agent_ids ?? []).map(Number),
  }));
  return { changes, hasMore: rows.length > limit };
}
