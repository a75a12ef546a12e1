import { createFileRoute } from '@tanstack/react-router';
import { ProductPackageFamilyPage } from '../../areas/catalogue/components/product-package-family-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `product-package-family`: package families. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/product-package-family')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),
  component: ProductPackageFamilyPage,
});
