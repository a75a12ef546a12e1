export type { AccountDetails, AccountPage, AccountPageOpportunity, AccountSearchResult, Paged } from '../../../../domain/accounts/account-views';

/** GET /sapna/v1/report/opportunity: the renewal tags of an opportunity row. */
export type OpportunityRenewalSummary = {
  opportunityId: number;
  renewalAlert: string | null;
  renewalTag: 'New' | 'Renewal';
  validTill: string | null;
};

export type AccountAgent = { id: number; name: string };
