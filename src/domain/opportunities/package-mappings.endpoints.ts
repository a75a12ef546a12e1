import { z } from 'zod';
import { packageOptionSchema } from '../catalogue/package-option';
import { defineEndpoints, type EndpointEntry } from '../endpoints/endpoint';
import { pagedSchema } from '../paging/paged';
import { idParams, optionalId, requiredId } from '../endpoints/input-schemas';
import { messageSchema, projectLookupSchema } from './opportunity-answers';
import { OPPORTUNITY_MESSAGES } from './opportunity-messages';
import { linkedProjectSchema, packageMappingSchema, productMappingSchema } from './opportunity-row';

/** Each lists the session cookie and the failure answers in the OpenAPI document; sellers change the mappings. */
const shared = { tags: ['opportunities'], documentFailures: true, capability: 'sell' } as const;

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

/** The mappings of an opportunity that can be removed, each at its own path. */
export const MAPPING_TYPES = ['package', 'product', 'project'] as const;
export type MappingType = (typeof MAPPING_TYPES)[number];

const removeMapping = (type: MappingType) =>
  ({
    method: 'DELETE',
    path: `/sapna/v1/opportunity/${type}-mapping/:id`,
    summary: `Remove a ${type} mapping`,
    params: idParams,
    response: messageSchema,
  }) satisfies EndpointEntry;

/** Removing a package, product or project mapping (DELETE /sapna/v1/opportunity/{type}-mapping/{id}). */
export const mappingRemovalEndpoints = defineEndpoints(shared, {
  package: removeMapping('package'),
  product: removeMapping('product'),
  project: removeMapping('project'),
});

/** Package, product and project mappings of an opportunity, and the catalogue reads the page needs. */
export const packageMappingEndpoints = defineEndpoints(shared, {
  addPackage: {
    method: 'POST',
    path: '/sapna/v2/opportunity/package-mapping',
    summary: 'Add a package to an opportunity at today’s price (discount > 0 → discountApproved Required)',
    body: addPackageBody,
    response: packageMappingSchema,
  },
  bulkUpdateProducts: {
    method: 'PUT',
    path: '/sapna/v1/opportunity/product-mapping/bulk-update',
    summary: 'Update activation parameters, extra detail and fixed parameters of product mappings',
    body: bulkUpdateBody,
    response: z.object({ message: z.string(), results: z.array(productMappingSchema) }),
  },
  linkProjects: {
    method: 'POST',
    path: '/sapna/v2/opportunity/project-mapping/opportunity/:id',
    summary: 'Link projects to a package mapping of the opportunity (at most its quantity)',
    params: idParams,
    body: z.object({
      opportunityPackageMappingId: requiredId(),
      projectIds: z.array(requiredId(), { error: 'Please select projects to link.' }).min(1, 'Please select projects to link.').max(1000),
    }),
    response: pagedSchema(linkedProjectSchema),
  },
  replaceLinkedProject: {
    method: 'PUT',
    path: '/sapna/v1/opportunity/package/project-mapping/:id',
    summary: 'Point one project link at another project',
    params: idParams,
    body: z.object({ projectId: requiredId() }),
    response: linkedProjectSchema,
  },
  searchProjects: {
    method: 'GET',
    path: '/sapna/v1/projects/search',
    capability: 'readSales',
    summary: 'Projects to link, by name or id, optionally in a city (20 at most)',
    query: z.object({ q: z.string().trim().max(100).optional(), cityId: optionalId() }),
    response: pagedSchema(projectLookupSchema),
  },
  packages: {
    method: 'GET',
    path: '/sapna/v2/packages',
    // Catalogue data every screen may read (content's package pages included), not a sales read. ≈260 packages a
    // page built field by field in the schema's shape: written without zod's encode in production (issue 50's bench).
    capability: 'signedIn',
    trustedResponse: true,
    summary: 'Active packages with prices, for a city and client type',
    query: z.object({ cityId: optionalId(), clientTypeId: optionalId() }),
    response: pagedSchema(packageOptionSchema),
  },
});
