import { createFileRoute } from '@tanstack/react-router';
import { NpSlotPage } from '../../../areas/np-slots/components/np-slot-page';
import { requireCapability } from '../../../lib/session/require-capability';
import { idParam } from '../-id-param';

/** `np-slot/{opmId}` (spec 002 §2): NP slots of one opportunity package mapping (linked from the opportunity page). */
export const Route = createFileRoute('/_authed/np-slot/$opmId')({
  params: idParam('opmId'),
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'content'),
  component: NpSlotRoute,
});

function NpSlotRoute() {
  const { opmId } = Route.useParams();
  return <NpSlotPage key={opmId} opmId={opmId} />;
}
