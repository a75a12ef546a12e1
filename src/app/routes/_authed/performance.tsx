import { createFileRoute } from '@tanstack/react-router';
import { PerformancePage } from '../../areas/people/components/performance-page';

/** `performance`: a team's performance, 1,000 rows a page (every signed-in user reads within their scope). */
export const Route = createFileRoute('/_authed/performance')({
  component: () => <PerformancePage view="team" />,
});
