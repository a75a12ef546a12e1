import { presentComment as presentDomainComment } from '../../../../domain/comments/comment-view';
import { ENTITY_TYPES } from '../../../../domain/reference/ids';
import { COMMENTS_SEARCH_SIZE } from '../../../../domain/reference/limits';
import type { CommentPage, CommentView } from '../data/comment-types';
import type { MirrorDb } from '../../../lib/offline/device/db';
import type { CommentRow } from '../../../lib/offline/device/mirror-rows';
import { markWrite } from '../../../lib/offline/outbox/write-result';
import { compareText, newestIdFirst, pendingFlag } from '../../../lib/offline/device/mirror-order';

// The comment feed of an account (entityTypeId 3) or an opportunity (1), as GET /sapna/v1/comment/search answers
// it: 20 a page, newest first by happenedAt (then id), with the entity's total count.

function presentComment(row: CommentRow): CommentView {
  return { ...pendingFlag(row), ...presentDomainComment(row) };
}

/**
 * True when the entity is on the device (its comments are then all there too). Asked as a query, not a get: in a
 * live query Dexie caches queries (not gets) and answers them again with the writes of a transaction still
 * running, so a comment queued on the record shows as soon as it is written, not after the commit and a new read
 * (issue 10: an offline write shows within 100 ms).
 */
async function entityOnDevice(db: MirrorDb, entityTypeId: number, entityId: number): Promise<boolean> {
  if (entityTypeId === ENTITY_TYPES.ACCOUNT) return (await db.accounts.where('accountId').equals(entityId).toArray()).length > 0;
  if (entityTypeId === ENTITY_TYPES.OPPORTUNITY) return (await db.opportunities.where('id').equals(entityId).toArray()).length > 0;
  return false;
}

/**
 * Pages `from`..`through` (0-based) of the entity's comments in one answer: `page` is the last page included, so
 * `(page + 1) * size < totalCount` still says whether more follow. A feed that has loaded three pages asks
 * for 0..2 and stays live as comments are queued or pulled. undefined when the entity is not on the device.
 */
export async function mirrorCommentPages(
  db: MirrorDb,
  entityTypeId: number,
  entityId: number,
  through: number,
  from = 0,
): Promise<CommentPage | undefined> {
  markWrite('comments-read');
  // Both reads at once (one round trip: the feed re-runs on every comment queued on the record).
  const [onDevice, rows] = await Promise.all([
    entityOnDevice(db, entityTypeId, entityId),
    db.comments
      .where('[entityTypeId+entityId+happenedAt]')
      .between([entityTypeId, entityId, ''], [entityTypeId, entityId, '\uffff'])
      .toArray(),
  ]);
  if (!onDevice) return undefined;
  const size = COMMENTS_SEARCH_SIZE;
  rows.sort((a, b) => compareText(b.happenedAt, a.happenedAt) || newestIdFirst(a.id, b.id));
  markWrite('comments-read-done');
  return { results: rows.slice(from * size, (through + 1) * size).map(presentComment), totalCount: rows.length, page: through, size };
}

/** One page, as the server's search answers it. */
export function mirrorCommentPage(db: MirrorDb, entityTypeId: number, entityId: number, page: number): Promise<CommentPage | undefined> {
  return mirrorCommentPages(db, entityTypeId, entityId, page, page);
}
