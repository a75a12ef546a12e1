import { createFileRoute } from '@tanstack/react-router';
import { ApprovalDetailsView } from '../../../areas/approvals/components/approval-details-view';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';

/** `approval/{approvalId}` (ours): one approval by its id — discount, slot-date extension, price restoration; payment approvals open on approval-details/{paymentId}. */
export const Route = createFileRoute('/_authed/approval/$approvalId')({
  params: idParam('approvalId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'finance'),
  component: ApprovalRoute,
});

function ApprovalRoute() {
  const { approvalId } = Route.useParams();
  return <ApprovalDetailsView key={approvalId} approvalId={approvalId} />;
}
