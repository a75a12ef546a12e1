import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { accountLinkSharingAnswerSchema } from './account-link-sharing';
import { dynamicPropertySchema, dynamicPropertyUpdateSchema } from './dynamic-property-schema';

const key = z.object({ key: z.string().min(1).max(100) });

/** GET and PUT /sapna/v1/dynamicProperties/{key} (spec 002 §7 names them without a path): Admin reads and writes. */
export const dynamicPropertyEndpoints = defineEndpoints({ tags: ['dynamic properties'], documentFailures: true, capability: 'people' }, {
  list: {
    method: 'GET', path: '/sapna/v1/dynamicProperties',
    summary: 'Every dynamic property with its value, description, who changed it and when',
    response: pagedSchema(dynamicPropertySchema),
  },
  get: { method: 'GET', path: '/sapna/v1/dynamicProperties/:key', summary: 'One dynamic property; 404 for an unknown key', params: key, response: dynamicPropertySchema },
  update: {
    method: 'PUT', path: '/sapna/v1/dynamicProperties/:key',
    summary: "Change a dynamic property's value (checked against its key's schema); every process sees it at once",
    params: key, body: dynamicPropertyUpdateSchema, response: dynamicPropertySchema,
  },
  /** Every signed-in user asks whether they may share an account link now: the app shows the share action only then. */
  accountLinkSharing: {
    method: 'GET', path: '/sapna/v1/account-link-sharing', capability: 'signedIn',
    summary: 'Whether the caller may share account links now (role, dynamic property, allow-list), and why not',
    response: accountLinkSharingAnswerSchema,
  },
});
