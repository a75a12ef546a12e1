import { z } from 'zod';
import { ENTITY_TYPES } from '../../../domain/reference/ids';
import type { AppInstance } from '../../http';
import { idParam, pageParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { addComment, searchComments } from './comments.service';
import { commentInputSchema } from '../../../domain/comments/comment-input';
import { commentViewSchema } from '../../../domain/comments/comment-view';
import { pagedSchema } from '../../../domain/paging/paged';

const tags = ['comments'];


export async function commentsRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/comment',
    {
      schema: {
        tags,
        description: 'Adds a comment on an opportunity (entityTypeId 1) or account (3). Owner opportunities allow Call only.',
        body: commentInputSchema,
        response: { 200: commentViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => addComment(ctx, request.body)),
  );

  api.get(
    '/sapna/v1/comment/search',
    {
      schema: {
        tags,
        description: 'Comments of one entity, 20 a page, newest first (by happenedAt).',
        querystring: z.object({
          entityTypeId: z.coerce.number().pipe(z.union([z.literal(ENTITY_TYPES.OPPORTUNITY), z.literal(ENTITY_TYPES.ACCOUNT)])),
          entityId: idParam(),
          page: pageParam(),
        }),
        response: { 200: pagedSchema(commentViewSchema) },
      },
    },
    async (request) => runService(api.db, request, (ctx) => searchComments(ctx, request.query)),
  );
}
