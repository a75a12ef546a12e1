import { createFileRoute } from '@tanstack/react-router';
import { VirtualTourCreatePage } from '../../../areas/virtual-tours/components/virtual-tour-create-page';
import { requireCapability } from '../../../lib/session/require-capability';

/** `virtual-tour/create-slot`: create a webinar slot (sell). */
export const Route = createFileRoute('/_authed/virtual-tour/create-slot')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'sell'),
  component: VirtualTourCreatePage,
});
