import { createFileRoute } from '@tanstack/react-router';
import { SiteTakeoverCreatePage } from '../../../areas/site-takeovers/components/site-takeover-pages';
import { requireScreen } from '../../../lib/session/require-screen';

/** `site-takeover/create-slot`: book a site takeover (sell). */
export const Route = createFileRoute('/_authed/site-takeover/create-slot')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/site-takeover/create-slot'),
  component: SiteTakeoverCreatePage,
});
