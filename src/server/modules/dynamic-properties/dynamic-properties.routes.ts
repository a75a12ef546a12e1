import { z } from 'zod';
import { dynamicPropertySchema, dynamicPropertyUpdateSchema } from '../../../domain/dynamic-properties/dynamic-property-schema';
import { allInOnePage, pagedSchema } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { accountLinkSharingAnswerSchema } from '../../../domain/dynamic-properties/account-link-sharing';
import { userOf } from '../../http';
import { accountLinkSharingFor } from './account-link-sharing.service';
import * as service from './dynamic-properties.service';

const tags = ['dynamic properties'];
const keyParams = z.object({ key: z.string().min(1).max(100) });

/** GET and PUT /sapna/v1/dynamicProperties/{key} (spec 002 §7 names them without a path): Admin reads and writes. */
export async function dynamicPropertiesRoutes(api: AppInstance): Promise<void> {
  const cache = service.dynamicPropertyCacheOf(api.deps);
  const stop = await cache.listen(api.deps.database);
  api.addHook('onClose', async () => stop());

  api.get(
    '/sapna/v1/dynamicProperties',
    { schema: { tags, security, summary: 'Every dynamic property with its value, description, who changed it and when', response: { 200: pagedSchema(dynamicPropertySchema), ...errorResponses } } },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => service.listDynamicProperties(ctx))),
  );

  api.get(
    '/sapna/v1/dynamicProperties/:key',
    { schema: { tags, security, summary: 'One dynamic property; 404 for an unknown key', params: keyParams, response: { 200: dynamicPropertySchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => service.getDynamicProperty(ctx, request.params.key)),
  );

  api.put(
    '/sapna/v1/dynamicProperties/:key',
    {
      schema: {
        tags,
        security,
        summary: "Change a dynamic property's value (checked against its key's schema); every process sees it at once",
        params: keyParams,
        body: dynamicPropertyUpdateSchema,
        response: { 200: dynamicPropertySchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => service.updateDynamicProperty(ctx, request.params.key, request.body.value)),
  );

  // Every signed-in user asks whether they may share an account link now: the app shows the share action only then.
  api.get(
    '/sapna/v1/account-link-sharing',
    {
      config: { capability: 'signedIn' },
      schema: { tags, security, summary: 'Whether the caller may share account links now (role, dynamic property, allow-list), and why not', response: { 200: accountLinkSharingAnswerSchema, ...errorResponses } },
    },
    async (request) => accountLinkSharingFor(userOf(request), cache),
  );
}
