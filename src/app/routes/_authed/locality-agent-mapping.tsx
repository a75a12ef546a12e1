import { createFileRoute } from '@tanstack/react-router';
import { LocalityAgentMappingPage } from '../../areas/regions/components/locality-agent-mapping-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `locality-agent-mapping`: agents' localities (people: Admin). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/locality-agent-mapping')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: LocalityAgentMappingPage,
});
