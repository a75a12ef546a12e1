import { createFileRoute } from '@tanstack/react-router';
import { ChurnSchedulerPage } from '../../areas/churn/components/churn-scheduler-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `churn-scheduler` (spec 002 §2): simulate, then create a manual churn schedule (teams and Admin). */
export const Route = createFileRoute('/_authed/churn-scheduler')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/churn-scheduler'),
  component: ChurnSchedulerPage,
});
