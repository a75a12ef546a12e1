import { createFileRoute } from '@tanstack/react-router';
import { BackgroundJobsPage } from '../../areas/jobs/components/background-jobs-page';
import { backgroundJobsSearch } from '../../areas/jobs/data/background-jobs-search';
import { requireCapability } from '../../lib/session/require-capability';

/** `background-jobs` (issue 51): the background jobs' last passes, Admin only ('people' is Admin's alone). */
export const Route = createFileRoute('/_authed/background-jobs')({
  validateSearch: backgroundJobsSearch,
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: BackgroundJobsPage,
});
