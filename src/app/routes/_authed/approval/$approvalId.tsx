import { createFileRoute } from '@tanstack/react-router';
import { ApprovalDetailsView } from '../../../areas/approvals/components/approval-details-view';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `approval/{approvalId}` (ours): one approval by its id — discount, slot-date extension, price restoration; payment approvals open on approval-details/{paymentId}. */
export const Route = createFileRoute('/_authed/approval/$approvalId')({
  params: idParam('approvalId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/approval/$approvalId'),
  component: ApprovalRoute,
});

function ApprovalRoute() {
  const { approvalId } = Route.useParams();
  return <ApprovalDetailsView key={approvalId} approvalId={approvalId} />;
}
