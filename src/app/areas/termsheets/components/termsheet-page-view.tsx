import { useState, type ReactNode } from 'react';
import { APPROVAL_STATUS_LABELS } from '../../../../domain/approvals/statuses';
import { formatDateTime } from '../../../../domain/format/date-time';
import { formatRupees } from '../../../../domain/format/rupees';
import { opportunityKindOf, opportunityPagePath } from '../../../../domain/opportunities/statuses';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { PageHeader } from '../../../ui/page-header';
import { useTermsheetPage } from '../data/termsheet-page';
import { TermsheetActionsBar } from './termsheet-actions-bar';
import { ListPriceChoice } from './list-price-choice';
import { TermsheetSummaryBand } from './termsheet-summary-band';
import type { MirrorMilestonesOf } from '../offline/queries';
import type { AddressDetail, TermsheetPage } from '../data/termsheet-types';
import { DetailItem } from '../../../ui/detail-item';
import { useScreenTitle } from '../../../ui/screen';
import { RecordSection } from '../../../ui/record-section';
import { RecordPending } from '../../../ui/status/record-pending';

/** A missing billing or shipping address reads 'Not Available' (spec 001 §3). */
export const ADDRESS_NOT_AVAILABLE = 'Not Available';

function addressText(details: readonly AddressDetail[] | undefined, type: AddressDetail['type']): string {
  const found = details?.find((d) => d.type === type);
  if (!found || !found.address.trim()) return ADDRESS_NOT_AVAILABLE;
  return found.pincode ? `${found.address}, ${found.pincode}` : found.address;
}

/** termsheet/{termsheetId}: legal entity and addresses, packages, and (composed by the route) its milestones with payments. */
export function TermsheetPageView<Milestone, Payment>({
  termsheetId,
  milestones,
  mirrorMilestones,
  invoices,
}: {
  termsheetId: number;
  /** The milestones with payments and refunds from the device's mirror (another area, composed by the route). */
  mirrorMilestones: MirrorMilestonesOf<Milestone, Payment>;
  milestones: (termsheet: TermsheetPage<Milestone, Payment>) => ReactNode;
  /** The invoices panel (another area, composed by the route); `atListPrice` is the agent's choice below. */
  invoices?: (termsheet: TermsheetPage<Milestone, Payment>, choice: { atListPrice: boolean }) => ReactNode;
}) {
  const [atListPrice, setAtListPrice] = useState(false);
  const page = useTermsheetPage<Milestone, Payment>(termsheetId, mirrorMilestones);
  useScreenTitle(`Termsheet #${termsheetId}`);
  const termsheet = page.data;
  if (!termsheet) return <RecordPending error={page.error} record="termsheet" id={termsheetId} loading="Loading termsheet…" />;
  const crumbs = termsheet.breadcrumbs;
  const entity = termsheet.accountLegalEntityDetail;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: `Account#${crumbs.accountId}`, to: `/account/${crumbs.accountId}` },
              { label: `Opportunity#${crumbs.opportunityId}`, to: opportunityPagePath(opportunityKindOf(termsheet.opportunityKind), crumbs.opportunityId) },
              { label: `Termsheet#${crumbs.termsheetId}` },
            ]}
          />
        }
        title={`Termsheet #${termsheet.id}`}
        description={`${termsheet.opportunityName} · ${termsheet.statusName}${termsheet.acceptanceStatusName ? ` · ${termsheet.acceptanceStatusName}` : ''}`}
      />
      <TermsheetSummaryBand termsheetId={termsheet.id} revision={`${termsheet.version}:${termsheet.payments.length}:${termsheet.refunds.length}`} />
      <ListPriceChoice packages={termsheet.termsheetOpportunityPackageMappingDetails} checked={atListPrice} onChange={setAtListPrice} />
      <TermsheetActionsBar termsheet={termsheet} onChanged={page.refresh} atListPrice={atListPrice} />
      <RecordSection id="termsheet-entity-heading" title="Legal entity" card>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <DetailItem term="Legal name">{entity?.legalName ?? ADDRESS_NOT_AVAILABLE}</DetailItem>
          <DetailItem term="Billing address">{addressText(entity?.addressDetails, 'Billing')}</DetailItem>
          <DetailItem term="Shipping address">{addressText(entity?.addressDetails, 'Shipping')}</DetailItem>
          <DetailItem term="Housing profile id">{termsheet.accountHousingProfileId ?? '--'}</DetailItem>
          <DetailItem term="Account">{termsheet.accountName}</DetailItem>
          <DetailItem term="Status">{termsheet.statusName}</DetailItem>
          <DetailItem term="Created">{formatDateTime(termsheet.createdAt)}</DetailItem>
          <DetailItem term="Updated">{formatDateTime(termsheet.updatedAt)}</DetailItem>
        </dl>
      </RecordSection>
      <RecordSection id="termsheet-packages-heading" title="Packages">
        {termsheet.termsheetOpportunityPackageMappingDetails.length === 0 ? (
          <p className="text-sm text-slate-600">No packages on this termsheet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {termsheet.termsheetOpportunityPackageMappingDetails.map((p) => (
              <li key={p.opportunityPackageMappingId} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {p.packageName} <span className="font-normal text-slate-600">#{p.opportunityPackageMappingId}</span>
                </p>
                <p className="text-slate-700">
                  Sales price {formatRupees(p.salesPrice)} · discount {formatRupees(p.discount)} · quantity {p.quantity} · validity {p.validityDays} days · discount {(APPROVAL_STATUS_LABELS as Record<string, string | undefined>)[p.discountApproved] ?? p.discountApproved}
                </p>
                {p.opportunityProductMappingDtos.length > 0 && <p className="text-slate-600">Products: {p.opportunityProductMappingDtos.map((d) => d.productName).join(', ')}</p>}
              </li>
            ))}
          </ul>
        )}
      </RecordSection>
      <RecordSection id="termsheet-milestones-heading" title="Milestones">
        {milestones(termsheet)}
      </RecordSection>
      <RecordSection id="termsheet-refunds-heading" title="Refunds">
        {termsheet.refunds.length === 0 ? (
          <p className="text-sm text-slate-600">No refunds on this termsheet.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {termsheet.refunds.map((r) => (
              <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
                <span className="font-medium text-slate-900">{formatRupees(r.amount)}</span> refunded of payment #{r.paymentId} on {formatDateTime(r.createdAt)}
                {r.createdByName ? ` by ${r.createdByName}` : ''}
                {r.remark ? ` · ${r.remark}` : ''}
              </li>
            ))}
          </ul>
        )}
      </RecordSection>
      {invoices?.(termsheet, { atListPrice })}
    </div>
  );
}
