import { createFileRoute } from '@tanstack/react-router';
import { NetsuiteEventTrackingPage } from '../../areas/erp/components/netsuite-event-tracking-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `netsuite-event-tracking` (spec 000 §2 "ERP"): finance only. */
export const Route = createFileRoute('/_authed/netsuite-event-tracking')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'finance'),
  component: NetsuiteEventTrackingPage,
});
