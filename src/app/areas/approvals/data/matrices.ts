import type { ApprovingDesignationInput, ApprovingDesignations, DiscountLevelInput, DiscountMatrix, MatrixChange } from '../../../../domain/approvals/matrix-contract';
import type { MatrixApprovalType } from '../../../../domain/approvals/statuses';
import { approvalMatrixEndpoints as endpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

// The approval matrices (admin, online only): discount approving authorities by client type, approving
// designations by kind and domain.

export function useDiscountMatrix(clientTypeId: number): Resource<DiscountMatrix> {
  return useResource(`discount-matrix:${clientTypeId}`, () => call(endpoints.discountMatrix, { query: { clientTypeId }, notify: false }), {
    keepPrevious: true,
  });
}

export function addDiscountLevel(input: DiscountLevelInput): Promise<MatrixChange> {
  return call(endpoints.addDiscountLevel, { body: input });
}

export function removeDiscountLevel(clientTypeId: number, id: number): Promise<MatrixChange> {
  return call(endpoints.removeDiscountLevel, { query: { clientTypeId, id } });
}

export function useApprovingDesignations(approvalType: MatrixApprovalType, domainId: number): Resource<ApprovingDesignations> {
  return useResource(
    `approving-designations:${approvalType}:${domainId}`,
    () => call(endpoints.designations, { query: { approvalType, domainId }, notify: false }),
    { keepPrevious: true },
  );
}

export function addApprovingDesignation(input: ApprovingDesignationInput): Promise<MatrixChange> {
  return call(endpoints.addDesignation, { body: input });
}

export function removeApprovingDesignation(input: { id: number; approvalType: MatrixApprovalType; domainId: number }): Promise<MatrixChange> {
  return call(endpoints.removeDesignation, { query: input });
}
