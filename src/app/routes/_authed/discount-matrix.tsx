import { createFileRoute } from '@tanstack/react-router';
import { DiscountMatrixPage } from '../../areas/approvals/components/discount-matrix-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `discount-matrix`: Admin only (the 'people' capability holds Discount Approval Matrix). */
export const Route = createFileRoute('/_authed/discount-matrix')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'people'),
  component: DiscountMatrixPage,
});
