import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../areas/dashboards/components/dashboard-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `builder-dashboard`: the dashboard's tiles, leaderboard, performance trend and payment links (the 'reports' roles and sellers, in scope). */
export const Route = createFileRoute('/_authed/builder-dashboard')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/builder-dashboard'),
  component: () => <DashboardPage type="builder" />,
});
