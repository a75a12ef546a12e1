import { createFileRoute } from '@tanstack/react-router';
import { CommonMatricesPage } from '../../areas/approvals/components/common-matrices-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `common-matrices` (Other Matrices): Admin only. */
export const Route = createFileRoute('/_authed/common-matrices')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/common-matrices'),
  component: CommonMatricesPage,
});
