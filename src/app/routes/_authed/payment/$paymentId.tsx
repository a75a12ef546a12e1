import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { PaymentPageView } from '../../../areas/payments/components/payment-page-view';
import { idParam } from '../-id-param';

/** `payment/{paymentId}`: the payment with breadcrumbs Account# › Opportunity# › Termsheet# › Milestone#. */
export const Route = createFileRoute('/_authed/payment/$paymentId')({
  params: idParam('paymentId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/payment/$paymentId'),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { paymentId } = Route.useParams();
  return <PaymentPageView key={paymentId} paymentId={paymentId} />;
}
