import { createFileRoute } from '@tanstack/react-router';
import { MigrationOfAgentsCasesPage } from '../../areas/calling/components/migration-of-agents-cases-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `migration-of-agents-cases` (teams): move owner cases from one agent to another. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/migration-of-agents-cases')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/migration-of-agents-cases'),
  component: MigrationOfAgentsCasesPage,
});
