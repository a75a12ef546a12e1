import { createFileRoute } from '@tanstack/react-router';
import { BackgroundJobsPage } from '../../areas/jobs/components/background-jobs-page';
import { backgroundJobsSearch } from '../../areas/jobs/data/background-jobs-search';
import { requireScreen } from '../../lib/session/require-screen';

/** `background-jobs` (issue 51): the background jobs' last passes, Admin only ('people' is Admin's alone). */
export const Route = createFileRoute('/_authed/background-jobs')({
  validateSearch: backgroundJobsSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/background-jobs'),
  component: BackgroundJobsPage,
});
