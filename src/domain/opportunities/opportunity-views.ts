// The opportunity page's answer (GET /sapna/v2/opportunity-page/{id}) and its package and product mappings, as
// one contract: the server's services build these types and the console reads them.
import type { PackageMapping } from './opportunity-row';
import type { OpportunityKind } from './statuses';

export type { LinkedProject, PackageMapping, ProductMapping } from './opportunity-row';

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
