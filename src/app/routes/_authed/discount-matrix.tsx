import { createFileRoute } from '@tanstack/react-router';
import { DiscountMatrixPage } from '../../areas/approvals/components/discount-matrix-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `discount-matrix`: Admin only (the 'people' capability holds Discount Approval Matrix). */
export const Route = createFileRoute('/_authed/discount-matrix')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/discount-matrix'),
  component: DiscountMatrixPage,
});
