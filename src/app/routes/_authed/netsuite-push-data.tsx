import { createFileRoute } from '@tanstack/react-router';
import { NetsuitePushDataPage } from '../../areas/erp/components/netsuite-push-data-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `netsuite-push-data` (spec 000 §2 "ERP"): finance only. */
export const Route = createFileRoute('/_authed/netsuite-push-data')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/netsuite-push-data'),
  component: NetsuitePushDataPage,
});
