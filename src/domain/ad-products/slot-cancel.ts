import { z } from 'zod';
import { CANCEL_REASON_MAX, SLOT_RULE_MESSAGES } from './slot-rules';

/** Cancelling or releasing a slot of any kind (issue 50): a reason is required. */
export const cancelSlotInputSchema = z.object({
  reason: z.string({ error: SLOT_RULE_MESSAGES.reasonRequired }).trim().min(1, { error: SLOT_RULE_MESSAGES.reasonRequired }).max(CANCEL_REASON_MAX),
});
