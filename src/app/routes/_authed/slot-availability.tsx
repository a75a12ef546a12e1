import { createFileRoute } from '@tanstack/react-router';
import { SlotAvailabilityPage } from '../../areas/ad-products/components/slot-availability-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `slot-availability` (spec 000 §2 Administration): readers view; catalogue roles edit capacities. */
export const Route = createFileRoute('/_authed/slot-availability')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'catalogue'),
  component: SlotAvailabilityPage,
});
