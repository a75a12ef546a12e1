import type { OpportunityListRow } from '../../../../domain/opportunities/opportunity-list-row';

/** The server's answers (contracts in src/domain/opportunities), as the screens read them. */

export type { LinkedProject, OpportunityPage, PackageMapping, ProductMapping } from '../../../../domain/opportunities/opportunity-views';

/** A row of the opportunity lists. */
export type { OpportunityListRow as OpportunityRow };

export type { Paged } from '../../../../domain/paging/paged';

export type { OpportunityRenewalSummary as RenewalSummary } from '../../../../domain/opportunities/opportunity-views';
