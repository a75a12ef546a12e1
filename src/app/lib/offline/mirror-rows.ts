import type { PackageMapping, ProductMapping } from '../../../domain/opportunities/opportunity-views';

/**
 * The rows the device mirrors, as GET /api/sync/v1/pull and /snapshot answer them (src/server/sync/rows.ts is
 * the server's side of this contract; the app may not import server code, so the shapes are repeated here).
 * Field names are the online routes' (accountId, dealValue, opportunityPackageMappingDetails...). Money is
 * rupees as numbers, times ISO strings, dates 'YYYY-MM-DD'.
 *
 * Local flags, never sent to the server:
 * - `_pending: true` on a row that a queued command created or changed (the screen marks it "waiting to sync");
 * - `_clientId` on a row created on this device (equal to its `clientId`); such a row has a NEGATIVE `id`
 *   until the server's row (positive id, same `clientId`) replaces it.
 */
export type LocalFlags = { _pending?: true; _clientId?: string };

export type AccountRow = LocalFlags & {
  accountId: number;
  name: string;
  clientTypeId: number;
  housingProfileId: string | null;
  cityId: number | null;
  cityName: string | null;
  agentId: number | null;
  agentName: string | null;
  clientStatusId: number;
  statusId: number;
  pan: string | null;
  gstin: string | null;
  address: string | null;
  dndMarked: boolean;
  lookupAccountId: string | null;
  accountWalletAmount: number;
  mergedIntoId: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** Active contacts only: a deleted contact leaves the mirror. */
export type ContactRow = LocalFlags & {
  id: number;
  accountId: number;
  opportunityId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  contactTypeId: number;
  pocType: string | null;
  isVerified: boolean;
  active: boolean;
  clientId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type AddressRow = { addressId: number; address: string; cityId: number | null; pincode: string };

export type LegalEntityRow = LocalFlags & {
  id: number;
  accountId: number;
  legalName: string;
  pan: string | null;
  tan: string | null;
  gst: string | null;
  unregisteredCustomer: boolean;
  cinNumber: string | null;
  reraId: string | null;
  aadharNumber: string | null;
  active: boolean;
  billingAddress: AddressRow | null;
  shippingAddress: AddressRow | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A package mapping and its product mappings are mirrored exactly as the opportunity page answers them. */
export type ProductMappingRow = ProductMapping;
export type PackageMappingRow = PackageMapping;

export type OpportunityRow = LocalFlags & {
  id: number;
  name: string;
  typeId: number;
  kind: string;
  accountId: number;
  cityId: number | null;
  statusId: number;
  brokerStage: string | null;
  ownerId: number | null;
  ownerName: string | null;
  account: { housingProfileId: string | null; name: string; statusId: number; clientTypeId: number };
  dealValue: number;
  collectedAmount: number;
  pendingCollectionAmount: number;
  parentOpportunityId: number | null;
  childOpportunityId: number | null;
  lostReason: string | null;
  lostAt: string | null;
  renewalDueOn: string | null;
  rowClass: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  opportunityPackageMappingDetails: PackageMappingRow[];
};

export type TermsheetRow = LocalFlags & {
  id: number;
  opportunityId: number;
  accountId: number;
  accountLegalEntityId: number;
  contactId: number | null;
  statusId: number;
  acceptanceStatusId: number | null;
  createdById: number | null;
  termsheetOpportunityPackageMappingDetails: { opportunityPackageMappingId: number }[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** Active milestones only. */
export type MilestoneRow = LocalFlags & {
  id: number;
  termsheetId: number;
  opportunityId: number;
  accountId: number;
  name: string;
  amount: number;
  digislateAmount: number | null;
  gst: number;
  startDate: string;
  action: string | null;
  active: boolean;
  accountLegalEntityDetail: { id: number; legalName: string } | null;
  paymentAdded: boolean;
  approvedPaymentAmount: number;
  pendingPaymentAmount: number;
  /** amount + gst − approved − pending. */
  dueAmount: number;
  clientId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type PaymentRow = LocalFlags & {
  id: number;
  milestoneId: number;
  milestoneName: string;
  termsheetId: number;
  opportunityId: number;
  accountId: number;
  amount: number;
  modeOfPaymentId: number;
  modeOfPaymentName: string;
  yesBankResponseId: string | null;
  paymentType: string;
  statusId: number;
  statusName: string;
  pinCode: string;
  referenceNumber: string | null;
  paymentDate: string | null;
  sendToRcm: boolean;
  apiVersion: string;
  clientId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type CommentRow = LocalFlags & {
  id: number;
  /** opportunity 1, account 3. */
  entityTypeId: number;
  entityId: number;
  accountId: number;
  activityType: string;
  text: string;
  callStatusId: number | null;
  callDurationSeconds: number | null;
  /** Device time of the action. */
  happenedAt: string;
  /** Server time of receipt (on a row still waiting to sync: the device time it was queued). */
  receivedAt: string;
  authorId: number;
  authorName: string | null;
  clientId: string | null;
};

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

export type MirroredEntity = keyof RowOf;
export type MirrorRow = RowOf[MirroredEntity];

export const MIRRORED_ENTITIES: readonly MirroredEntity[] = [
  'account',
  'contact',
  'legalEntity',
  'opportunity',
  'termsheet',
  'milestone',
  'payment',
  'comment',
];

/** A reference-data entry (GET /sapna/v1/reference-data's fields, one entry per field: 'cities', 'paymentModes', ...). */
export type ReferenceEntry = { key: string; value: unknown };
