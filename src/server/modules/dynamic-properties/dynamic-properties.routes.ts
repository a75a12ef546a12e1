import { dynamicPropertyEndpoints as endpoints } from '../../../domain/dynamic-properties/dynamic-properties.endpoints';
import { allInOnePage } from '../../../domain/paging/paged';
import { userOf, type AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { accountLinkSharingFor } from './account-link-sharing.service';
import * as service from './dynamic-properties.service';

/** Dynamic properties (domain/dynamic-properties/dynamic-properties.endpoints.ts), kept in a cache every process refreshes. */
export async function dynamicPropertiesRoutes(api: AppInstance): Promise<void> {
  const cache = service.dynamicPropertyCacheOf(api.deps);
  const stop = await cache.listen(api.deps.database);
  api.addHook('onClose', async () => stop());

  route(api, endpoints.list).service(async (ctx) => allInOnePage(await service.listDynamicProperties(ctx)));
  route(api, endpoints.get).service((ctx, { params }) => service.getDynamicProperty(ctx, params.key));
  route(api, endpoints.update).service((ctx, { params, body }) => service.updateDynamicProperty(ctx, params.key, body.value));
  route(api, endpoints.accountLinkSharing).handle((request) => accountLinkSharingFor(userOf(request), cache));
}
