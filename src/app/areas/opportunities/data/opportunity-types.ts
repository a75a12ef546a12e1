import type { OpportunityListRow } from '../../../../domain/opportunities/opportunity-list-row';
import type { OpportunityKind } from '../../../../domain/opportunities/statuses';

/** The server's answers (contracts in src/domain/opportunities), as the screens read them. */

export type { LinkedProject, OpportunityPage, PackageMapping, ProductMapping } from '../../../../domain/opportunities/opportunity-views';

/** A row of the opportunity lists, its kind read as the type. */
export type OpportunityRow = Omit<OpportunityListRow, 'kind'> & { kind: OpportunityKind };

export type { Paged } from '../../../../domain/paging/paged';

export type RenewalSummary = { opportunityId: number; renewalAlert: string | null; renewalTag: 'New' | 'Renewal'; validTill: string | null };
