import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { idParam } from '../endpoints/params';
import { pagedSchema } from '../paging/paged';
import { packageContentRoutes } from './package-content.paths';
import { packageContentInputSchema, packageContentSummarySchema, packageContentViewSchema } from './package-content';

const packageId = z.object({ packageId: idParam() });

/** Packages' display content: every signed-in user reads; the content role (Housing Content, Admin) writes. */
export const packageContentEndpoints = defineEndpoints({ tags: ['package-content'], capability: 'signedIn' }, {
  list: {
    ...packageContentRoutes.list,
    summary: 'Packages with whether each has display content',
    response: pagedSchema(packageContentSummarySchema),
  },
  get: {
    method: 'GET', path: '/sapna/v1/package-content/:packageId',
    summary: "A package's display content (title, description, highlights, image URL; empty when none saved)",
    params: packageId, response: packageContentViewSchema,
  },
  save: {
    method: 'PUT', path: '/sapna/v1/package-content/:packageId', capability: 'content',
    summary: "Save a package's display content (content role: Housing Content, Admin)",
    params: packageId, body: packageContentInputSchema, response: packageContentViewSchema,
  },
});
