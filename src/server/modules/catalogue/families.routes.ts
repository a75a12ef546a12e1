import { z } from 'zod';
import { familyCopyInputSchema, familyCopySchema, familyInputSchema, familySchema } from '../../../domain/catalogue/family-schema';
import type { AppInstance } from '../../http';
import { errorResponses, security } from '../../shared/route-helpers';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { queryBoolean, queryText } from './catalogue-query';
import { copyFamily, createFamily, deleteFamily, listFamilies, updateFamily } from './families.service';

const tags = ['catalogue'];
const params = z.object({ id: idParam() });
const deleted = z.object({ id: z.number().int(), msg: z.string() });

/** product-package-family (spec 001 §7: package families v3 read, v2 CRUD with optional copy). */
export async function familiesRoutes(api: AppInstance): Promise<void> {
  api.get(
    '/sapna/v3/package-families',
    {
      schema: {
        tags,
        security,
        summary: 'Package families with their packages, pricing parameters and product mappings',
        description: 'campaignPackagesOnly=true: a campaign family keeps only its packages with Value in the name (spec 001 §5).',
        querystring: z.object({ name: queryText(), campaignPackagesOnly: queryBoolean() }),
        response: { 200: z.array(familySchema), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listFamilies(ctx, request.query)),
  );
  api.post(
    '/sapna/v2/package-family',
    { schema: { tags, security, summary: 'Create a package family', body: familyInputSchema, response: { 200: familySchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => createFamily(ctx, request.body)),
  );
  api.put(
    '/sapna/v2/package-family/:id',
    { schema: { tags, security, summary: 'Rename or (de)activate a package family', params, body: familyInputSchema, response: { 200: familySchema, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => updateFamily(ctx, request.params.id, request.body)),
  );
  api.delete(
    '/sapna/v2/package-family/:id',
    { schema: { tags, security, summary: 'Delete a family with its packages; 409 when one of them was sold', params, response: { 200: deleted, ...errorResponses } } },
    async (request) => runService(api.db, request, (ctx) => deleteFamily(ctx, request.params.id)),
  );
  api.post(
    '/sapna/v2/package-family/:id/copy',
    {
      schema: {
        tags,
        security,
        summary: 'Copy a family with its packages, product mappings and product configs under a new name (prices when copyPrices)',
        params,
        body: familyCopyInputSchema,
        response: { 200: familyCopySchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => copyFamily(ctx, request.params.id, request.body)),
  );
}
