import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages';
import { milestoneDetailSchema } from '../milestones/milestone-contract';
import { paymentDetailSchema } from '../payments/payment-contract';
import { refundSchema } from '../payments/payment-details';

const required = VALIDATION_MESSAGES.required;
const id = () => z.number({ error: required }).int().positive();

/** POST /sapna/v1/termsheet: a termsheet in its simplest form (DOMAIN.md). */
export const termsheetCreateInputSchema = z.object({
  opportunityId: id(),
  accountLegalEntityId: id(),
  contactId: id(),
  opportunityPackageMappingIds: z.array(z.number().int().positive(), { error: required }),
  /**
   * Issue at the list price although a package's discount is Required, PendingApproval or Rejected (the agent's
   * explicit choice; without it such a request is refused 409 naming the package). Issue 48.
   */
  atListPrice: z.boolean().optional(),
});
export type TermsheetCreateInput = z.output<typeof termsheetCreateInputSchema>;

/** PUT /sapna/v1/termsheet/{id}: the fields given change. */
export const termsheetUpdateInputSchema = z.object({
  accountLegalEntityId: z.number().int().positive().nullish(),
  contactId: z.number().int().positive().nullish(),
  opportunityPackageMappingIds: z.array(z.number().int().positive()).nullish(),
  baseVersion: z.number().int().positive().nullish(),
  /**
   * Issue at the list price although a package's discount is Required, PendingApproval or Rejected (the agent's
   * explicit choice; without it such a request is refused 409 naming the package). Issue 48.
   */
  atListPrice: z.boolean().optional(),
});
export type TermsheetUpdateInput = z.output<typeof termsheetUpdateInputSchema>;

const addressDetailSchema = z.object({
  type: z.enum(['Billing', 'Shipping']),
  /** 'Not Available' when the legal entity has no such address (spec 001 §3). */
  address: z.string(),
  pincode: z.string().nullable(),
  cityId: z.number().int().nullable(),
});

const productMappingDtoSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productTypeId: z.number().int(),
  /** Stored as JSON text, parsed on read (spec 000 §3). */
  activationParameters: z.unknown(),
  requiredActivationParameters: z.unknown(),
  extraDetail: z.unknown(),
  fixedParameters: z.unknown(),
  activated: z.boolean(),
});

export const termsheetPackageMappingDetailSchema = z.object({
  opportunityPackageMappingId: z.number().int(),
  packageId: z.number().int(),
  packageName: z.string(),
  salesPrice: z.number(),
  discount: z.number(),
  quantity: z.number().int(),
  validityDays: z.number().int(),
  discountApproved: z.string(),
  opportunityProductMappingDtos: z.array(productMappingDtoSchema),
});

/** GET /sapna/v3/termsheet-page/{id} (spec 001 §3 Termsheet). */
export const termsheetPageSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  opportunityName: z.string(),
  opportunityKind: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  accountLegalEntityId: z.number().int(),
  contactId: z.number().int().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  acceptanceStatusId: z.number().int().nullable(),
  acceptanceStatusName: z.string().nullable(),
  milestoneDetails: z.array(milestoneDetailSchema),
  accountLegalEntityDetail: z.object({ id: z.number().int(), legalName: z.string(), addressDetails: z.array(addressDetailSchema) }).nullable(),
  accountHousingProfileId: z.string().nullable(),
  termsheetOpportunityPackageMappingDetails: z.array(termsheetPackageMappingDetailSchema),
  /** Every payment of its milestones. */
  payments: z.array(paymentDetailSchema),
  /** Every refund of its milestones' payments (each milestone also lists its own), oldest first by milestone. */
  refunds: z.array(refundSchema),
  /** May the signed-in user change it now (status not 4, 5, 6; opportunity and account editable)? */
  editable: z.boolean(),
  /** PDF download is allowed in status 1 or 2 (spec 001 §4): GET /sapna/v1/termsheet/{id}/pdf. */
  pdfAllowed: z.boolean(),
  /** Sent to RCM for verification and not sent back since (lifecycle.ts). */
  sentToRcm: z.boolean(),
  /** Why RCM last sent it back to RAM (status 7); null once it is back with RCM. */
  sentBackReason: z.string().nullable(),
  sharedAt: z.string().nullable(),
  breadcrumbs: z.object({ accountId: z.number().int(), opportunityId: z.number().int(), termsheetId: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TermsheetPage = z.infer<typeof termsheetPageSchema>;
export type TermsheetAddressDetail = z.infer<typeof addressDetailSchema>;
export type TermsheetProductDto = z.infer<typeof productMappingDtoSchema>;
export type TermsheetPackageMapping = z.infer<typeof termsheetPackageMappingDetailSchema>;

export const termsheetListItemSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  accountLegalEntityId: z.number().int(),
  legalName: z.string().nullable(),
  contactId: z.number().int().nullable(),
  contactName: z.string().nullable(),
  statusId: z.number().int(),
  statusName: z.string(),
  acceptanceStatusId: z.number().int().nullable(),
  acceptanceStatusName: z.string().nullable(),
  editable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type TermsheetListItem = z.infer<typeof termsheetListItemSchema>;

/** POST /sapna/v1/termsheet/{id}/share: by mail with the PDF, to the termsheet's contact or the POC chosen. */
export const termsheetShareInputSchema = z.object({ contactId: z.number().int().positive().nullish(), atListPrice: z.boolean().optional() });

/** `?atListPrice=true` on a document's GET or POST: the same explicit choice as the body flag. */
export const atListPriceQuerySchema = z.object({ atListPrice: z.enum(['true', 'false']).optional().transform((v) => v === 'true') });
export type TermsheetShareInput = z.output<typeof termsheetShareInputSchema>;

/** PUT /sapna/v1/termsheet/{id}/status: RCM approves (3) or sends back to RAM (7); cancel (5); the customer's answer. */
export const termsheetStatusInputSchema = z
  .object({
    statusId: z.union([z.literal(3), z.literal(5), z.literal(7)]).nullish(),
    acceptanceStatusId: z.union([z.literal(5), z.literal(6), z.literal(7)]).nullish(),
    /** Sending back to RAM (7) needs the reason (issue 48); it shows on the termsheet page. */
    reason: z.string().max(500).nullish(),
  })
  .refine((input) => input.statusId != null || input.acceptanceStatusId != null, { error: VALIDATION_MESSAGES.required, path: ['statusId'] });
export type TermsheetStatusInput = z.output<typeof termsheetStatusInputSchema>;

/** A lifecycle action's answer: the spec's notice and the termsheet as it now is. */
export const termsheetActionAnswerSchema = z.object({ msg: z.string(), termsheet: termsheetPageSchema });
export type TermsheetActionAnswer = z.infer<typeof termsheetActionAnswerSchema>;
