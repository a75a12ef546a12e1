import { createFileRoute } from '@tanstack/react-router';
import { VirtualTourDetailPage } from '../../../areas/virtual-tours/components/virtual-tour-detail-page';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';

/** `virtual-tour/{tourId}`: view, edit, cancel a webinar slot. */
export const Route = createFileRoute('/_authed/virtual-tour/$tourId')({
  params: idParam('tourId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales'),
  component: VirtualTourRoute,
});

function VirtualTourRoute() {
  const { tourId } = Route.useParams();
  return <VirtualTourDetailPage key={tourId} tourId={tourId} />;
}
