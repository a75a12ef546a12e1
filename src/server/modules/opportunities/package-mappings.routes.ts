// Package, product and project mappings of an opportunity, and the catalogue reads the page needs.
import { z } from 'zod';
import { GENERIC_SUCCESS_MESSAGE, SUCCESS_MESSAGES } from '../../../domain/errors/messages';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { activePackages } from './catalogue.service';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';
import { idParams, optionalId, requiredId } from '../../shared/input-schemas';
import { packageOptionSchema } from '../../../domain/catalogue/package-option';
import { messageSchema, projectLookupSchema } from '../../../domain/opportunities/opportunity-answers';
import { linkedProjectSchema, packageMappingSchema, productMappingSchema } from '../../../domain/opportunities/opportunity-row';
import { addPackageMapping, bulkUpdateProductMappings, deleteMapping, type MappingType } from './package-mappings.service';
import { pagedSchema } from '../../shared/paged';
import { linkProjects, replaceLinkedProject, searchProjects } from './project-mappings.service';
import { errorResponses, security } from '../../shared/route-helpers';

const tags = ['opportunities'];

const jsonObject = z.record(z.string(), z.unknown(), { error: 'Activation parameters must be an object.' });

const addPackageBody = z.object({
  opportunityId: requiredId(),
  packageId: requiredId(),
  quantity: z
    .number({ error: OPPORTUNITY_MESSAGES.quantityInvalid })
    .int(OPPORTUNITY_MESSAGES.quantityInvalid)
    .min(1, OPPORTUNITY_MESSAGES.quantityInvalid)
    .max(10_000, OPPORTUNITY_MESSAGES.quantityInvalid)
    .optional(),
  discount: z.number({ error: OPPORTUNITY_MESSAGES.discountInvalid }).min(0, OPPORTUNITY_MESSAGES.discountInvalid).optional(),
  cityId: optionalId(),
  localityId: optionalId(),
  pricingParameters: z.record(z.string(), z.unknown()).optional(),
});

const bulkUpdateBody = z
  .array(
    z.object({
      id: requiredId(),
      activationParameters: jsonObject,
      extraDetail: z.unknown().optional(),
      fixedParameters: z.unknown().optional(),
    }),
    { error: 'Please send the product mappings to update.' },
  )
  .min(1, 'Please send the product mappings to update.')
  .max(200);

export async function packageMappingRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v2/opportunity/package-mapping',
    {
      schema: {
        tags,
        security,
        summary: 'Add a package to an opportunity at today’s price (discount > 0 → discountApproved Required)',
        body: addPackageBody,
        response: { 200: packageMappingSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => addPackageMapping(ctx, request.body)),
  );

  api.put(
    '/sapna/v1/opportunity/product-mapping/bulk-update',
    {
      schema: {
        tags,
        security,
        summary: 'Update activation parameters, extra detail and fixed parameters of product mappings',
        body: bulkUpdateBody,
        response: { 200: z.object({ message: z.string(), results: z.array(productMappingSchema) }), ...errorResponses },
      },
    },
    async (request) => {
      const results = await runService(api.db, request, (ctx) => bulkUpdateProductMappings(ctx, request.body));
      return { message: SUCCESS_MESSAGES.activationParametersUpdated, results };
    },
  );

  for (const type of ['package', 'product', 'project'] as const satisfies readonly MappingType[]) {
    api.delete(
      `/sapna/v1/opportunity/${type}-mapping/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Remove a ${type} mapping`,
          params: idParams,
          response: { 200: messageSchema, ...errorResponses },
        },
      },
      async (request) => {
        await runService(api.db, request, (ctx) => deleteMapping(ctx, type, request.params.id));
        return { message: GENERIC_SUCCESS_MESSAGE };
      },
    );
  }

  api.post(
    '/sapna/v2/opportunity/project-mapping/opportunity/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Link projects to a package mapping of the opportunity (at most its quantity)',
        params: idParams,
        body: z.object({
          opportunityPackageMappingId: requiredId(),
          projectIds: z.array(requiredId(), { error: 'Please select projects to link.' }).min(1, 'Please select projects to link.').max(1000),
        }),
        response: { 200: pagedSchema(linkedProjectSchema), ...errorResponses },
      },
    },
    async (request) => {
      const linked = await runService(api.db, request, (ctx) => linkProjects(ctx, request.params.id, request.body));
      return { results: linked, totalCount: linked.length, page: 0, size: linked.length };
    },
  );

  api.put(
    '/sapna/v1/opportunity/package/project-mapping/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Point one project link at another project',
        params: idParams,
        body: z.object({ projectId: requiredId() }),
        response: { 200: linkedProjectSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => replaceLinkedProject(ctx, request.params.id, request.body.projectId)),
  );

  api.get(
    '/sapna/v1/projects/search',
    {
      schema: {
        tags,
        security,
        summary: 'Projects to link, by name or id, optionally in a city (20 at most)',
        querystring: z.object({ q: z.string().trim().max(100).optional(), cityId: optionalId() }),
        response: { 200: pagedSchema(projectLookupSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => searchProjects(ctx, { ...request.query, size: 20 })),
  );

  api.get(
    '/sapna/v2/packages',
    {
      // Catalogue data every screen may read (content's package pages included), not a sales read. ≈260 packages a
      // page built field by field in the schema's shape: written without zod's encode in production (issue 50's bench).
      config: { capability: 'signedIn', trustedResponse: true },
      schema: {
        tags,
        security,
        summary: 'Active packages with prices, for a city and client type',
        querystring: z.object({ cityId: optionalId(), clientTypeId: optionalId() }),
        response: { 200: pagedSchema(packageOptionSchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => activePackages(ctx, request.query)),
  );
}
