import { createFileRoute } from '@tanstack/react-router';
import { AudienceMaximizerListPage } from '../../../areas/ad-products/components/audience-maximizer-list-page';
import { requireScreen } from '../../../lib/session/require-screen';

/** `audience-maximizer` (spec 002 §2): package slots, 10 a page. */
export const Route = createFileRoute('/_authed/audience-maximizer/')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/audience-maximizer'),
  component: AudienceMaximizerListPage,
});
