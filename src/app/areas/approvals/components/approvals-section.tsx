import { useState } from 'react';
import { needsRefresh } from '../../../../domain/approvals/statuses';
import { SUCCESS_MESSAGES } from '../../../../domain/errors/messages';
import { useSave } from '../../../lib/forms/use-save';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { SectionPanel } from '../../../ui/section-panel';
import { useNotify } from '../../../ui/snackbar/use-notify';
import type { ProcessResult } from '../../../../domain/approvals/approval-answers';
import { useApprovalsOfOpportunity } from '../data/approvals-of-opportunity';
import { sendForApproval } from '../data/send-for-approval';
import { ApprovalCard } from './approval-card';
import { SendDiscountApprovalDialog } from './send-discount-approval-dialog';
import { LoadFailed } from '../../../ui/status/load-failed';

/** Package mappings whose discount may go (again) for approval. */
const SENDABLE = ['Required', 'Rejected'];

/**
 * The discount approval flow on an opportunity: send for approval with a remark; reviewers and the approving
 * authority answer; when the answer leaves discountApproved neither Approved nor Rejected the view refreshes,
 * otherwise the new states are shown as answered. Also: request a price restoration.
 */
export function ApprovalsSection({
  opportunityId,
  discountStates,
  canEdit,
  onRefresh,
  onSettled,
}: {
  opportunityId: number;
  /** discountApproved of each package mapping. */
  discountStates: readonly string[];
  canEdit: boolean;
  /** Reload the opportunity. */
  onRefresh: () => void;
  /** Put the answered discountApproved states on screen. */
  onSettled: (mappings: { id: number; discountApproved: string }[]) => void;
}) {
  const user = useSignedInUser();
  const notify = useNotify();
  const approvals = useApprovalsOfOpportunity(opportunityId);
  const [sending, setSending] = useState(false);
  // The API client has shown a refusal's reason.
  const restoring = useSave({ success: SUCCESS_MESSAGES.priceRestorationApprovalSent, onSaved: () => void approvals.refresh(), failure: { notice: 'announced' } });
  const sendable = discountStates.some((s) => SENDABLE.includes(s));
  // A restoration restores a discounted price: offered where a package was sold at a discount (the server checks it).
  const restorable = discountStates.some((s) => s !== 'NotRequired');
  const mayAct = !user.readOnly;

  function processed(result: ProcessResult) {
    notify.success();
    void approvals.refresh();
    if (needsRefresh(result.discountApproved)) onRefresh();
    else onSettled(result.opportunityPackageMappings);
  }

  const list = approvals.data?.results ?? [];
  return (
    <SectionPanel
      title="Approvals"
      actions={
        canEdit && (
          <>
            {sendable && <Button onClick={() => setSending(true)}>Send for discount approval</Button>}
            {restorable && (
              <Button variant="secondary" busy={restoring.busy} onClick={() => void restoring.run(() => sendForApproval({ approvalType: 'PriceRestoration', entityId: opportunityId }))}>
                Request price restoration
              </Button>
            )}
          </>
        )
      }
    >
      {approvals.error !== null && !approvals.data ? (
        <LoadFailed what="approvals" error={approvals.error} onRetry={() => void approvals.refresh()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">{approvals.isLoading ? 'Loading approvals…' : 'No approvals yet.'}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((approval) => (
            <ApprovalCard key={approval.id} approval={approval} userId={user.id} mayAct={mayAct} onProcessed={processed} />
          ))}
        </ul>
      )}
      {sending && (
        <SendDiscountApprovalDialog
          opportunityId={opportunityId}
          onClose={() => setSending(false)}
          onSent={() => {
            // The agent goes on working on the opportunity: reload it (its version moved on).
            onRefresh();
            void approvals.refresh();
          }}
        />
      )}
    </SectionPanel>
  );
}
