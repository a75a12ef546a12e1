import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../lib/session/require-capability';
import { PaymentPageView } from '../../../areas/payments/components/payment-page-view';
import { idParam } from '../-id-param';

/** `payment/{paymentId}`: the payment with breadcrumbs Account# › Opportunity# › Termsheet# › Milestone#. */
export const Route = createFileRoute('/_authed/payment/$paymentId')({
  params: idParam('paymentId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { paymentId } = Route.useParams();
  return <PaymentPageView key={paymentId} paymentId={paymentId} />;
}
