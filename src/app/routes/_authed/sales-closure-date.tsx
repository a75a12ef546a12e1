import { createFileRoute } from '@tanstack/react-router';
import { SalesClosureDatePage } from '../../areas/sales-closure/components/sales-closure-date-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `sales-closure-date`: closure date per sales month (people: Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/sales-closure-date')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/sales-closure-date'),
  component: SalesClosureDatePage,
});
