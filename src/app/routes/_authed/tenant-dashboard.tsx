import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../areas/dashboards/components/dashboard-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `tenant-dashboard`: the dashboard's tiles, leaderboard, performance trend and payment links (the 'reports' roles and sellers, in scope). */
export const Route = createFileRoute('/_authed/tenant-dashboard')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'reports', 'sell'),
  component: () => <DashboardPage type="tenant" />,
});
