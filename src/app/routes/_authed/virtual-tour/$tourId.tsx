import { createFileRoute } from '@tanstack/react-router';
import { VirtualTourDetailPage } from '../../../areas/virtual-tours/components/virtual-tour-detail-page';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `virtual-tour/{tourId}`: view, edit, cancel a webinar slot. */
export const Route = createFileRoute('/_authed/virtual-tour/$tourId')({
  params: idParam('tourId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/virtual-tour/$tourId'),
  component: VirtualTourRoute,
});

function VirtualTourRoute() {
  const { tourId } = Route.useParams();
  return <VirtualTourDetailPage key={tourId} tourId={tourId} />;
}
