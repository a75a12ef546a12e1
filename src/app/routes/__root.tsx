import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';

/** The root: every screen renders inside it. The signed-in shell is the `_authed` layout. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
});
