import { createFileRoute } from '@tanstack/react-router';
import { ViewChurnSchedulerPage } from '../../areas/churn/components/view-churn-scheduler-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `view-churn-scheduler` (spec 002 §2): list and stop manual churn schedules (teams and Admin). */
export const Route = createFileRoute('/_authed/view-churn-scheduler')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/view-churn-scheduler'),
  component: ViewChurnSchedulerPage,
});
