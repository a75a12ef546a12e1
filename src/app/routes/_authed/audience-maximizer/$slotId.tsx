import { createFileRoute } from '@tanstack/react-router';
import { PackageSlotPage } from '../../../areas/ad-products/components/package-slot-form-page';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';

/** `audience-maximizer/{slotId}` (spec 002 §2): view and edit one slot. */
export const Route = createFileRoute('/_authed/audience-maximizer/$slotId')({
  params: idParam('slotId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'content'),
  component: SlotRoute,
});

function SlotRoute() {
  const { slotId } = Route.useParams();
  return <PackageSlotPage key={slotId} slotId={slotId} />;
}
