import { createFileRoute } from '@tanstack/react-router';
import { ApprovalDetailsView } from '../../../areas/approvals/components/approval-details-view';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';

/** `approval-details/{paymentId}`: one approval, named by the route's id (the approval's id, of any kind). */
export const Route = createFileRoute('/_authed/approval-details/$paymentId')({
  params: idParam('paymentId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'finance'),
  component: ApprovalDetailsRoute,
});

function ApprovalDetailsRoute() {
  const { paymentId } = Route.useParams();
  return <ApprovalDetailsView key={paymentId} approvalId={paymentId} />;
}
