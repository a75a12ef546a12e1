import { createFileRoute } from '@tanstack/react-router';
import { InvoicesToRaisePage } from '../../areas/invoices/components/invoices-to-raise-page';
import { pageOnlySearch } from '../../lib/list/list-search';
import { requireCapability } from '../../lib/session/require-capability';

/** `invoices-to-raise` (issue 51): finance's queue of tax invoices to raise, the page in the URL. */
export const Route = createFileRoute('/_authed/invoices-to-raise')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireCapability(context.user, 'finance'),
  component: InvoicesToRaisePage,
});
