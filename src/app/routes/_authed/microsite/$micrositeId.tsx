import { createFileRoute } from '@tanstack/react-router';
import { MicrositeDetailPage } from '../../../areas/microsites/components/microsite-pages';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';

/** `microsite/{micrositeId}`: view and edit a microsite slot and its content. */
export const Route = createFileRoute('/_authed/microsite/$micrositeId')({
  params: idParam('micrositeId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'content'),
  component: MicrositeRoute,
});

function MicrositeRoute() {
  const { micrositeId } = Route.useParams();
  return <MicrositeDetailPage key={micrositeId} micrositeId={micrositeId} />;
}
