import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityPagePath, opportunityStatusName } from '../../../../domain/opportunities/statuses';
import { CLIENT_TYPE } from '../../../../domain/reference/ids';
import type { OpportunityPage } from '../data/opportunity-types';
import { useReferenceData } from '../../../lib/reference/use-reference-data';
import { dealFigures, TAX_BASIS } from '../../../../domain/money/ledger';
import { DetailItem } from '../../../ui/detail-item';
import { RecordSection } from '../../../ui/record-section';

const KIND_LABELS: Record<string, string> = { general: 'General', owner: 'Owner', broker: 'Broker', builder: 'Builder', tenant: 'Tenant' };

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
    <RecordSection id="opportunity-details-heading" title="Details" card>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <DetailItem term="Account">
          <Link to="/account/$accountId" params={{ accountId: opportunity.accountId }} className={linkClass}>
            {opportunity.account.name} (#{opportunity.accountId})
          </Link>
        </DetailItem>
        <DetailItem term="Housing profile id">{opportunity.account.housingProfileId ?? '--'}</DetailItem>
        <DetailItem term="Kind">{KIND_LABELS[opportunity.kind] ?? opportunity.kind}</DetailItem>
        <DetailItem term="Type">{CLIENT_TYPE.name(opportunity.typeId)}</DetailItem>
        <DetailItem term="City">{cityName}</DetailItem>
        <DetailItem term="Status">{opportunityStatusName(opportunity.statusId)}</DetailItem>
        {opportunity.kind === 'broker' && <DetailItem term="Broker stage">{opportunity.brokerStage ?? '--'}</DetailItem>}
        <DetailItem term="Owner">{opportunity.ownerName ?? '--'}</DetailItem>
        <DetailItem term={`Deal value (${TAX_BASIS.excl})`}>{formatRupees(figures.dealValue)}</DetailItem>
        <DetailItem term={`Receivable (${TAX_BASIS.incl})`}>{formatRupees(figures.receivable)}</DetailItem>
        <DetailItem term={`Collected amount (${TAX_BASIS.incl})`}>{formatRupees(opportunity.collectedAmount)}</DetailItem>
        {figures.overCollected > 0 ? (
          <DetailItem term={`Over-collected (${TAX_BASIS.incl})`}>Over-collected {formatRupees(figures.overCollected)}</DetailItem>
        ) : (
          <DetailItem term={`Pending collection (${TAX_BASIS.incl})`}>{formatRupees(opportunity.pendingCollectionAmount)}</DetailItem>
        )}
        <DetailItem term="Created">{formatDateTime(opportunity.createdAt)}</DetailItem>
        <DetailItem term="Updated">{formatDateTime(opportunity.updatedAt)}</DetailItem>
        {opportunity.lostReason && <DetailItem term="Lost reason">{opportunity.lostReason}</DetailItem>}
        {opportunity.parentOpportunityId !== null && (
          <DetailItem term="Parent opportunity">
            <Link to={opportunityPagePath(opportunity.kind, opportunity.parentOpportunityId)} className={linkClass}>
              #{opportunity.parentOpportunityId}
            </Link>
          </DetailItem>
        )}
        {opportunity.childOpportunityId !== null && (
          <DetailItem term="Child opportunity">
            <Link to={opportunityPagePath(opportunity.kind, opportunity.childOpportunityId)} className={linkClass}>
              #{opportunity.childOpportunityId}
            </Link>
          </DetailItem>
        )}
      </dl>
    </RecordSection>
  );
}
