import { createFileRoute } from '@tanstack/react-router';
import { InvoicesToRaisePage } from '../../areas/invoices/components/invoices-to-raise-page';
import { pageOnlySearch } from '../../lib/list/list-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `invoices-to-raise` (issue 51): finance's queue of tax invoices to raise, the page in the URL. */
export const Route = createFileRoute('/_authed/invoices-to-raise')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/invoices-to-raise'),
  component: InvoicesToRaisePage,
});
