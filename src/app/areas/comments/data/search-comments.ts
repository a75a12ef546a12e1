import { commentEndpoints } from '../../../../domain/comments/comments.endpoints';
import { call } from '../../../lib/api/call';
import type { CommentPage } from './comment-types';

/** GET /api/sapna/v1/comment/search: one entity's comments, 20 a page (0-based), newest first. */
export function searchComments(entityTypeId: number, entityId: number, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return call(commentEndpoints.search, { query: { entityTypeId, entityId, page }, signal, notify: false });
}
