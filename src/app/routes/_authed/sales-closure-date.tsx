import { createFileRoute } from '@tanstack/react-router';
import { SalesClosureDatePage } from '../../areas/sales-closure/components/sales-closure-date-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `sales-closure-date`: closure date per sales month (people: Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/sales-closure-date')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: SalesClosureDatePage,
});
