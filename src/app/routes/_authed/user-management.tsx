import { createFileRoute } from '@tanstack/react-router';
import { UserManagementPage } from '../../areas/people/components/user-management-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `user-management` (admin menu tab 'User Management'): Admin ('people'). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/user-management')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: UserManagementPage,
});
