import { z } from 'zod';

/**
 * The rows a device mirrors (SYNC.md), one shape per entity, with the field names the online routes answer
 * (account details, opportunity page, milestone and payment details, ...), so a screen reads a mirrored row the
 * way it reads an online one. Every row carries `accountId` (the unit of scope; the device indexes it) and, but
 * for accounts (keyed by accountId), `id`. Money is rupees as numbers; times are ISO strings; dates 'YYYY-MM-DD'.
 * Left out on purpose: per-user flags such as `editable` (the device derives them from the status and the user's
 * capabilities) and nested lists that are mirrored as rows of their own (a milestone's payments, a termsheet's
 * milestones).
 */

const id = z.number().int();
const nullableId = id.nullable();
const instant = z.string().describe('ISO 8601 instant');
const day = z.string().describe("'YYYY-MM-DD'");

export const accountRowSchema = z.object({
  accountId: id,
  name: z.string(),
  clientTypeId: id,
  housingProfileId: z.string().nullable(),
  cityId: nullableId,
  cityName: z.string().nullable(),
  agentId: nullableId,
  agentName: z.string().nullable(),
  clientStatusId: id,
  statusId: id,
  pan: z.string().nullable(),
  gstin: z.string().nullable(),
  address: z.string().nullable(),
  dndMarked: z.boolean(),
  lookupAccountId: z.string().nullable(),
  accountWalletAmount: z.number(),
  mergedIntoId: nullableId,
  version: id,
  createdAt: instant,
  updatedAt: instant,
});

/** Active contacts only: a deleted contact leaves the mirror (tombstone). */
export const contactRowSchema = z.object({
  id,
  accountId: id,
  opportunityId: nullableId,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  contactTypeId: id,
  pocType: z.string().nullable(),
  isVerified: z.boolean(),
  active: z.boolean(),
  clientId: z.string().nullable(),
  version: id,
  createdAt: instant,
  updatedAt: instant,
});

const addressRowSchema = z.object({ addressId: id, address: z.string(), cityId: nullableId, pincode: z.string() });

export const legalEntityRowSchema = z.object({
  id,
  accountId: id,
  legalName: z.string(),
  pan: z.string().nullable(),
  tan: z.string().nullable(),
  gst: z.string().nullable(),
  unregisteredCustomer: z.boolean(),
  cinNumber: z.string().nullable(),
  reraId: z.string().nullable(),
  aadharNumber: z.string().nullable(),
  active: z.boolean(),
  /** null: 'Not available'. */
  billingAddress: addressRowSchema.nullable(),
  shippingAddress: addressRowSchema.nullable(),
  version: id,
  createdAt: instant,
  updatedAt: instant,
});

const productMappingRowSchema = z.object({
  id,
  productId: id,
  productName: z.string().nullable(),
  /** JSON text in the database, parsed. */
  activationParameters: z.unknown(),
  requiredActivationParameters: z.unknown(),
  extraDetail: z.unknown(),
  fixedParameters: z.unknown(),
  activated: z.boolean(),
});

const packageMappingRowSchema = z.object({
  id,
  opportunityId: id,
  packageId: id,
  packageName: z.string().nullable(),
  ratePrice: z.number(),
  salesPrice: z.number(),
  discount: z.number(),
  quantity: id,
  validityDays: id,
  cityId: nullableId,
  localityId: nullableId,
  statusId: id,
  discountApproved: z.string(),
  pricingParameters: z.unknown(),
  createdAt: instant,
  projects: z.array(z.object({ id, projectId: id, projectName: z.string() })),
  opportunityProductMappingDtos: z.array(productMappingRowSchema),
});

export const opportunityRowSchema = z.object({
  id,
  name: z.string(),
  typeId: id,
  kind: z.string(),
  accountId: id,
  cityId: nullableId,
  statusId: id,
  brokerStage: z.string().nullable(),
  ownerId: nullableId,
  ownerName: z.string().nullable(),
  account: z.object({ housingProfileId: z.string().nullable(), name: z.string(), statusId: id, clientTypeId: id }),
  dealValue: z.number(),
  collectedAmount: z.number(),
  pendingCollectionAmount: z.number(),
  parentOpportunityId: nullableId,
  childOpportunityId: nullableId,
  lostReason: z.string().nullable(),
  lostAt: instant.nullable(),
  renewalDueOn: instant.nullable(),
  rowClass: z.string().nullable(),
  version: id,
  createdAt: instant,
  updatedAt: instant,
  opportunityPackageMappingDetails: z.array(packageMappingRowSchema),
});

