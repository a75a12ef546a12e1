import { createFileRoute } from '@tanstack/react-router';
import { PerformancePage } from '../../../areas/people/components/performance-page';

/** `agent/performance`: one agent's performance (every signed-in user reads within their scope). */
export const Route = createFileRoute('/_authed/agent/performance')({
  component: () => <PerformancePage view="agent" />,
});
