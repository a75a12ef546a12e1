import { createFileRoute } from '@tanstack/react-router';
import { MicrositeListPage } from '../../../areas/microsites/components/microsite-pages';
import { micrositeListSearch } from '../../../areas/microsites/microsite-list-search';
import { requireScreen } from '../../../lib/session/require-screen';

/** `microsite` (spec 002 §2): list microsite slots; the slot id links to microsite/{slotId}. */
export const Route = createFileRoute('/_authed/microsite/')({
  validateSearch: micrositeListSearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/microsite'),
  component: MicrositeListPage,
});
