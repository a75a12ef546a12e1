import { createFileRoute } from '@tanstack/react-router';
import { ProductManagementPage } from '../../areas/catalogue/components/product-management-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `product-management`: products and complimentary products. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/product-management')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),
  component: ProductManagementPage,
});
