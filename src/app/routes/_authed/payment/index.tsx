import { createFileRoute } from '@tanstack/react-router';
import { requireScreen } from '../../../lib/session/require-screen';
import { PaymentListPage } from '../../../areas/payments/components/payment-list-page';
import { paymentListSearchSchema } from '../../../areas/payments/data/payment-list-search';

/** `payment`: the payment list (desk screen, online only). */
export const Route = createFileRoute('/_authed/payment/')({
  validateSearch: paymentListSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/payment'),
  component: PaymentList,
});

function PaymentList() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PaymentListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
