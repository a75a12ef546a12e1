import type { ApprovalPage } from '../../../../domain/approvals/approval-answers';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call, endpointPath } from '../../../lib/api/call';
import { writeThroughOutbox, type WriteResult } from '../../../lib/offline/outbox/queued-write';

export type ApprovalDecision = { path: 'review' | 'approval'; status: 'Approved' | 'Rejected'; remark: string };

/**
 * A review (PUT …/process-review) or the approver's decision (POST …/process-approval), with the version the screen
 * showed. Whoever keeps an offline copy queues it (SYNC.md): offline it waits on the device and the server re-checks
 * the version on sync; everyone else calls the route.
 */
export function actOnApproval(approval: Pick<ApprovalPage, 'id' | 'version'>, decision: ApprovalDecision): Promise<WriteResult> {
  const query = { approvalId: approval.id, status: decision.status, version: approval.version, remark: decision.remark.trim() || undefined };
  const endpoint = decision.path === 'review' ? approvalEndpoints.processReview : approvalEndpoints.processApproval;
  const rest = () => (decision.path === 'review' ? call(approvalEndpoints.processReview, { query }) : call(approvalEndpoints.processApproval, { query }));
  return writeThroughOutbox(
    { name: 'processApproval', args: { approvalId: approval.id, path: decision.path, status: decision.status, remark: decision.remark.trim() || null, version: approval.version } },
    rest,
    { method: endpoint.method, path: endpointPath(endpoint) },
  );
}
