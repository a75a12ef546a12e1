import { createFileRoute } from '@tanstack/react-router';
import { VirtualTourCreatePage } from '../../../areas/virtual-tours/components/virtual-tour-create-page';
import { requireScreen } from '../../../lib/session/require-screen';

/** `virtual-tour/create-slot`: create a webinar slot (sell). */
export const Route = createFileRoute('/_authed/virtual-tour/create-slot')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/virtual-tour/create-slot'),
  component: VirtualTourCreatePage,
});
