import { createFileRoute } from '@tanstack/react-router';
import { CreatePackageSlotPage } from '../../../areas/ad-products/components/package-slot-form-page';
import { requireScreen } from '../../../lib/session/require-screen';

/** `audience-maximizer/create-slot` (spec 002 §2): sellers create a package slot. */
export const Route = createFileRoute('/_authed/audience-maximizer/create-slot')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/audience-maximizer/create-slot'),
  component: CreatePackageSlotPage,
});
