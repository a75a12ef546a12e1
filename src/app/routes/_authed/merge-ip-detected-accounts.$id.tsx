import { createFileRoute, notFound } from '@tanstack/react-router';
import { IpDuplicateGroupPage } from '../../areas/accounts/components/ip-duplicate-group-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `merge-ip-detected-accounts/{id}`: one group's accounts, to merge (admins). */
export const Route = createFileRoute('/_authed/merge-ip-detected-accounts/$id')({
  params: {
    parse: ({ id }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw notFound();
      return { id: Number(id) };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context }) => requireScreen(context.user, '/merge-ip-detected-accounts/$id'),
  component: IpGroupRoute,
});

function IpGroupRoute() {
  const { id } = Route.useParams();
  return <IpDuplicateGroupPage key={id} id={id} />;
}
