import { createFileRoute } from '@tanstack/react-router';
import { SiteTakeoverDetailPage } from '../../../areas/site-takeovers/components/site-takeover-pages';
import { requireScreen } from '../../../lib/session/require-screen';
import { idParam } from '../-id-param';

/** `site-takeover/{siteId}`: view and edit a site-takeover slot. */
export const Route = createFileRoute('/_authed/site-takeover/$siteId')({
  params: idParam('siteId'),
  beforeLoad: ({ context }) => requireScreen(context.user, '/site-takeover/$siteId'),
  component: SiteTakeoverRoute,
});

function SiteTakeoverRoute() {
  const { siteId } = Route.useParams();
  return <SiteTakeoverDetailPage key={siteId} siteId={siteId} />;
}
