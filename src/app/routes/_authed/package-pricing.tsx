import { createFileRoute } from '@tanstack/react-router';
import { PackagePricingPage } from '../../areas/catalogue/components/package-pricing-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `package-pricing`: prices and their CSV. Others get the not-allowed page; the server refuses their writes anyway. */
export const Route = createFileRoute('/_authed/package-pricing')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/package-pricing'),
  component: PackagePricingPage,
});
