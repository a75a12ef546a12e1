import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { opportunityPagePath, opportunityStatusName, type OpportunityKind } from '../../../../domain/opportunities/statuses';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { PageHeader } from '../../../ui/page-header';
import { editPermission, mayWrite } from '../data/edit-permission';
import { useOpportunityPage } from '../data/opportunity-page';
import type { OpportunityPage, PackageMapping } from '../data/opportunity-types';
import { OpportunityActions } from './opportunity-actions';
import { OpportunityDetails } from './opportunity-details';
import { ComplimentaryProductsSection } from './complimentary-products-section';
import { PackageMappingsSection } from './package-mappings-section';
import { ResharePaymentLinkButton } from './reshare-payment-link-button';
import { useScreenTitle } from '../../../ui/screen';
import { RecordPending } from '../../../ui/status/record-pending';

/** What the sections other areas add (termsheets, milestones, approvals, comments) receive. */
export type OpportunitySectionContext = {
  opportunity: OpportunityPage;
  /** The user may change this opportunity on this page (role, server's editable, the kind's not-editable statuses). */
  canEdit: boolean;
  /** Reloads the opportunity (after a change that alters its figures or mappings). */
  refresh: () => Promise<void>;
  /** Puts what a mutation answered on screen without a reload. */
  update: (change: (opportunity: OpportunityPage) => OpportunityPage) => void;
};

export type OpportunityPageViewProps = {
  /** The kind this page is for: its not-editable statuses apply. */
  kind: OpportunityKind;
  opportunityId: number;
  sections?: (context: OpportunitySectionContext) => ReactNode;
  packageActions?: (mapping: PackageMapping, context: OpportunitySectionContext) => ReactNode;
};

const KIND_TITLES: Record<OpportunityKind, string> = {
  general: 'Opportunity',
  owner: 'Owner opportunity',
  broker: 'Broker opportunity',
  builder: 'Builder opportunity',
  tenant: 'Tenant opportunity',
};

/** The opportunity page shared by the five kinds: breadcrumbs, details, actions, packages, then the composed sections. */
export function OpportunityPageView({ kind, opportunityId, sections, packageActions }: OpportunityPageViewProps) {
  const user = useSignedInUser();
  const page = useOpportunityPage(opportunityId);
  const opportunity = page.data;
  useScreenTitle(opportunity ? `${KIND_TITLES[kind]} #${opportunity.id}` : KIND_TITLES[kind]);

  if (!opportunity) return <RecordPending error={page.error} record="opportunity" id={opportunityId} loading="Loading opportunity…" onRetry={() => void page.refresh()} />;
  // Each kind has its own page: an id opened under another kind's path goes to its own.
  if (opportunity.kind !== kind) return <Navigate to={opportunityPagePath(opportunity.kind, opportunity.id)} replace />;

  const permission = editPermission(user, kind, opportunity);
  const context: OpportunitySectionContext = {
    opportunity,
    canEdit: permission.canEdit,
    refresh: page.refresh,
    update: (change) => page.mutate((current) => (current ? change(current) : current)),
  };
  const refresh = () => void page.refresh();

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: `Account#${opportunity.accountId}`, to: `/account/${opportunity.accountId}` },
              { label: `Opportunity#${opportunity.id}` },
            ]}
          />
        }
        title={opportunity.name}
        description={`${KIND_TITLES[kind]} #${opportunity.id} · ${opportunityStatusName(opportunity.statusId)}`}
        actions={
          mayWrite(user) ? (
            <>
              {permission.canEdit && <OpportunityActions opportunity={opportunity} onSaved={(saved) => page.mutate(() => saved)} onMarkedLost={refresh} />}
              <ResharePaymentLinkButton opportunityId={opportunity.id} />
            </>
          ) : undefined
        }
      />
      {!permission.canEdit && (
        <p role="note" className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {permission.reason}
        </p>
      )}
      <OpportunityDetails opportunity={opportunity} />
      <PackageMappingsSection
        opportunity={opportunity}
        canEdit={permission.canEdit}
        onChanged={refresh}
        packageActions={packageActions ? (mapping) => packageActions(mapping, context) : undefined}
        activationRights={{
          activate: mayWrite(user),
          force: !user.readOnly && user.capabilities.includes('finance'),
          profileUuid: opportunity.account.housingProfileId,
        }}
      />
      <ComplimentaryProductsSection opportunityId={opportunity.id} />
      {sections?.(context)}
    </div>
  );
}
