import { createFileRoute } from '@tanstack/react-router';
import { MicrositeDetailPage } from '../../../areas/microsites/components/microsite-pages';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `microsite/{micrositeId}`: view and edit a microsite slot and its content. */
export const Route = createFileRoute('/_authed/microsite/$micrositeId')({
  params: idParam('micrositeId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/microsite/$micrositeId'),
  component: MicrositeRoute,
});

function MicrositeRoute() {
  const { micrositeId } = Route.useParams();
  return <MicrositeDetailPage key={micrositeId} micrositeId={micrositeId} />;
}
