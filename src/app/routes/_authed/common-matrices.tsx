import { createFileRoute } from '@tanstack/react-router';
import { CommonMatricesPage } from '../../areas/approvals/components/common-matrices-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `common-matrices` (Other Matrices): Admin only. */
export const Route = createFileRoute('/_authed/common-matrices')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: CommonMatricesPage,
});
