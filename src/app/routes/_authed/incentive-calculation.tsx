import { createFileRoute } from '@tanstack/react-router';
import { IncentiveCalculationPage } from '../../areas/incentives/components/incentive-calculation-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `incentive-calculation` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/incentive-calculation')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/incentive-calculation'),
  component: IncentiveCalculationPage,
});
