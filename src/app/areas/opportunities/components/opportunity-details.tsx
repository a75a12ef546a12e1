import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityPagePath, opportunityStatusName } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE } from '../../../../domain/reference/ids';
import type { OpportunityPage } from '../data/opportunity-types';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { dealFigures, TAX_BASIS } from '../../../../domain/money/ledger';

const KIND_LABELS: Record<string, string> = { general: 'General', owner: 'Owner', broker: 'Broker', builder: 'Builder', tenant: 'Tenant' };

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The opportunity's details and money figures, each with its tax basis (the ledger, src/domain/money/ledger.ts): the deal
 * value excl. GST, its receivable incl. GST, collected incl. GST, and what is pending — or over-collected, never a
 * negative due.
 */
export function OpportunityDetails({ opportunity }: { opportunity: OpportunityPage }) {
  const reference = useReferenceData();
  const cityName = reference.data?.cities.find((c) => c.id === opportunity.cityId)?.name ?? (opportunity.cityId === null ? '--' : `City ${opportunity.cityId}`);
  const linkClass = 'text-brand underline-offset-2 hover:underline';
  const figures = dealFigures(opportunity.dealValue, opportunity.collectedAmount);
  return (
    <section aria-labelledby="opportunity-details-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="opportunity-details-heading" className="mb-3 text-base font-semibold text-slate-900">
        Details
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Item term="Account">
          <Link to="/account/$accountId" params={{ accountId: opportunity.accountId }} className={linkClass}>
            {opportunity.account.name} (#{opportunity.accountId})
          </Link>
        </Item>
        <Item term="Housing profile id">{opportunity.account.housingProfileId ?? '--'}</Item>
        <Item term="Kind">{KIND_LABELS[opportunity.kind] ?? opportunity.kind}</Item>
        <Item term="Type">{CLIENT_TYPE.name(opportunity.typeId)}</Item>
        <Item term="City">{cityName}</Item>
        <Item term="Status">{opportunityStatusName(opportunity.statusId)}</Item>
        {opportunity.kind === 'broker' && <Item term="Broker stage">{opportunity.brokerStage ?? '--'}</Item>}
        <Item term="Owner">{opportunity.ownerName ?? '--'}</Item>
        <Item term={`Deal value (${TAX_BASIS.excl})`}>{formatRupees(figures.dealValue)}</Item>
        <Item term={`Receivable (${TAX_BASIS.incl})`}>{formatRupees(figures.receivable)}</Item>
        <Item term={`Collected amount (${TAX_BASIS.incl})`}>{formatRupees(opportunity.collectedAmount)}</Item>
        {figures.overCollected > 0 ? (
          <Item term={`Over-collected (${TAX_BASIS.incl})`}>Over-collected {formatRupees(figures.overCollected)}</Item>
        ) : (
          <Item term={`Pending collection (${TAX_BASIS.incl})`}>{formatRupees(opportunity.pendingCollectionAmount)}</Item>
        )}
        <Item term="Created">{formatDateTime(opportunity.createdAt)}</Item>
        <Item term="Updated">{formatDateTime(opportunity.updatedAt)}</Item>
        {opportunity.lostReason && <Item term="Lost reason">{opportunity.lostReason}</Item>}
        {opportunity.parentOpportunityId !== null && (
          <Item term="Parent opportunity">
            <Link to={opportunityPagePath(opportunity.kind, opportunity.parentOpportunityId)} className={linkClass}>
              #{opportunity.parentOpportunityId}
            </Link>
          </Item>
        )}
        {opportunity.childOpportunityId !== null && (
          <Item term="Child opportunity">
            <Link to={opportunityPagePath(opportunity.kind, opportunity.childOpportunityId)} className={linkClass}>
              #{opportunity.childOpportunityId}
            </Link>
          </Item>
        )}
      </dl>
    </section>
  );
}
