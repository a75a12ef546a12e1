import { createFileRoute } from '@tanstack/react-router';
import { NpSlotPage } from '../../../areas/np-slots/components/np-slot-page';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `np-slot/{opmId}` (spec 002 §2): NP slots of one opportunity package mapping (linked from the opportunity page). */
export const Route = createFileRoute('/_authed/np-slot/$opmId')({
  params: idParam('opmId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/np-slot/$opmId'),
  component: NpSlotRoute,
});

function NpSlotRoute() {
  const { opmId } = Route.useParams();
  return <NpSlotPage key={opmId} opmId={opmId} />;
}
