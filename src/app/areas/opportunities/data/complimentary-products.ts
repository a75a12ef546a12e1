import type { AddComplimentaryInput, ComplimentaryProduct, ComplimentaryProductsAnswer } from '../../../../domain/opportunities/complimentary-products';
import { api } from '../../../lib/api/api';
import { useResource } from '../../../lib/data/use-resource';

export type { ComplimentaryProduct, ComplimentaryProductsAnswer };

/** GET /api/sapna/v1/opportunity/{id}/complimentary-products (a refusal is shown in the section, not as a notice). */
export function useComplimentaryProducts(opportunityId: number) {
  return useResource(`complimentary-products:${opportunityId}`, (signal) =>
    api.get<ComplimentaryProductsAnswer>(`/sapna/v1/opportunity/${opportunityId}/complimentary-products`, { signal, notify: false }),
  );
}

export function addComplimentaryProduct(opportunityId: number, input: AddComplimentaryInput): Promise<{ message: string; result: ComplimentaryProduct }> {
  return api.post<{ message: string; result: ComplimentaryProduct }>(`/sapna/v1/opportunity/${opportunityId}/complimentary-products`, input, { notify: false });
}

export function deactivateComplimentaryProduct(id: number): Promise<{ message: string; result: ComplimentaryProduct }> {
  return api.put<{ message: string; result: ComplimentaryProduct }>(`/sapna/v1/opportunity/complimentary-products/${id}/deactivate`, {}, { notify: false });
}
