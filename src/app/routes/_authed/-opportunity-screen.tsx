import type { OpportunityKind } from '../../../domain/opportunities/statuses';
import { useSignedInUser } from '../../lib/session/use-session';
import { ApprovalsSection } from '../../areas/approvals/components/approvals-section';
import { ExtensionRequestButton } from '../../areas/approvals/components/extension-request-button';
import { CommentsPanel } from '../../areas/comments/components/comments-panel';
import { MilestonesSection } from '../../areas/milestones/components/milestones-section';
import { OpportunityPageView, type OpportunitySectionContext } from '../../areas/opportunities/components/opportunity-page-view';
import { RecordPaymentButton } from '../../areas/payments/components/record-payment-button';
import { TermsheetsSection } from '../../areas/termsheets/components/termsheets-section';
import { useTermsheetsOfOpportunity } from '../../areas/termsheets/data/termsheets-of-opportunity';
import { DocumentsPanel } from '../../areas/documents/components/documents-panel';
import { TicketsPanel } from '../../areas/tickets/components/tickets-panel';
import { ENTITY_TYPES } from '../../../domain/reference/ids';

/**
 * The opportunity page as every kind's route composes it (a '-' file: not a route itself). The opportunities
 * area lays out details and packages; termsheets, milestones (with payments recorded on them) and approvals
 * come from their own areas.
 */
export function OpportunityScreen({ kind, opportunityId }: { kind: OpportunityKind; opportunityId: number }) {
  return (
    <OpportunityPageView
      kind={kind}
      opportunityId={opportunityId}
      packageActions={(mapping, context) =>
        context.canEdit ? <ExtensionRequestButton packageMappingId={mapping.id} packageName={mapping.packageName ?? `package ${mapping.packageId}`} /> : null
      }
      sections={(context) => <OpportunitySections context={context} />}
    />
  );
}

function OpportunitySections({ context }: { context: OpportunitySectionContext }) {
  const { opportunity, canEdit } = context;
  const user = useSignedInUser();
  // Comments are a record of work, so they stay open on closed and lost opportunities; read-only users only read.
  const canComment = !user.readOnly && user.capabilities.includes('sell');
  const termsheets = useTermsheetsOfOpportunity(opportunity.id);
  const packages = opportunity.opportunityPackageMappingDetails.map((m) => ({
    id: m.id,
    label: `${m.packageName ?? `Package ${m.packageId}`} (#${m.id})`,
    packageName: m.packageName ?? `Package ${m.packageId}`,
    discount: m.discount,
    discountApproved: m.discountApproved,
  }));
  const termsheetChoices = (termsheets.data?.results ?? []).map((t) => ({ id: t.id, label: `Termsheet #${t.id}${t.legalName ? ` · ${t.legalName}` : ''}`, editable: t.editable }));
  return (
    <>
      <ApprovalsSection
        opportunityId={opportunity.id}
        discountStates={opportunity.opportunityPackageMappingDetails.map((m) => m.discountApproved)}
        canEdit={canEdit}
        onRefresh={() => void context.refresh()}
        onSettled={(states) =>
          context.update((o) => ({
            ...o,
            opportunityPackageMappingDetails: o.opportunityPackageMappingDetails.map((m) => {
              const settled = states.find((s) => s.id === m.id);
              return settled ? { ...m, discountApproved: settled.discountApproved } : m;
            }),
          }))
        }
      />
      <TermsheetsSection opportunityId={opportunity.id} accountId={opportunity.accountId} packages={packages} termsheets={termsheets} canEdit={canEdit} />
      <MilestonesSection
        opportunityId={opportunity.id}
        termsheets={termsheetChoices}
        canEdit={canEdit}
        onChanged={() => void context.refresh()}
        milestoneActions={(milestone, refresh) =>
          milestone.dueAmount > 0 ? <RecordPaymentButton milestone={{ id: milestone.id, name: milestone.name, dueAmount: milestone.dueAmount }} onRecorded={refresh} /> : null
        }
      />
      <DocumentsPanel entityTypeId={1} entityId={opportunity.id} />
      {/* Tickets on opportunities as well as accounts (issue 52): raised by whoever may comment, listed for every reader. */}
      <TicketsPanel entityTypeId={ENTITY_TYPES.OPPORTUNITY} entityId={opportunity.id} canRaise={canComment} />
      <CommentsPanel
        entityTypeId={1}
        entityId={opportunity.id}
        area={opportunity.kind === 'owner' ? 'owner' : 'general'}
        accountId={opportunity.accountId}
        canWrite={canComment}
      />
    </>
  );
}
