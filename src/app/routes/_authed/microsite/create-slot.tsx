import { createFileRoute } from '@tanstack/react-router';
import { MicrositeCreatePage } from '../../../areas/microsites/components/microsite-pages';
import { requireCapability } from '../../../lib/session/require-capability';

/** `microsite/create-slot`: create a microsite slot (sell). */
export const Route = createFileRoute('/_authed/microsite/create-slot')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'sell'),
  component: MicrositeCreatePage,
});
