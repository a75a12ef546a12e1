import type { z } from 'zod';
import { commentRowSchema } from './comment-row';

/** A comment (activity) as the server answers it (POST /sapna/v1/comment, GET .../comment/search): the mirrored row's fields. */
export const commentViewSchema = commentRowSchema;
export type CommentView = z.infer<typeof commentViewSchema>;
