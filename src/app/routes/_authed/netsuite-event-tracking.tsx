import { createFileRoute } from '@tanstack/react-router';
import { ERP_EVENT_STATUSES } from '../../../domain/erp/erp-statuses';
import { NetsuiteEventTrackingPage } from '../../areas/erp/components/netsuite-event-tracking-page';
import { searchEnum, searchShape } from '../../lib/search-params';
import { requireScreen } from '../../lib/session/require-screen';

const eventTrackingSearch = searchShape({ status: searchEnum(ERP_EVENT_STATUSES) });

/** `netsuite-event-tracking` (spec 000 §2 "ERP"): finance only. `?status=failed` opens the ledger on failed events (the home queue's link). */
export const Route = createFileRoute('/_authed/netsuite-event-tracking')({
  validateSearch: eventTrackingSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/netsuite-event-tracking'),
  component: NetsuiteEventTrackingRoute,
});

function NetsuiteEventTrackingRoute() {
  const { status } = Route.useSearch();
  return <NetsuiteEventTrackingPage initialStatus={status} />;
}
