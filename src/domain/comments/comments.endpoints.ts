import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam, pageParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { ENTITY_TYPES } from '../reference/ids';
import { commentInputSchema } from './comment-input';
import { commentViewSchema } from './comment-view';


/** Comments (activities) on an opportunity or account: read by whoever reads sales, added by the roles that sell. */
export const commentEndpoints = defineEndpoints({ tags: ['comments'] }, {
  add: {
    method: 'POST',
    path: '/sapna/v1/comment',
    capability: 'sell',
    description: 'Adds a comment on an opportunity (entityTypeId 1) or account (3). Owner opportunities allow Call only.',
    body: commentInputSchema,
    response: commentViewSchema,
  },
  search: {
    method: 'GET',
    path: '/sapna/v1/comment/search',
    capability: 'readSales',
    description: 'Comments of one entity, 20 a page, newest first (by happenedAt).',
    query: z.object({
      entityTypeId: z.coerce.number().pipe(z.union([z.literal(ENTITY_TYPES.OPPORTUNITY), z.literal(ENTITY_TYPES.ACCOUNT)])),
      entityId: idParam(),
      page: pageParam(),
    }),
    response: pagedSchema(commentViewSchema),
  },
});
