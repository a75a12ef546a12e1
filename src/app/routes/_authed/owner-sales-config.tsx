import { createFileRoute } from '@tanstack/react-router';
import { OwnerSalesConfigPage } from '../../areas/owner-sales-config/components/owner-sales-config-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `owner-sales-config`: owner and tenant telesales configuration (teams). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/owner-sales-config')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/owner-sales-config'),
  component: OwnerSalesConfigPage,
});
