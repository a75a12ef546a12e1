import { createFileRoute } from '@tanstack/react-router';
import { requireCapability } from '../../../lib/session/require-capability';
import { PaymentListPage } from '../../../areas/payments/components/payment-list-page';
import { paymentListSearchSchema } from '../../../areas/payments/data/payment-list-search';

/** `payment`: the payment list (desk screen, online only). */
export const Route = createFileRoute('/_authed/payment/')({
  validateSearch: paymentListSearchSchema,
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: PaymentList,
});

function PaymentList() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PaymentListPage search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
