import { createFileRoute } from '@tanstack/react-router';
import { CreatePackageSlotPage } from '../../../areas/ad-products/components/package-slot-form-page';
import { requireCapability } from '../../../lib/session/require-capability';

/** `audience-maximizer/create-slot` (spec 002 §2): sellers create a package slot. */
export const Route = createFileRoute('/_authed/audience-maximizer/create-slot')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'sell'),
  component: CreatePackageSlotPage,
});
