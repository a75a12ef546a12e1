import { createFileRoute } from '@tanstack/react-router';
import { ProductPackageFamilyPage } from '../../areas/catalogue/components/product-package-family-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `product-package-family`: package families. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/product-package-family')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/product-package-family'),
  component: ProductPackageFamilyPage,
});
