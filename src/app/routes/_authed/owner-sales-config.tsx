import { createFileRoute } from '@tanstack/react-router';
import { OwnerSalesConfigPage } from '../../areas/owner-sales-config/components/owner-sales-config-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `owner-sales-config`: owner and tenant telesales configuration (teams). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/owner-sales-config')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'teams'),
  component: OwnerSalesConfigPage,
});
