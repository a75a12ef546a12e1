import { createFileRoute } from '@tanstack/react-router';
import { PackagePricingPage } from '../../areas/catalogue/components/package-pricing-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `package-pricing`: prices and their CSV. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/package-pricing')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),
  component: PackagePricingPage,
});
