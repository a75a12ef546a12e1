import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { IpDuplicateGroupsPage } from '../../areas/accounts/components/ip-duplicate-groups-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `merge-ip-detected-accounts`: groups of accounts sharing a sign-up IP (admins). */
export const Route = createFileRoute('/_authed/merge-ip-detected-accounts/')({
  validateSearch: z.object({ page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined) }),
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: IpGroupsRoute,
});

function IpGroupsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <IpDuplicateGroupsPage page={page ?? 1} onPageChange={(p) => void navigate({ search: { page: p === 1 ? undefined : p } })} />;
}
