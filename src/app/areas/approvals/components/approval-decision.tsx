import { useState } from 'react';
import type { ApprovalPage } from '../../../../domain/approvals/approval-answers';
import { useSave } from '../../../lib/forms/use-save';
import { Button } from '../../../ui/button';
import { SectionPanel } from '../../../ui/section-panel';
import { TextField } from '../../../ui/form/text-field';
import { actOnApproval, type ApprovalDecision as Decision } from '../data/act-on-approval';

/**
 * The reviewer's review or the approver's decision, with a remark for the history. The buttons show only to whom
 * the server would let act (canReview, canApprove); it refuses anyone else ('You are not authorized to
 * approve/reject this approval.'), and a decision taken on a changed approval (the version it carries).
 */
export function ApprovalDecisionPanel({ approval, onDone }: { approval: ApprovalPage; onDone: () => void | Promise<void> }) {
  const [remark, setRemark] = useState('');
  const path: Decision['path'] | null = approval.canReview ? 'review' : approval.canApprove ? 'approval' : null;
  const options = { onSaved: onDone, failure: { notice: 'announced' } } as const;
  const approving = useSave({ ...options, success: path === 'review' ? 'Approval reviewed' : 'Approval approved' });
  const rejecting = useSave({ ...options, success: 'Approval rejected' });
  if (path === null) return null;
  const busy = approving.busy || rejecting.busy;
  const decide = (status: Decision['status']) => (status === 'Approved' ? approving : rejecting).run(() => actOnApproval(approval, { path, status, remark }));
  return (
    <SectionPanel title={path === 'review' ? 'Your review' : 'Your decision'}>
      <div className="flex flex-col gap-3">
        <TextField label="Remark" value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={1000} />
        <div className="flex flex-wrap gap-2">
          <Button busy={approving.busy} disabled={busy} onClick={() => void decide('Approved')}>
            {path === 'review' ? 'Review' : 'Approve'}
          </Button>
          <Button variant="danger" busy={rejecting.busy} disabled={busy} onClick={() => void decide('Rejected')}>
            Reject
          </Button>
        </div>
      </div>
    </SectionPanel>
  );
}
