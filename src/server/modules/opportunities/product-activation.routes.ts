// Product activation (activate, force-activate, details, tag listings) and complimentary products of an
// opportunity (list, add, deactivate). The spec names these calls without paths (001 §7); ours, under /sapna/.
import { z } from 'zod';
import {
  activationDetailsSchema,
  activationInputSchema,
  activationResultSchema,
  forceActivationInputSchema,
  tagActivatedListingsInputSchema,
} from '../../../domain/opportunities/product-activation';
import { addComplimentaryInputSchema, complimentaryProductSchema, complimentaryProductsAnswerSchema } from '../../../domain/opportunities/complimentary-products';
import { ACCESS_DENIED_MESSAGES } from '../../../domain/errors/messages';
import type { AppInstance } from '../../http';
import { idParams, requiredId } from '../../shared/input-schemas';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import { activateProduct, activationDetails, tagActivatedProductListings } from './product-activation.service';
import { addComplimentaryProduct, deactivateComplimentaryProduct, listComplimentaryProducts } from './complimentary-products.service';

const tags = ['product activation'];

export async function productActivationRoutes(api: AppInstance): Promise<void> {
  api.post(
    '/sapna/v1/product-activation/activate',
    {
      schema: {
        tags,
        security,
        summary:
          "Activate a product of an opportunity's package (sell). Paid in full on an RCM-approved termsheet: processed true, 'Product Activated Successfully!'; money approved in part or pending: processed false, 'Activation request sent'; otherwise 409 'Activation cannot be done right now!'",
        body: activationInputSchema,
        response: { 200: activationResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => activateProduct(ctx, request.body)),
  );

  api.post(
    '/sapna/v1/product-activation/force-activate',
    {
      config: { capability: 'finance' },
      schema: {
        tags,
        security,
        summary: 'Finance (Finance, Admin): activate without the termsheet and payment conditions, with a reason; the other conditions still hold',
        body: forceActivationInputSchema,
        response: { 200: activationResultSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => activateProduct(ctx, request.body, true)),
  );

  api.get(
    '/sapna/v1/product-activation/details',
    {
      schema: {
        tags,
        security,
        summary: 'A product mapping’s activation: state, who and when, the money and termsheets the rule reads, and what activating now would do',
        querystring: z.object({ opportunityProductMappingId: requiredId() }),
        response: { 200: activationDetailsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => activationDetails(ctx, request.query.opportunityProductMappingId)),
  );

  api.post(
    '/sapna/v1/product-activation/tag-listings',
    {
      schema: {
        tags,
        security,
        summary: "Tag listings of the account's seller profile to an activated product (not activated: 409)",
        body: tagActivatedListingsInputSchema,
        response: { 200: z.object({ message: z.string(), opportunityProductMappingId: z.number(), listingIds: z.array(z.number()) }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => tagActivatedProductListings(ctx, request.body)),
  );

  api.get(
    '/sapna/v1/opportunity/:id/complimentary-products',
    {
      // The spec's refusal for a user who reads no sales (content-only), said by the route itself (issue 52).
      config: { capability: 'readSales', refusal: ACCESS_DENIED_MESSAGES.viewComplimentaryProducts },
      schema: {
        tags,
        security,
        summary: "Complimentary products given on the opportunity's packages, and those that may be added ('You are not authorized to view Complimentary Products.')",
        params: idParams,
        response: { 200: complimentaryProductsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => listComplimentaryProducts(ctx, request.params.id)),
  );

  api.post(
    '/sapna/v1/opportunity/:id/complimentary-products',
    {
      config: { capability: 'signedIn' },
      schema: {
        tags,
        security,
        summary: "Add a product complimentary to one of the opportunity's packages (managers, Admin; else 'You are not authorized to add Complimentary Products.')",
        params: idParams,
        body: addComplimentaryInputSchema,
        response: { 200: z.object({ message: z.string(), result: complimentaryProductSchema }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => addComplimentaryProduct(ctx, request.params.id, request.body)),
  );

  api.put(
    '/sapna/v1/opportunity/complimentary-products/:id/deactivate',
    {
      config: { capability: 'signedIn' },
      schema: {
        tags,
        security,
        summary: 'Deactivate a complimentary product (kept, marked inactive)',
        params: idParams,
        response: { 200: z.object({ message: z.string(), result: complimentaryProductSchema }), ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => deactivateComplimentaryProduct(ctx, request.params.id)),
  );
}
