import { z } from 'zod';
import { defineEndpoints } from '../endpoints/endpoint';
import { ACCESS_DENIED_MESSAGES } from '../errors/messages';
import { idParams, requiredId } from '../endpoints/input-schemas';
import { addComplimentaryInputSchema, complimentaryProductSchema, complimentaryProductsAnswerSchema } from './complimentary-products';
import { activationDetailsSchema, activationInputSchema, activationResultSchema, forceActivationInputSchema, tagActivatedListingsInputSchema } from './product-activation';

/** Each lists the session cookie and the failure answers in the OpenAPI document. */
const documentFailures = true;

/**
 * Product activation (activate, force-activate, details, tag listings) and complimentary products of an opportunity
 * (list, add, deactivate). The spec names these calls without paths (001 §7); ours, under /sapna/.
 */
export const productActivationEndpoints = defineEndpoints({ tags: ['product activation'], documentFailures, capability: 'sell' }, {
  activate: {
    method: 'POST',
    path: '/sapna/v1/product-activation/activate',
    summary:
      "Activate a product of an opportunity's package (sell). Paid in full on an RCM-approved termsheet: processed true, 'Product Activated Successfully!'; money approved in part or pending: processed false, 'Activation request sent'; otherwise 409 'Activation cannot be done right now!'",
    body: activationInputSchema,
    response: activationResultSchema,
  },
  forceActivate: {
    method: 'POST',
    path: '/sapna/v1/product-activation/force-activate',
    capability: 'finance',
    summary: 'Finance (Finance, Admin): activate without the termsheet and payment conditions, with a reason; the other conditions still hold',
    body: forceActivationInputSchema,
    response: activationResultSchema,
  },
  details: {
    method: 'GET',
    path: '/sapna/v1/product-activation/details',
    capability: 'readSales',
    summary: 'A product mapping’s activation: state, who and when, the money and termsheets the rule reads, and what activating now would do',
    query: z.object({ opportunityProductMappingId: requiredId() }),
    response: activationDetailsSchema,
  },
  tagListings: {
    method: 'POST',
    path: '/sapna/v1/product-activation/tag-listings',
    summary: "Tag listings of the account's seller profile to an activated product (not activated: 409)",
    body: tagActivatedListingsInputSchema,
    response: z.object({ message: z.string(), opportunityProductMappingId: z.number(), listingIds: z.array(z.number()) }),
  },
  complimentaryProducts: {
    method: 'GET',
    path: '/sapna/v1/opportunity/:id/complimentary-products',
    // The spec's refusal for a user who reads no sales (content-only), said by the route itself (issue 52).
    capability: 'readSales',
    refusal: ACCESS_DENIED_MESSAGES.viewComplimentaryProducts,
    summary: "Complimentary products given on the opportunity's packages, and those that may be added ('You are not authorized to view Complimentary Products.')",
    params: idParams,
    response: complimentaryProductsAnswerSchema,
  },
  addComplimentary: {
    method: 'POST',
    path: '/sapna/v1/opportunity/:id/complimentary-products',
    capability: 'signedIn',
    summary: "Add a product complimentary to one of the opportunity's packages (managers, Admin; else 'You are not authorized to add Complimentary Products.')",
    params: idParams,
    body: addComplimentaryInputSchema,
    response: z.object({ message: z.string(), result: complimentaryProductSchema }),
  },
  deactivateComplimentary: {
    method: 'PUT',
    path: '/sapna/v1/opportunity/complimentary-products/:id/deactivate',
    capability: 'signedIn',
    summary: 'Deactivate a complimentary product (kept, marked inactive)',
    params: idParams,
    response: z.object({ message: z.string(), result: complimentaryProductSchema }),
  },
});
