import { createFileRoute } from '@tanstack/react-router';
import { ProductManagementPage } from '../../areas/catalogue/components/product-management-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `product-management`: products and complimentary products. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/product-management')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/product-management'),
  component: ProductManagementPage,
});
