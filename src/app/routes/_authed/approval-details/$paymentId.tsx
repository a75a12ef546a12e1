import { createFileRoute } from '@tanstack/react-router';
import { PaymentApprovalsView } from '../../../areas/approvals/components/payment-approvals-view';
import { requireScreen } from '../../../lib/session/require-screen';
import { searchInt, searchShape } from '../../../lib/search-params';
import { idParam } from '../-id-param';

const readSearch = searchShape({ approvalId: searchInt(1, 2_147_483_647) });
/** `?approvalId`: which of the payment's approvals to show. */
const paymentApprovalsSearch = (search: Record<string, unknown>): { approvalId?: number | undefined } => readSearch(search);

/**
 * `approval-details/{paymentId}` (spec 001 §2): the approvals about a payment, by the payment's id; `?approvalId`
 * picks one of them. Approvals of other kinds open on `approval/{approvalId}`, NP slot swaps on swap-approval-details.
 */
export const Route = createFileRoute('/_authed/approval-details/$paymentId')({
  params: idParam('paymentId'),
  validateSearch: paymentApprovalsSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/approval-details/$paymentId'),
  component: PaymentApprovalsRoute,
});

function PaymentApprovalsRoute() {
  const { paymentId } = Route.useParams();
  const { approvalId } = Route.useSearch();
  return <PaymentApprovalsView key={paymentId} paymentId={paymentId} approvalId={approvalId} />;
}
