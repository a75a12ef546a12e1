import { createFileRoute } from '@tanstack/react-router';
import { VirtualTourListPage } from '../../../areas/virtual-tours/components/virtual-tour-list-page';
import { pageOnlySearch } from '../../../lib/list/list-search';
import { requireScreen } from '../../../lib/session/require-screen';

/** `virtual-tour` (spec 002 §2): webinar slots; `sell` creates and edits, read-only roles only look. */
export const Route = createFileRoute('/_authed/virtual-tour/')({
  validateSearch: pageOnlySearch,
  beforeLoad: ({ context }) => requireScreen(context.user, '/virtual-tour'),
  component: VirtualTourListPage,
});
