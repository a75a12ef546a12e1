import { createFileRoute } from '@tanstack/react-router';
import { ProductConfigPage } from '../../areas/catalogue/components/product-config-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `product-config`: product configurations. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/product-config')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/product-config'),
  component: ProductConfigPage,
});
