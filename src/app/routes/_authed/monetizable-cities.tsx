import { createFileRoute } from '@tanstack/react-router';
import { MonetizableCitiesPage } from '../../areas/regions/components/monetizable-cities-page';
import { requireCapability } from '../../lib/session/require-capability';

/** `monetizable-cities`: the cities where the brand sells (catalogue). Others get the not-allowed page. */
export const Route = createFileRoute('/_authed/monetizable-cities')({
  beforeLoad: ({ context }) => requireCapability(context.user, 'catalogue'),
  component: MonetizableCitiesPage,
});
