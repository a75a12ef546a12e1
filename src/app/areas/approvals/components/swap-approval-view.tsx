import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ApprovalPage, ApprovalTask, SlotSwap } from '../../../../domain/approvals/approval-answers';
import { formatDate } from '../../../../domain/format/date-time';
import { isApiFailure } from '../../../lib/api/api-failure';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/status/empty-state';
import { LoadFailed } from '../../../ui/status/load-failed';
import { LoadingFallback } from '../../../ui/status/loading-fallback';
import { SectionPanel } from '../../../ui/section-panel';
import { TextField } from '../../../ui/form/text-field';
import { completeTask } from '../data/complete-task';
import { useApprovalDetails } from '../data/use-approval-details';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';
import { useResource } from '../../../lib/data/use-resource';
import { refusalOf } from './approval-details-view';
import { ApprovalHistory } from './approval-history';
import { ApprovalSummary, FactList } from './approval-summary';
import { ApprovalsScreen } from './approvals-screen';

/** Spec 002 §4: approval submit runs in progress, success, error; a 400 is a Failed task status with the message. */
type TaskState = { state: 'idle' } | { state: 'inProgress'; taskKey: string } | { state: 'success'; message: string } | { state: 'failed'; message: string };

function SwapSlots({ swap }: { swap: SlotSwap }) {
  const rows: [string, string][] = [
    ['Project', swap.projectName ?? '-'],
    ['Package mapping', `#${swap.opportunityPackageMappingId}`],
    ['From slot', `#${swap.fromSlotId}: ${formatDate(swap.fromStartDate)} to ${formatDate(swap.fromEndDate)}`],
    ['To slot', `#${swap.toSlotId}: ${formatDate(swap.toStartDate)} to ${formatDate(swap.toEndDate)}`],
    ['Swap status', swap.status],
    ['Requested by', swap.requestedBy.name],
  ];
  return (
    <SectionPanel title="Slot swap">
      <FactList rows={rows} />
      <p className="mt-2 text-sm">
        <Link to="/opportunity/$opportunityId" params={{ opportunityId: swap.opportunityId }} className="text-blue-700 underline">
          Opportunity #{swap.opportunityId}
        </Link>
      </p>
    </SectionPanel>
  );
}

function SwapTasks({ approval, onDone }: { approval: ApprovalPage; onDone: () => void }) {
  const [remark, setRemark] = useState('');
  const [task, setTask] = useState<TaskState>({ state: 'idle' });

  async function run(t: ApprovalTask) {
    setTask({ state: 'inProgress', taskKey: t.taskKey });
    try {
      const result = await completeTask(t.taskKey, remark);
      setTask({ state: 'success', message: `${result.message} (${result.approvalStatus})` });
      onDone();
    } catch (error) {
      const message = isApiFailure(error) ? error.message : 'Something went wrong!';
      setTask({ state: 'failed', message });
    }
  }

  return (
    <SectionPanel title="Your decision">
      {approval.tasks.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing for you to do on this swap.</p>
      ) : (
        <div className="flex flex-col gap-3">
          <TextField label="Remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={1000} />
          <div className="flex flex-wrap gap-2">
            {approval.tasks.map((t) => (
              <Button
                key={t.taskKey}
                variant={t.decision === 'Rejected' ? 'danger' : 'primary'}
                busy={task.state === 'inProgress' && task.taskKey === t.taskKey}
                disabled={task.state === 'inProgress'}
                onClick={() => void run(t)}
              >
                {t.label}
              </Button>
            ))}
          </div>
        </div>
      )}
      <div role="status" className="mt-2 text-sm">
        {task.state === 'success' && <p className="text-green-800">Task status: Completed. {task.message}</p>}
        {task.state === 'failed' && <p className="text-red-800">Task status: Failed. {task.message}</p>}
      </div>
    </SectionPanel>
  );
}

/** `swap-approval-details/{swapId}`: an NP slot swap waiting for approval, decided through the task routes. */
export function SwapApprovalView({ swapId }: { swapId: number }) {
  const more = useResource(`package-more:SlotSwap:${swapId}`, () => call(approvalEndpoints.packageMoreDetails, { query: { entityId: swapId, approvalType: 'SlotSwap' }, notify: false }));
  const approvalId = more.data?.slotSwap?.approvalId ?? null;
  const details = useApprovalDetails(approvalId);
  const refused = refusalOf(more.error) ?? refusalOf(details.error);
  const refresh = () => {
    void more.refresh();
    void details.refresh();
  };
  return (
    <ApprovalsScreen title={`Slot swap #${swapId}`} onlineOnly={false}>
      {(more.isLoading || details.isLoading) && !details.data && !refused && <LoadingFallback label="Loading swap…" />}
      {refused && <EmptyState title={refused} />}
      {Boolean(more.error ?? details.error) && !refused && <LoadFailed what="the swap" error={more.error ?? details.error} onRetry={refresh} />}
      {more.data?.slotSwap && <SwapSlots swap={more.data.slotSwap} />}
      {details.data && !refused && (
        <>
          <ApprovalSummary approval={details.data} />
          <SwapTasks approval={details.data} onDone={refresh} />
          <ApprovalHistory actions={details.data.actions} />
        </>
      )}
    </ApprovalsScreen>
  );
}
