export type { AccountDetails, AccountPage, AccountPageOpportunity, AccountSearchResult, Paged } from '../../../../domain/accounts/account-views';

/** GET /sapna/v1/report/opportunity: the renewal tags of an opportunity row. */
export type { OpportunityRenewalSummary } from '../../../../domain/opportunities/opportunity-views';

export type AccountAgent = { id: number; name: string };
