import { createFileRoute } from '@tanstack/react-router';
import { SiteTakeoverCreatePage } from '../../../areas/site-takeovers/components/site-takeover-pages';
import { requireCapability } from '../../../lib/session/require-capability';

/** `site-takeover/create-slot`: book a site takeover (sell). */
export const Route = createFileRoute('/_authed/site-takeover/create-slot')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'sell'),
  component: SiteTakeoverCreatePage,
});
