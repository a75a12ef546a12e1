import { createFileRoute } from '@tanstack/react-router';
import { RmMigrationPage } from '../../areas/people/components/rm-migration-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `rm-migration` (teams): move accounts between relationship managers. Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/rm-migration')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'teams'),
  component: RmMigrationPage,
});
