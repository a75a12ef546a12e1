// The account routes' answers (GET /sapna/v1/account/search, /sapna/v3/account-page/{id}, the account edit
// routes), as one contract: the server's presenters build these types and the console reads them, so neither
// side can drift from the other without a type error.
import type { OpportunityKind } from '../opportunities/statuses';

/** The server's list envelope (every paged list answers it). */
export type { Paged } from '../paging/paged';

/** A row of my-accounts (GET /sapna/v1/account/search): the columns of spec 000 §2 and a few more. */
export type AccountSearchResult = {
  accountId: number;
  accountName: string;
  housingProfileId: string | null;
  cityId: number | null;
  cityName: string | null;
  agentId: number | null;
  agentName: string | null;
  pocContactNumbers: string[];
  dealValue: number;
  collectedAmount: number;
  closedOpportunities: number;
  activeOpportunities: number;
  clientTypeId: number;
  /** 1 Hot, 2 Cold, 3 Warm. */
  clientStatusId: number;
  statusId: number;
  createdAt: string;
  updatedAt: string;
  accountWalletAmount: number;
};

/** The account as every account route answers it. */
export type AccountDetails = {
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
  /** False when the account is Inactive (5) or Merged (6), or the user may not write. */
  editable: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A row of the account page's opportunities table (spec 000 §2 row fields). */
export type AccountPageOpportunity = {
  id: number;
  name: string;
  typeId: number;
  kind: OpportunityKind;
  accountId: number;
  statusId: number;
  ownerId: number | null;
  ownerName: string | null;
  dealValue: number;
  collectedAmount: number;
  pendingCollectionAmount: number;
  parentOpportunityId: number | null;
  renewalDueOn: string | null;
  rowClass: string | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /sapna/v3/account-page/{accountId}. */
export type AccountPage = {
  accountId: number;
  housingProfileId: string | null;
  account: AccountDetails;
  opportunities: AccountPageOpportunity[];
  /** Sum of dealValue over opportunities in the open and closed buckets (the server computes it). */
  totalAccountValue: number;
};
