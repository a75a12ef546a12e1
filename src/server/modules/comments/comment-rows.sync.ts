import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';
import type { Tx } from '../../db/client';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { CommentRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of comments, in the shape of rows.ts (field names of the online routes); src/server/sync/mirror-rows.ts
// registers it.

const author = alias(users, 'author');

export function loadCommentRows(tx: Tx, idFilter: IdFilter): Promise<CommentRow[]> {
  return jsonRows(
    tx,
    sql`select c.id, json_build_object(
        'id', c.id, 'entityTypeId', c.entity_type_id, 'entityId', c.entity_id, 'accountId', c.account_id,
        'activityType', c.activity_type, 'text', c.text, 'callStatusId', c.call_status_id,
        'callDurationSeconds', c.call_duration_seconds, 'happenedAt', ${iso(sql`c.happened_at`)},
        'receivedAt', ${iso(sql`c.received_at`)}, 'authorId', c.author_id, 'authorName', ${fullName(author)},
        'clientId', c.client_id) as j
      from comments c
      left join users author on author.id = c.author_id
      where ${idFilter(sql`c.id`)}`,
  );
}
