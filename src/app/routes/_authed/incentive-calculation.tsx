import { createFileRoute } from '@tanstack/react-router';
import { IncentiveCalculationPage } from '../../areas/incentives/components/incentive-calculation-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `incentive-calculation` (Sales Incentive; incentives: managers, Admin, Finance). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/incentive-calculation')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'incentives'),
  component: IncentiveCalculationPage,
});
