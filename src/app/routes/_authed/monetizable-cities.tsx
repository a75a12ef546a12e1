import { createFileRoute } from '@tanstack/react-router';
import { MonetizableCitiesPage } from '../../areas/regions/components/monetizable-cities-page';
import { requireScreen } from '../../lib/session/require-screen';

/** `monetizable-cities`: the cities where the brand sells (catalogue). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/monetizable-cities')({
  beforeLoad: ({ context }) => requireScreen(context.user, '/monetizable-cities'),
  component: MonetizableCitiesPage,
});
