import { createFileRoute } from '@tanstack/react-router';
import { PackageSlotPage } from '../../../areas/ad-products/components/package-slot-form-page';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `audience-maximizer/{slotId}` (spec 002 §2): view and edit one slot. */
export const Route = createFileRoute('/_authed/audience-maximizer/$slotId')({
  params: idParam('slotId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/audience-maximizer/$slotId'),
  component: SlotRoute,
});

function SlotRoute() {
  const { slotId } = Route.useParams();
  return <PackageSlotPage key={slotId} slotId={slotId} />;
}
