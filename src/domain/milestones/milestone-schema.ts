import { z } from 'zod';
import { nonNegativeAmount, positiveAmount, requiredId, requiredIsoDate, requiredText } from '../validation/zod-fields';

/**
 * A milestone of a termsheet (spec 001 §3). gst is the rupee GST on the amount (the form proposes
 * gstOf(amount)); startDate is an Asia/Kolkata calendar day, 'YYYY-MM-DD'.
 */
export const milestoneFieldsSchema = z.object({
  name: requiredText(),
  amount: positiveAmount(),
  gst: nonNegativeAmount(),
  startDate: requiredIsoDate(),
  accountLegalEntityId: requiredId(),
  termsheetId: requiredId(),
});

/** POST /milestone: paymentAdded is sent as false on create. */
export const milestoneCreateSchema = milestoneFieldsSchema.extend({
  paymentAdded: z.literal(false).default(false),
});

/** PUT /milestone/{id}. */
export const milestoneUpdateSchema = milestoneFieldsSchema;

