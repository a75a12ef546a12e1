import type { OpportunityKind } from '../../../../domain/opportunities/statuses';

/** The server's JSON shapes (src/server/modules/opportunities/opportunity-response-schemas.ts), as the screens read them. */

export type ProductMapping = {
  id: number;
  productId: number;
  productName: string | null;
  /** Stored as JSON text, parsed on read (null when the stored text was malformed). */
  activationParameters: unknown;
  requiredActivationParameters: unknown;
  extraDetail: unknown;
  fixedParameters: unknown;
  activated: boolean;
};

export type LinkedProject = { id: number; projectId: number; projectName: string };

export type PackageMapping = {
  id: number;
  opportunityId: number;
  packageId: number;
  packageName: string | null;
  ratePrice: number;
  salesPrice: number;
  discount: number;
  quantity: number;
  validityDays: number;
  cityId: number | null;
  localityId: number | null;
  statusId: number;
  discountApproved: string;
  pricingParameters: unknown;
  createdAt: string;
  projects: LinkedProject[];
  opportunityProductMappingDtos: ProductMapping[];
};

export type OpportunityPage = {
  id: number;
  name: string;
  typeId: number;
  kind: OpportunityKind;
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
  editable: boolean;
  version: number;
  parentOpportunityId: number | null;
  childOpportunityId: number | null;
  lostReason: string | null;
  lostAt: string | null;
  createdAt: string;
  updatedAt: string;
  opportunityPackageMappingDetails: PackageMapping[];
  prevOpportunities: { id: number; name: string; statusId: number }[] | null;
};

export type OpportunityRow = {
  id: number;
  name: string;
  typeId: number;
  kind: OpportunityKind;
  accountId: number;
  accountName: string;
  statusId: number;
  ownerId: number | null;
  ownerName: string | null;
  dealValue: number;
  pendingCollectionAmount: number;
  createdAt: string;
  updatedAt: string;
  rowClass: string | null;
};

export type Paged<T> = { results: T[]; totalCount: number; page: number; size: number };

export type RenewalSummary = { opportunityId: number; renewalAlert: string | null; renewalTag: 'New' | 'Renewal'; validTill: string | null };
