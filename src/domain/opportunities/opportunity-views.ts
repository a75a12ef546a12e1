// The opportunity page's answer (GET /sapna/v2/opportunity-page/{id}) and its package and product mappings, as
// one contract: the server's services build these types and the console reads them.
import type { OpportunityKind } from './statuses';

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
  /** The signed-in user may change it: holds 'sell' and the status is editable for the opportunity's kind. */
  editable: boolean;
  version: number;
  parentOpportunityId: number | null;
  childOpportunityId: number | null;
  lostReason: string | null;
  lostAt: string | null;
  createdAt: string;
  updatedAt: string;
  opportunityPackageMappingDetails: PackageMapping[];
  /** The account's other opportunities, when fetchPrevOpportunitiesDetails=true; otherwise null. */
  prevOpportunities: { id: number; name: string; statusId: number }[] | null;
};
