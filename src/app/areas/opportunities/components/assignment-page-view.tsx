import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { opportunityKindOf, opportunityPagePath, opportunityStatusName } from '../../../../domain/opportunities/statuses';
import { DESIGNATION_LABELS } from '../../../../domain/reference/ids';
import { useSave } from '../../../lib/forms/use-save';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { PageHeader } from '../../../ui/page-header';
import { opportunityEndpoints } from '../../../../domain/opportunities/opportunities.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { reassignOpportunity, type AssignmentResult } from '../data/reassign-opportunity';
import { OnlineOnlyNotice } from '../../../ui/status/online-only-notice';
import { OnlineButton } from '../../../ui/online-button';
import { useScreenTitle } from '../../../ui/screen';
import { RecordPending } from '../../../ui/status/record-pending';

function backOf(opportunity: { kind: string; id: number }): string {
  return opportunityPagePath(opportunityKindOf(opportunity.kind), opportunity.id);
}

function designation(id: number | null): string {
  return id === null ? '' : ((DESIGNATION_LABELS as Record<number, string | undefined>)[id] ?? '');
}

/** opportunity/assignment-page/{id}: choose an agent to reassign the opportunity to, or let the server auto-assign it. */
export function AssignmentPageView({ opportunityId }: { opportunityId: number }) {
  const user = useSignedInUser();
  useScreenTitle(`Assign opportunity #${opportunityId}`);
  const page = useResource(`assignment:${opportunityId}`, () => call(opportunityEndpoints.assignmentPage, { params: { id: opportunityId }, notify: false }));
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<number | null>(null);
  // Both ways end alike: who has it now, then back to the opportunity.
  const assigned = {
    success: (result: AssignmentResult) => `Opportunity assigned to ${result.ownerName}`,
    onSaved: () => (page.data ? navigate({ to: backOf(page.data.opportunity) }) : undefined),
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.assignAccountsFailed } },
  };
  const reassign = useSave(assigned);
  const autoAssign = useSave(assigned);
  const busy = reassign.busy || autoAssign.busy;

  const data = page.data;
  if (!data) {
    return (
      <>
        <OnlineOnlyNotice />
        <RecordPending error={page.error} record="opportunity" id={opportunityId} what="assignment page" loading="Loading agents…" />
      </>
    );
  }
  const opportunity = data.opportunity;
  const back = backOf(opportunity);
  const mayAssign = data.canReassign && !user.readOnly;

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: `Account#${opportunity.accountId}`, to: `/account/${opportunity.accountId}` },
              { label: `Opportunity#${opportunity.id}`, to: back },
              { label: 'Assignment' },
            ]}
          />
        }
        title={`Assign “${opportunity.name}”`}
        description={`${opportunity.accountName} · ${opportunityStatusName(opportunity.statusId)} · owner ${data.currentOwner?.name ?? 'none'}`}
        actions={
          mayAssign ? (
            <OnlineButton variant="secondary" className="whitespace-nowrap" busy={autoAssign.busy} disabled={busy} onClick={() => void autoAssign.run(() => call(opportunityEndpoints.autoAssign, { params: { id: opportunity.id }, body: { baseVersion: opportunity.version }, notify: false }))}>
              Auto-assign
            </OnlineButton>
          ) : undefined
        }
      />
      <OnlineOnlyNotice />
      {!mayAssign && (
        <p role="note" className="rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
          {!opportunity.editable ? `This opportunity is ${opportunityStatusName(opportunity.statusId)} and can no longer be reassigned.` : 'You may not reassign this opportunity.'}{' '}
          <Link to={back} className="text-brand underline">
            Back to the opportunity
          </Link>
        </p>
      )}
      {mayAssign && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (chosen !== null && !busy) void reassign.run(() => reassignOpportunity(opportunity.id, chosen, opportunity.version));
          }}
          className="flex flex-col gap-3"
        >
          <fieldset className="rounded-lg border border-slate-200 bg-white p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Agents</legend>
            {data.candidates.length === 0 ? (
              <p className="text-sm text-slate-600">No active agents in your scope.</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-100">
                {data.candidates.map((agent) => (
                  <li key={agent.userId}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1 text-sm">
                      <input type="radio" name="agent" value={agent.userId} checked={chosen === agent.userId} onChange={() => setChosen(agent.userId)} className="size-5 accent-brand" />
                      <span className="grow">
                        {agent.name}
                        {designation(agent.designationId) && <span className="text-slate-600"> · {designation(agent.designationId)}</span>}
                        {agent.userId === data.currentOwner?.userId && <span className="text-slate-600"> · current owner</span>}
                      </span>
                      <span className="text-slate-600 tabular-nums">{agent.openOpportunityCount} open</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div className="flex gap-2">
            <OnlineButton type="submit" busy={reassign.busy} disabled={chosen === null || busy}>
              Reassign
            </OnlineButton>
            <Link to={back} className="inline-flex min-h-11 items-center px-2 text-sm text-brand underline sm:min-h-10">
              Cancel
            </Link>
          </div>
        </form>
      )}
    </div>
  );
}
