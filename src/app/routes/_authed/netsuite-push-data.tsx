import { createFileRoute } from '@tanstack/react-router';
import { NetsuitePushDataPage } from '../../areas/erp/components/netsuite-push-data-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `netsuite-push-data` (spec 000 §2 "ERP"): finance only. */
export const Route = createFileRoute('/_authed/netsuite-push-data')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'finance'),
  component: NetsuitePushDataPage,
});
