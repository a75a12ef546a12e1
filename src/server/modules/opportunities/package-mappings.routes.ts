// Package, product and project mappings of an opportunity, and the catalogue reads the page needs
// (domain/opportunities/package-mappings.endpoints.ts).
import { GENERIC_SUCCESS_MESSAGE, SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { runService } from '../../shared/http/service-context';
import { MAPPING_TYPES, mappingRemovalEndpoints, packageMappingEndpoints as endpoints } from '../../../domain/opportunities/package-mappings.endpoints';
import { activePackages } from './catalogue.service';
import { addPackageMapping, bulkUpdateProductMappings, deleteMapping } from './package-mappings.service';
import { linkProjects, replaceLinkedProject, searchProjects } from './project-mappings.service';

export async function packageMappingRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.addPackage).service((ctx, { body }) => addPackageMapping(ctx, body));
  route(api, endpoints.bulkUpdateProducts).handle(async (request) => {
    const results = await runService(api.db, request, (ctx) => bulkUpdateProductMappings(ctx, request.body));
    return { message: SUCCESS_MESSAGES.activationParametersUpdated, results };
  });
  for (const type of MAPPING_TYPES) {
    route(api, mappingRemovalEndpoints[type]).handle(async (request) => {
      await runService(api.db, request, (ctx) => deleteMapping(ctx, type, request.params.id));
      return { message: GENERIC_SUCCESS_MESSAGE };
    });
  }
  route(api, endpoints.linkProjects).handle(async (request) => {
    const linked = await runService(api.db, request, (ctx) => linkProjects(ctx, request.params.id, request.body));
    return { results: linked, totalCount: linked.length, page: 0, size: linked.length };
  });
  route(api, endpoints.replaceLinkedProject).service((ctx, { params, body }) => replaceLinkedProject(ctx, params.id, body.projectId));
  route(api, endpoints.searchProjects).service((ctx, { query }) => searchProjects(ctx, { ...query, size: 20 }));
  route(api, endpoints.packages).service((ctx, { query }) => activePackages(ctx, query));
}
