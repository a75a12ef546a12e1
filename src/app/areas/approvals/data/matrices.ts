import type { ApprovingDesignationInput, ApprovingDesignations, DiscountLevelInput, DiscountMatrix, MatrixChange } from '../../../../domain/approvals/matrix-contract';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

// The approval matrices (admin, online only): discount approving authorities by client type, approving
// designations by kind and domain.

const DISCOUNT = '/sapna/v1/discount-approving-authorities';

export function useDiscountMatrix(clientTypeId: number): Resource<DiscountMatrix> {
  return useResource(`discount-matrix:${clientTypeId}`, () => api.get<DiscountMatrix>(`${DISCOUNT}/get-all-entries`, { query: { clientTypeId }, notify: false }), {
    keepPrevious: true,
  });
}

export function addDiscountLevel(input: DiscountLevelInput): Promise<MatrixChange> {
  return api.post<MatrixChange>(`${DISCOUNT}/update/add-entries`, input);
}

export function removeDiscountLevel(clientTypeId: number, id: number): Promise<MatrixChange> {
  return api.delete<MatrixChange>(`${DISCOUNT}/update/delete-entries`, { query: { clientTypeId, id } });
}

export function useApprovingDesignations(approvalType: string, domainId: number): Resource<ApprovingDesignations> {
  return useResource(
    `approving-designations:${approvalType}:${domainId}`,
    () => api.get<ApprovingDesignations>('/sapna/approving-designations', { query: { approvalType, domainId }, notify: false }),
    { keepPrevious: true },
  );
}

export function addApprovingDesignation(input: ApprovingDesignationInput): Promise<MatrixChange> {
  return api.post<MatrixChange>('/sapna/approving-designations', input);
}

export function removeApprovingDesignation(input: { id: number; approvalType: string; domainId: number }): Promise<MatrixChange> {
  return api.delete<MatrixChange>('/sapna/approving-designations', { query: input });
}
