import { createFileRoute } from '@tanstack/react-router';
import { MigrationOfAgentsCasesPage } from '../../areas/calling/components/migration-of-agents-cases-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `migration-of-agents-cases` (teams): move owner cases from one agent to another. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/migration-of-agents-cases')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'teams'),
  component: MigrationOfAgentsCasesPage,
});
