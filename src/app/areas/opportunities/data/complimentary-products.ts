import type { AddComplimentaryInput, ComplimentaryProduct, ComplimentaryProductsAnswer } from '../../../../domain/opportunities/complimentary-products';
import { productActivationEndpoints } from '../../../../domain/opportunities/product-activation.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';

export type { ComplimentaryProduct, ComplimentaryProductsAnswer };

/** GET /api/sapna/v1/opportunity/{id}/complimentary-products (a refusal is shown in the section, not as a notice). */
export function useComplimentaryProducts(opportunityId: number) {
  return useResource(`complimentary-products:${opportunityId}`, (signal) =>
    call(productActivationEndpoints.complimentaryProducts, { params: { id: opportunityId }, signal, notify: false }),
  );
}

export function addComplimentaryProduct(opportunityId: number, input: AddComplimentaryInput) {
  return call(productActivationEndpoints.addComplimentary, { params: { id: opportunityId }, body: input, notify: false });
}

export function deactivateComplimentaryProduct(id: number) {
  return call(productActivationEndpoints.deactivateComplimentary, { params: { id }, notify: false });
}
