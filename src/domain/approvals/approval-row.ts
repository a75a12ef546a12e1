import type { z } from 'zod';
import { rowId } from '../sync/row-fields';
import { approvalSchema } from './approval-answers';

/**
 * An approval as the device mirrors it: the approvals about an opportunity in the user's scope (entityTypeId 1:
 * discount and price restoration), about a payment under one (entityTypeId 20: refund, payment, late cheque) and
 * about an NP slot swap on one (19), so an agent reads the approvals they raised offline. The answer's fields
 * (GET /sapna/v1/approval?opportunityId, raised-approvals) plus the opportunity (the payment's or the swap's) and
 * account it hangs under.
 */
export const approvalRowSchema = approvalSchema.extend({
  opportunityId: rowId,
  accountId: rowId,
});

export type ApprovalRow = z.infer<typeof approvalRowSchema>;
