import { createFileRoute } from '@tanstack/react-router';
import { MicrositeCreatePage } from '../../../areas/microsites/components/microsite-pages';
import { requireScreen } from '../../../lib/session/require-screen';

/** `microsite/create-slot`: create a microsite slot (sell). */
export const Route = createFileRoute('/_authed/microsite/create-slot')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/microsite/create-slot'),
  component: MicrositeCreatePage,
});
