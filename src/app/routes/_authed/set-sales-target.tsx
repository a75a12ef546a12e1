import { createFileRoute } from '@tanstack/react-router';
import { SetSalesTargetPage } from '../../areas/incentives/components/set-sales-target-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `set-sales-target` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/set-sales-target')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'incentives'),
  component: SetSalesTargetPage,
});
