import { createRouter } from '@tanstack/react-router';
import { session } from './lib/session/session';
import { routeTree } from './routeTree.gen';
import { NotFound } from './shell/not-found';
import { RouteError } from './shell/route-error';
import { LoadingFallback } from './ui/status/loading-fallback';

export const router = createRouter({
  routeTree,
  context: { session },
  // Every page loads on demand (autoCodeSplitting); this shows while one does (spec 000 §1).
  defaultPendingComponent: LoadingFallback,
  defaultPendingMs: 200,
  defaultPendingMinMs: 300,
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFound,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
