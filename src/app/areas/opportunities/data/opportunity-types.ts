import type { OpportunityKind } from '../../../../domain/opportunities/statuses';

/** The server's JSON shapes (src/server/modules/opportunities/opportunity-response-schemas.ts), as the screens read them. */

export type { LinkedProject, OpportunityPage, PackageMapping, ProductMapping } from '../../../../domain/opportunities/opportunity-views';

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

export type { Paged } from '../../../../domain/paging/paged';

export type RenewalSummary = { opportunityId: number; renewalAlert: string | null; renewalTag: 'New' | 'Renewal'; validTill: string | null };
