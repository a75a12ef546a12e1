import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SessionUser } from '../shared/http/session-user';
import { mirrorReferenceData } from '../modules/reference/reference-data.service';
import type { MirrorReferenceData } from '../../domain/reference/reference-data';
import { scopeOf } from '../scope/scope';
import type { MirroredEntity } from '../shared/sql/change-log';
import { encodeCursor, scopeFingerprint } from './cursor';
import { oldestRunningTxid, servablePosition } from './horizon';
import { countInScope, rowsInScope } from './mirror-rows';
import { MIRROR_SOURCES } from './mirror-scope';
import { rowIdOf, type RowOf } from '../../domain/sync/mirror-rows';
import { encodeColumns } from '../../domain/sync/snapshot-columns';
import type { SnapshotFormat } from '../../domain/sync/sync-wire';

/**
 * GET /sync/v1/snapshot (SYNC.md "First sign-in primes the mirror"): one page of every row of one entity in
 * the user's scope, by id. The device walks every entity page by page, then pulls deltas from the cursor of
 * the FIRST page it fetched: each page's cursor is taken before its rows are read (everything below it is in
 * the rows; a change racing the read is served again by the pull), so the earliest cursor covers all pages.
 * `reference` is the reference data (GET /sapna/v1/reference-data, plus the package picker's catalogue) as one row; it is not in the change log,
 * so the device fetches it again when priming and may refresh it whenever it is online.
 *
 * `format=columns` (the app's engine asks for it) answers a mirrored entity's page compactly: a column list and
 * an array of values a row (domain/sync/snapshot-columns.ts), about half the bytes of an object a row. The
 * default, `rows`, is the previous release's page, kept for apps still running it.
 */
export const SNAPSHOT_ENTITIES = ['account', 'contact', 'legalEntity', 'opportunity', 'termsheet', 'milestone', 'payment', 'comment', 'approval', 'document', 'reference'] as const;
export type SnapshotEntity = (typeof SNAPSHOT_ENTITIES)[number];

export type SnapshotInput = { entity: SnapshotEntity; after?: number | undefined; limit: number; format?: SnapshotFormat | undefined };
type PageFields = {
  /** Pass as `after` for the next page (the last row's id); null when the page is empty. */
  nextAfter: number | null;
  hasMore: boolean;
  /** Rows of this entity in scope; on the first page only (no `after`), for the progress bar. */
  totalCount?: number;
  cursor: string;
};
export type SnapshotPage =
  | { [E in MirroredEntity]: PageFields & { entity: E; rows: RowOf[E][] } }[MirroredEntity]
  | (PageFields & { entity: MirroredEntity; columns: string[]; values: unknown[][] })
  | (PageFields & { entity: 'reference'; rows: [MirrorReferenceData] });

export async function snapshotPage(db: Db, user: SessionUser, input: SnapshotInput): Promise<SnapshotPage> {
  // The cursor is fixed before any row is read (its own statement, before the reading snapshot).
  const horizon = await oldestRunningTxid(db);
  return db.transaction(
    async (tx) => {
      const scope = await scopeOf(tx, user);
      const cursor = encodeCursor({ ...servablePosition(horizon), fingerprint: scopeFingerprint(user.id, scope) });
      if (input.entity === 'reference') {
        const reference = await mirrorReferenceData({ tx, user, scope, now: new Date() });
        return { entity: 'reference', rows: [reference], nextAfter: null, hasMore: false, totalCount: 1, cursor };
      }
      const entity: MirroredEntity = input.entity;
      const source = MIRROR_SOURCES[entity];
      const after = input.after === undefined ? null : sqlAfter(source.id, input.after);
      const fetched = await rowsInScope(tx, entity, scope, after, input.limit + 1);
      const rows = fetched.slice(0, input.limit);
      const last = rows.at(-1);
      // rows are of `entity` (rowsInScope is typed per entity; TypeScript cannot follow the correlation here).
      return {
        entity,
        ...(input.format === 'columns' ? encodeColumns(rows) : { rows }),
        nextAfter: last ? rowIdOf(last) : null,
        hasMore: fetched.length > input.limit,
        ...(input.after === undefined ? { totalCount: await countInScope(tx, entity, scope) } : {}),
        cursor,
      } as SnapshotPage;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function sqlAfter(id: SQL, after: number): SQL {
  return sql`${id} > ${after}`;
}