export const termsheetRowSchema = z.object({
  id,
  opportunityId: id,
  accountId: id,
  accountLegalEntityId: id,
  contactId: nullableId,
  statusId: id,
  acceptanceStatusId: nullableId,
  createdById: nullableId,
  termsheetOpportunityPackageMappingDetails: z.array(z.object({ opportunityPackageMappingId: id })),
  version: id,
  createdAt: instant,
  updatedAt: instant,
});

/** Active milestones only (a deleted milestone is kept inactive on the server and leaves the mirror). */
export const milestoneRowSchema = z.object({
  id,
  termsheetId: id,
  opportunityId: id,
  accountId: id,
  name: z.string(),
  amount: z.number(),
  digislateAmount: z.number().nullable(),
  gst: z.number(),
  startDate: day,
  action: z.string().nullable(),
  active: z.boolean(),
  accountLegalEntityDetail: z.object({ id, legalName: z.string() }).nullable(),
  paymentAdded: z.boolean(),
  /** Sum of its payments in status 6. */
  approvedPaymentAmount: z.number(),
  /** Sum of its payments in the pending group. */
  pendingPaymentAmount: z.number(),
  /** amount + gst − approved − pending. */
  dueAmount: z.number(),
  clientId: z.string().nullable(),
  version: id,
  createdAt: instant,
  updatedAt: instant,
});

export const paymentRowSchema = z.object({
  id,
  milestoneId: id,
  milestoneName: z.string(),
  termsheetId: id,
  opportunityId: id,
  accountId: id,
  amount: z.number(),
  modeOfPaymentId: id,
  modeOfPaymentName: z.string(),
  yesBankResponseId: z.string().nullable(),
  paymentType: z.string(),
  statusId: id,
  statusName: z.string(),
  pinCode: z.string(),
  referenceNumber: z.string().nullable(),
  paymentDate: day.nullable(),
  sendToRcm: z.boolean(),
  apiVersion: z.string(),
  clientId: z.string().nullable(),
  version: id,
  createdAt: instant,
  updatedAt: instant,
});

export const commentRowSchema = z.object({
  id,
  /** opportunity 1, account 3. */
  entityTypeId: id,
  entityId: id,
  accountId: id,
  activityType: z.string(),
  text: z.string(),
  callStatusId: nullableId,
  callDurationSeconds: nullableId,
  /** Device time of the action. */
  happenedAt: instant,
  /** Server time of receipt. */
  receivedAt: instant,
  authorId: id,
  authorName: z.string().nullable(),
  clientId: z.string().nullable(),
});

export type AccountRow = z.infer<typeof accountRowSchema>;
export type ContactRow = z.infer<typeof contactRowSchema>;
export type LegalEntityRow = z.infer<typeof legalEntityRowSchema>;
export type OpportunityRow = z.infer<typeof opportunityRowSchema>;
export type PackageMappingRow = z.infer<typeof packageMappingRowSchema>;
export type TermsheetRow = z.infer<typeof termsheetRowSchema>;
export type MilestoneRow = z.infer<typeof milestoneRowSchema>;
export type PaymentRow = z.infer<typeof paymentRowSchema>;
export type CommentRow = z.infer<typeof commentRowSchema>;

export type RowOf = {
  account: AccountRow;
  contact: ContactRow;
  legalEntity: LegalEntityRow;
  opportunity: OpportunityRow;
  termsheet: TermsheetRow;
  milestone: MilestoneRow;
  payment: PaymentRow;
  comment: CommentRow;
};

export type MirrorRow = RowOf[keyof RowOf];

export const ROW_SCHEMAS = {
  account: accountRowSchema,
  contact: contactRowSchema,
  legalEntity: legalEntityRowSchema,
  opportunity: opportunityRowSchema,
  termsheet: termsheetRowSchema,
  milestone: milestoneRowSchema,
  payment: paymentRowSchema,
  comment: commentRowSchema,
} as const;

/** Row id as the change carries it (accounts are keyed by accountId). */
export function rowIdOf(row: MirrorRow): number {
  return 'id' in row ? row.id : row.accountId;
}
