import { createFileRoute } from '@tanstack/react-router';
import { approvalInboxSearch } from '../../areas/approvals/approval-inbox-search';
import { ApprovalPageView } from '../../areas/approvals/components/approval-page-view';
import { requireScreen } from '../../lib/session/require-screen';

/** `approval-page`: the inbox of the approvals the user may act on (the matrices decide whose they are); page and filters in the URL. */
export const Route = createFileRoute('/_authed/approval-page')({
  validateSearch: approvalInboxSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/approval-page'),
  component: ApprovalPageView,
});
