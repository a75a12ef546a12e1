import { ENTITY_TYPES } from '../../../../domain/reference/ids';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';

export type SendForApprovalInput =
  | { approvalType: 'ExtendSlotDate'; entityId: number; durationInDays: number }
  | { approvalType: 'PriceRestoration'; entityId: number };

/**
 * POST /api/sapna/v1/approval-reviewal/send-for-approval { entityTypeId, entityId, durationInDays, approvalType }:
 * a slot-date extension (entityTypeId 18) or a price restoration of an opportunity (entityTypeId 1).
 */
export function sendForApproval(input: SendForApprovalInput): Promise<{ message: string; approvalId: number }> {
  const body =
    input.approvalType === 'ExtendSlotDate'
      ? { entityTypeId: ENTITY_TYPES.SLOT_DATE_EXTENSION, entityId: input.entityId, durationInDays: input.durationInDays, approvalType: input.approvalType }
      : { entityTypeId: ENTITY_TYPES.OPPORTUNITY, entityId: input.entityId, durationInDays: null, approvalType: input.approvalType };
  return call(approvalEndpoints.sendForApproval, { body });
}
