import { and, count, desc, eq } from 'drizzle-orm';
import { offsetPage, type PageRequest } from '../../shared/http/paged';
import type { Tx } from '../../db/client';
import { comments, users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';

export type CommentRow = typeof comments.$inferSelect;

export async function findCommentByClientId(tx: Tx, clientId: string): Promise<CommentRow | undefined> {
  const [row] = await tx.select().from(comments).where(eq(comments.clientId, clientId));
  return row;
}

/** A page of an entity's comments, newest first by happenedAt (comments_entity_idx). */
export async function findCommentsPage(tx: Tx, entityTypeId: number, entityId: number, page: PageRequest) {
  const where = and(eq(comments.entityTypeId, entityTypeId), eq(comments.entityId, entityId));
  return offsetPage(
    page,
    tx
      .select({ comment: comments, authorName: fullName(users) })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(desc(comments.happenedAt), desc(comments.id)),
    tx.select({ n: count() }).from(comments).where(where),
    (rows) => rows,
  );
}

export async function findCommentWithAuthor(tx: Tx, id: number) {
  const [row] = await tx
    .select({ comment: comments, authorName: fullName(users) })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.authorId))
    .where(eq(comments.id, id));
  return row;
}
