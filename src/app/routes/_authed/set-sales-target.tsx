import { createFileRoute } from '@tanstack/react-router';
import { SetSalesTargetPage } from '../../areas/incentives/components/set-sales-target-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `set-sales-target` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/set-sales-target')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/set-sales-target'),
  component: SetSalesTargetPage,
});
