import { createFileRoute } from '@tanstack/react-router';
import { LocalityAgentMappingPage } from '../../areas/regions/components/locality-agent-mapping-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `locality-agent-mapping`: agents' localities (people: Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/locality-agent-mapping')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/locality-agent-mapping'),
  component: LocalityAgentMappingPage,
});
