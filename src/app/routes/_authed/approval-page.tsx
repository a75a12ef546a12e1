import { createFileRoute } from '@tanstack/react-router';
import { ApprovalPageView } from '../../areas/approvals/components/approval-page-view';
import { requireCapability } from '../../lib/session/require-capability';

/** `approval-page`: the approvals the user may act on, by kind (the matrices decide whose they are). */
export const Route = createFileRoute('/_authed/approval-page')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'readSales', 'finance'),
  component: ApprovalPageView,
});
