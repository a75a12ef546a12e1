import { api } from '../../../lib/api/api';
import type { CommentPage } from './comment-types';

/** GET /api/sapna/v1/comment/search: one entity's comments, 20 a page (0-based), newest first. */
export function searchComments(entityTypeId: number, entityId: number, page: number, signal?: AbortSignal): Promise<CommentPage> {
  return api.get<CommentPage>('/sapna/v1/comment/search', { query: { entityTypeId, entityId, page }, signal, notify: false });
}
