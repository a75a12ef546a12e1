import { api } from '../../../lib/api/api';
import type { CommentView, NewComment } from './comment-types';

/** POST /api/sapna/v1/comment. The panel shows 'Unable to post comment' itself on failure. */
export function addComment(comment: NewComment): Promise<CommentView> {
  return api.post<CommentView>('/sapna/v1/comment', comment, { notify: false });
}
