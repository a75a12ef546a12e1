import { createFileRoute } from '@tanstack/react-router';
import { SlotAvailabilityPage } from '../../areas/ad-products/components/slot-availability-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `slot-availability` (spec 000 §2 Administration): readers view; catalogue roles edit capacities. */
export const Route = createFileRoute('/_authed/slot-availability')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/slot-availability'),
  component: SlotAvailabilityPage,
});
