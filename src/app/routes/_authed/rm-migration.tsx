import { createFileRoute } from '@tanstack/react-router';
import { RmMigrationPage } from '../../areas/people/components/rm-migration-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `rm-migration` (teams): move accounts between relationship managers. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/rm-migration')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/rm-migration'),
  component: RmMigrationPage,
});
